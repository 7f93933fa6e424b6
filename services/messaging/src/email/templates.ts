import { EMAIL_KIND_LABELS, type EmailKind } from '../contracts.js';
import { escapeHtml } from './html.js';
import type { OutgoingMail } from './mailer.js';

/**
 * The notification mails. Each has one link into the app (the page where the member acts on it) and an unsubscribe
 * link for its kind, in the text part (where the local mailbox finds links) and the HTML part. Member-written text
 * (names, titles, messages) is escaped in the HTML and never read as markup.
 */

interface Layout {
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
  const footer = `You are receiving this because ${EMAIL_KIND_LABELS[mail.kind]} are on for your KoalaRent account.`;
  const text = [
    mail.greeting,
    '',
    ...mail.lines.flatMap((line) => [line, '']),
    ...(mail.quote ? [...mail.quote.split('\n').map((l) => `> ${l}`), ''] : []),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    '— The KoalaRent team',
    '',
    footer,
    `Unsubscribe: ${mail.unsubscribeUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>${escapeHtml(mail.greeting)}</p>
${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mail.quote ? `<blockquote style="border-left:3px solid #cbd5e0;margin:0 0 16px;padding:4px 12px;color:#2d3748;white-space:pre-wrap">${escapeHtml(mail.quote)}</blockquote>` : ''}
<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:13px;color:#4a5568">Or paste this link into your browser:<br>${escapeHtml(mail.action.url)}</p>
<p style="font-size:12px;color:#718096">${escapeHtml(footer)} <a href="${escapeHtml(mail.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

const hi = (name: string) => `Hi ${name},`;

export interface BookingRequestMail {
  to: string;
  ownerName: string;
  renterName: string;
  itemTitle: string;
  dates: string;
  total: string;
  delivery: string;
  message: string | null;
  expiresAt: string;
  link: string;
  unsubscribeUrl: string;
}

/** To the owner: someone asked to rent their item. */
export function bookingRequestEmail(mail: BookingRequestMail): OutgoingMail {
  return layout({
    to: mail.to,
    subject: `New rental request for ${mail.itemTitle}`,
    greeting: hi(mail.ownerName),
    lines: [
      `${mail.renterName} would like to rent "${mail.itemTitle}" (${mail.dates}, ${mail.total}, ${mail.delivery}).`,
      `Please approve or decline the request by ${mail.expiresAt}; after that it expires and the renter's payment hold is released.`,
      ...(mail.message ? [`${mail.renterName} wrote:`] : []),
    ],
    quote: mail.message,
    action: { label: 'Review the request', url: mail.link },
    kind: 'bookingRequests',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}

export interface BookingDecisionMail {
  to: string;
  renterName: string;
  approved: boolean;
  itemTitle: string;
  dates: string;
  reason: string | null;
  link: string;
  unsubscribeUrl: string;
}

/** To the renter: the owner approved or declined their request. */
export function bookingDecisionEmail(mail: BookingDecisionMail): OutgoingMail {
  const lines = mail.approved
    ? [
        `Good news: your request to rent "${mail.itemTitle}" (${mail.dates}) was approved.`,
        'Your payment has been taken and the security deposit stays on hold until the item is back. Coordinate the hand-over with the owner in your messages.',
      ]
    : [
        `Your request to rent "${mail.itemTitle}" (${mail.dates}) was declined.`,
        ...(mail.reason ? [`The owner's reason: ${mail.reason}`] : []),
        'The payment hold on your card has been released.',
      ];
  return layout({
    to: mail.to,
    subject: mail.approved
      ? `Your rental of ${mail.itemTitle} was approved`
      : `Your rental request for ${mail.itemTitle} was declined`,
    greeting: hi(mail.renterName),
    lines,
    action: { label: 'View My Rentals', url: mail.link },
    kind: 'bookingUpdates',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}

export interface NewMessagesMail {
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
  const what = mail.count === 1 ? 'a new message' : `${mail.count} new messages`;
  return layout({
    to: mail.to,
    subject: `${mail.senderName} sent you ${what} on KoalaRent`,
    greeting: hi(mail.name),
    lines: [`${mail.senderName} sent you ${what}. The latest:`],
    quote: mail.latest.length > 500 ? `${mail.latest.slice(0, 500)}…` : mail.latest,
    action: { label: 'Read and reply', url: mail.link },
    kind: 'newMessages',
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}
