import type { LanguageCode } from '@koalarent/core';
import { escapeHtml } from './html.js';
import type { OutgoingMail } from './mailer.js';
import { type MailKey, mailText } from './strings/index.js';

/**
 * To a member whose address someone tried to register again: nothing was created, here is the sign-in link, and
 * where to set a new password if that is why. Registration itself answers as for a new address (issue 20 §5), so
 * this mail is how the owner, and only the owner, learns the address is already a member's. No unsubscribe link:
 * it is about the account's own security, like the password mails.
 */
export function registrationAttemptEmail(
  to: string,
  fullName: string,
  links: { signIn: string; forgotPassword: string },
  language: LanguageCode,
): OutgoingMail {
  const t = (key: MailKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const greeting = t('greeting', { name: fullName });
  const forgot = t('registrationAttempt.forgot', { link: links.forgotPassword });
  const text = [
    greeting,
    '',
    t('registrationAttempt.intro'),
    '',
    links.signIn,
    '',
    forgot,
    '',
    t('registrationAttempt.notYou'),
    '',
    t('signOff'),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('registrationAttempt.intro'))}</p>
<p><a href="${escapeHtml(links.signIn)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('registrationAttempt.button'))}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t('pasteLink'))}<br>${escapeHtml(links.signIn)}</p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(forgot)}</p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t('registrationAttempt.notYou'))}</p>
</body></html>`;
  return { to, subject: t('registrationAttempt.subject'), text, html };
}
