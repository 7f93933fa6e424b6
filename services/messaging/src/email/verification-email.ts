import type { LanguageCode } from '@koalarent/core';
import { escapeHtml } from './html.js';
import type { OutgoingMail } from './mailer.js';
import { mailText } from './strings/index.js';

/** The sign-up confirmation link, in the language the member chose while signing up. */
export function verificationEmail(
  to: string,
  fullName: string,
  link: string,
  ttlHours: number,
  language: LanguageCode,
): OutgoingMail {
  const t = (key: Parameters<typeof mailText>[1], values?: Record<string, string | number>) =>
    mailText(language, key, values);
  const expiry = t('verification.expiry', { hours: ttlHours });
  const text = [
    t('greeting', { name: fullName }),
    '',
    t('verification.welcome'),
    '',
    link,
    '',
    expiry,
    '',
    t('signOff'),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<h2 style="color:#0f766e">${escapeHtml(t('verification.heading', { name: fullName }))}</h2>
<p>${escapeHtml(t('verification.confirm'))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('verification.button'))}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t('pasteLink'))}<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(expiry)}</p>
</body></html>`;
  return { to, subject: t('verification.subject'), text, html };
}
