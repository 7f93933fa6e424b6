import type { LanguageCode } from '@koalarent/core';
import type { EmailKind, UnsubscribeOutcome } from '../contracts.js';
import { escapeHtml } from './html.js';
import { type MailKey, mailLanguage, mailText } from './strings/index.js';

const KIND_KEYS: Record<EmailKind, MailKey> = {
  bookingRequests: 'kinds.bookingRequests',
  bookingUpdates: 'kinds.bookingUpdates',
  newMessages: 'kinds.newMessages',
};

/**
 * The first of the browser's Accept-Language tags that is one of the app's languages ("fr-CH,fr;q=0.9" → fr), for
 * the page an invalid link answers, where no member (and so no stored language) is known. Else English.
 */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const language = mailLanguage(tag);
    if (language === tag) return language;
  }
  return 'en';
}

/**
 * The small page `GET /api/email/unsubscribe` answers, in the member's language: what was turned off and where to
 * turn it back on, or that the link is invalid (outcome null, in `fallbackLanguage`).
 */
export function unsubscribePage(
  outcome: UnsubscribeOutcome | null,
  publicUrl: string,
  fallbackLanguage: LanguageCode = 'en',
): string {
  const language = outcome?.language ?? fallbackLanguage;
  const text = (key: MailKey, values: Record<string, string> = {}) => mailText(language, key, values);
  // Every value is escaped before it is inserted; the inserted link is markup of our own.
  const profile = `<a href="${escapeHtml(`${publicUrl}/profile`)}">${escapeHtml(text('unsubscribePage.profile'))}</a>`;
  // The sentence is escaped with its {{profile}} still unfilled (escaping leaves braces alone), then the link goes in.
  const withProfileLink = (key: MailKey) => escapeHtml(text(key)).replace('{{profile}}', profile);
  const body = outcome
    ? `<h1>${escapeHtml(text('unsubscribePage.done'))}</h1>
<p>${escapeHtml(text('unsubscribePage.noLonger', { kind: text(KIND_KEYS[outcome.kind]) }))}</p>
<p>${withProfileLink('unsubscribePage.turnBackOn')}</p>`
    : `<h1>${escapeHtml(text('unsubscribePage.invalid'))}</h1>
<p>${withProfileLink('unsubscribePage.choose')}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text('unsubscribePage.title'))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a202c;max-width:560px;margin:48px auto;padding:0 16px">
${body}
</body></html>`;
}
