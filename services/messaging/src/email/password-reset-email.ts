import type { LanguageCode } from '@koalarent/core';
import { escapeHtml } from './html.js';
import type { OutgoingMail } from './mailer.js';
import { type MailKey, mailText } from './strings/index.js';

interface AccountMail {
  language: LanguageCode;
  to: string;
  fullName: string;
  subject: MailKey;
  /** The paragraph before the button, and the ones after it. */
  before: MailKey;
  after: MailKey[];
  button: MailKey;
  link: string;
}

/**
 * The account's own mails (a reset link, the notice that the password changed): no unsubscribe link, since a
 * member cannot turn off being told about their own account's security.
 */
function accountMail(mail: AccountMail): OutgoingMail {
  const t = (key: MailKey, values?: Record<string, string | number>) => mailText(mail.language, key, values);
  const greeting = t('greeting', { name: mail.fullName });
  const text = [
    greeting,
    '',
    t(mail.before),
    '',
    mail.link,
    '',
    ...mail.after.flatMap((key) => [t(key), '']),
    t('signOff'),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t(mail.before))}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t(mail.button))}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t('pasteLink'))}<br>${escapeHtml(mail.link)}</p>
${mail.after.map((key) => `<p style="font-size:13px;color:#4a5568">${escapeHtml(t(key))}</p>`).join('\n')}
</body></html>`;
  return { to: mail.to, subject: t(mail.subject), text, html };
}

/** The reset link, in the member's language. */
export function passwordResetEmail(
  to: string,
  fullName: string,
  link: string,
  language: LanguageCode,
): OutgoingMail {
  return accountMail({
    language,
    to,
    fullName,
    subject: 'passwordReset.subject',
    before: 'passwordReset.intro',
    after: ['passwordReset.expiry'],
    button: 'passwordReset.button',
    link,
  });
}

/** After a reset: the password changed and every device was signed out; what to do if it was not them. */
export function passwordChangedEmail(
  to: string,
  fullName: string,
  signInLink: string,
  language: LanguageCode,
): OutgoingMail {
  return accountMail({
    language,
    to,
    fullName,
    subject: 'passwordChanged.subject',
    before: 'passwordChanged.changed',
    after: ['passwordChanged.notYou'],
    button: 'passwordChanged.action',
    link: signInLink,
  });
}
