import type { LanguageCode } from '@koalarent/core';
import type { EmailKind } from '../contracts.js';
import { escapeHtml } from './html.js';
import type { OutgoingMail } from './mailer.js';
import { mailText } from './strings/index.js';

/**
 * The notification mails. Each has one link into the app (the page where the member acts on it) and an unsubscribe
 * link for its kind, in the text part (where the local mailbox finds links) and the HTML part. Member-written text
 * (names, titles, messages) is escaped in the HTML and never read as markup. Each is written in the recipient's
 * language (strings/), with dates and money already formatted for it by the caller (mail-format.ts).
 */

interface Layout {
  language: LanguageCode;
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** Quoted member text (a request message, a chat message), shown set apart. */
  quote?: string | null;
  action: { label: string; url: string };
  kind: EmailKind;
  unsubscribeUrl: string;
}

function layout(mail: Layout): OutgoingMail {
  const t = (key: Parameters<typeof mailText>[1], values?: Record<string, string | number>) =>
    mailText(mail.language, key, values);
  const footer = t('footer', { kinds: t(`kinds.${mail.kind}`) });
  const unsubscribe = t('unsubscribe');
  const text = [
    mail.greeting,
    '',
    ...mail.lines.flatMap((line) => [line, '']),
    ...(mail.quote ? [...mail.quote.split('\n').map((l) => `> ${l}`), ''] : []),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    t('signOff'),
    '',
    footer,
    `${unsubscribe}: ${mail.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>${escapeHtml(mail.greeting)}</p>
${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mail.quote ? `<blockquote style="border-left:3px solid #cbd5e0;margin:0 0 16px;padding:4px 12px;color:#2d3748;white-space:pre-wrap">${escapeHtml(mail.quote)}</blockquote>` : ''}
<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:13px;color:#4a5568">${escapeHtml(t('pasteLink'))}<br>${escapeHtml(mail.action.url)}</p>
<p style="font-size:12px;color:#718096">${escapeHtml(footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

/**
 * A booking's money as its mails say it, each amount written in the reader's language: what approval charges
 * (rent + service fee, the booking's total price) and, on its own line, the deposit held apart from it.
 */
export interface MailMoney {
  charged: string;
  rent: string;
  fee: string;
  deposit: string;
}

export interface BookingRequestMail {
  /** The owner's language: every word of the mail; `dates`, `money`, `delivery` and `expiresAt` come written in it. */
  language: LanguageCode;
  to: string;
  ownerName: string;
  renterName: string;
  itemTitle: string;
  dates: string;
  money: MailMoney;
  delivery: string;
  message: string | null;
  expiresAt: string;
  link: string;
  unsubscribeUrl: string;
}

/** To the owner: someone asked to rent their item. */
export function bookingRequestEmail(mail: BookingRequestMail): OutgoingMail {
  const { language, renterName, itemTitle } = mail;
  return layout({
    language,
    to: mail.to,
    subject: mailText(language, 'bookingRequest.subject', { itemTitle }),
    greeting: mailText(language, 'greeting', { name: mail.ownerName }),
    lines: [
      mailText(language, 'bookingRequest.summary', {
        renterName,
        itemTitle,
        dates: mail.dates,
        delivery: mail.delivery,
      }),
      mailText(language, 'bookingRequest.charged', { ...mail.money }),
      mailText(language, 'bookingRequest.deposit', { deposit: mail.money.deposit }),
      mailText(language, 'bookingRequest.deadline', { expiresAt: mail.expiresAt }),
      ...(mail.message ? [mailText(language, 'bookingRequest.wrote', { renterName })] : []),
    ],
    quote: mail.message,
    action: { label: mailText(language, 'bookingRequest.action'), url: mail.link },
    kind: 'bookingRequests',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}

export interface BookingDecisionMail {
  /** The renter's language; `dates` comes written in it. */
  language: LanguageCode;
  to: string;
  renterName: string;
  approved: boolean;
  itemTitle: string;
  dates: string;
  /** An approval's money (written in the renter's language); a declined request charged nothing. */
  money: MailMoney | null;
  reason: string | null;
  link: string;
  unsubscribeUrl: string;
}

/** To the renter: the owner approved or declined their request. */
export function bookingDecisionEmail(mail: BookingDecisionMail): OutgoingMail {
  const { language, itemTitle, dates } = mail;
  const lines = mail.approved
    ? [
        mailText(language, 'bookingApproved.approved', { itemTitle, dates }),
        ...(mail.money
          ? [
              mailText(language, 'bookingApproved.charged', { ...mail.money }),
              mailText(language, 'bookingApproved.deposit', { deposit: mail.money.deposit }),
            ]
          : []),
        mailText(language, 'bookingApproved.next'),
      ]
    : [
        mailText(language, 'bookingDeclined.declined', { itemTitle, dates }),
        ...(mail.reason ? [mailText(language, 'bookingDeclined.reason', { reason: mail.reason })] : []),
        mailText(language, 'bookingDeclined.released'),
      ];
  return layout({
    language,
    to: mail.to,
    subject: mailText(language, mail.approved ? 'bookingApproved.subject' : 'bookingDeclined.subject', {
      itemTitle,
    }),
    greeting: mailText(language, 'greeting', { name: mail.renterName }),
    lines,
    action: { label: mailText(language, 'bookingDecision.action'), url: mail.link },
    kind: 'bookingUpdates',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}

export interface NewMessagesMail {
  /** The receiver's language. */
  language: LanguageCode;
  to: string;
  name: string;
  senderName: string;
  count: number;
  /** The newest unread message. */
  latest: string;
  link: string;
  unsubscribeUrl: string;
}

/** To a member who has not been around: the unread messages of one conversation, in one mail. */
export function newMessagesEmail(mail: NewMessagesMail): OutgoingMail {
  const { language, senderName, count } = mail;
  const one = count === 1;
  return layout({
    language,
    to: mail.to,
    subject: mailText(language, one ? 'newMessages.subject_one' : 'newMessages.subject_other', {
      senderName,
      count,
    }),
    greeting: mailText(language, 'greeting', { name: mail.name }),
    lines: [
      mailText(language, one ? 'newMessages.intro_one' : 'newMessages.intro_other', { senderName, count }),
    ],
    quote: mail.latest.length > 500 ? `${mail.latest.slice(0, 500)}…` : mail.latest,
    action: { label: mailText(language, 'newMessages.action'), url: mail.link },
    kind: 'newMessages',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}
