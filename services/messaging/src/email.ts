/**
 * Messaging's e-mail face for the gateway's HTTP side (the commands and queries are in `./client`): the mail
 * transport, the local development mailbox, the wording helpers for a mail the gateway writes itself, and the
 * HTML page the unsubscribe link in every mail answers with.
 *
 *   createMailer(config)                        → Mailer (SMTP, or the local mailbox in development). The gateway
 *                                                  sends an admin's e-mail to a member itself, since the admin
 *                                                  waits for the answer.
 *   readMailbox(dir)                            → MailboxEntry[] (GET /api/dev/mailbox)
 *   escapeHtml(text), mailLanguage(value), mailText(language, key)
 *   unsubscribePage(outcome, publicUrl, lang?)  → HTML (GET /api/email/unsubscribe, after `unsubscribeByToken`)
 *   languageFromAcceptLanguage(header)          → the page's language when no member is known
 */

export { escapeHtml } from './email/html.js';
export { readMailbox } from './email/mailbox-reader.js';
export { createMailer, type MailboxEntry, type Mailer, type OutgoingMail } from './email/mailer.js';
export { mailLanguage, mailText } from './email/strings/index.js';
export { languageFromAcceptLanguage, unsubscribePage } from './email/unsubscribe-page.js';
