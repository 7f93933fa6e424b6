import { EMAIL_KIND_LABELS, type UnsubscribeOutcome } from '../contracts.js';
import { escapeHtml } from './html.js';

/**
 * The small page `GET /api/email/unsubscribe` answers: what was turned off and where to turn it back on, or that
 * the link is invalid (outcome null).
 */
export function unsubscribePage(outcome: UnsubscribeOutcome | null, publicUrl: string): string {
  const profile = `${publicUrl}/profile`;
  const body = outcome
    ? `<h1>You are unsubscribed</h1>
<p>You will no longer receive ${escapeHtml(EMAIL_KIND_LABELS[outcome.kind])} from KoalaRent.</p>
<p>You can turn them back on at any time under E-mail preferences in <a href="${escapeHtml(profile)}">your profile</a>.</p>`
    : `<h1>This unsubscribe link is invalid.</h1>
<p>You can choose which e-mails you receive under E-mail preferences in <a href="${escapeHtml(profile)}">your profile</a>.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>KoalaRent e-mail preferences</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a202c;max-width:560px;margin:48px auto;padding:0 16px">
${body}
</body></html>`;
}
