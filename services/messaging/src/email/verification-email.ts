import type { OutgoingMail } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function verificationEmail(
  to: string,
  fullName: string,
  link: string,
  ttlHours: number,
): OutgoingMail {
  const subject = 'Verify your email address for KoalaRent';
  const text = [
    `Hi ${fullName},`,
    '',
    'Welcome to KoalaRent! Please confirm your email address to activate your account:',
    '',
    link,
    '',
    `This link works once and expires in ${ttlHours} hours. If you did not create an account, you can ignore this email.`,
    '',
    '— The KoalaRent team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<h2 style="color:#0f766e">Welcome to KoalaRent, ${escapeHtml(fullName)}!</h2>
<p>Please confirm your email address to activate your account.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Verify my email</a></p>
<p style="font-size:13px;color:#4a5568">Or paste this link into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#4a5568">This link works once and expires in ${ttlHours} hours. If you did not create an account, you can ignore this email.</p>
</body></html>`;
  return { to, subject, text, html };
}
