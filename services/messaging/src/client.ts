export { readMailbox } from './email/mailbox-reader.js';
export type { MailboxEntry } from './email/mailer.js';
