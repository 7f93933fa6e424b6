import { CURRENCIES, type CurrencyCode } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';
import { type MessageNotice, noticeText } from './notice';

/**
 * Messages the platform wrote before notices were stored with their kind and facts (see ./notice.ts) hold only
 * English text (services/messaging jobs/notice-texts.ts wrote it; notice-samples.json keeps one of each shape).
 * For those rows alone the client reads the text back into its parts (item, dates, amounts, notes) and tells it
 * again in the reader's language with the reader's date and money formats. A text that matches no known shape,
 * and every member's own words, are shown exactly as written.
 */

type T = TFunction<'messaging'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' as the server writes a booking day (en-US, UTC). */
const DAY = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}`;
/** One day, or 'start – end'. */
const DAYS = `${DAY}(?: – ${DAY})?`;
/** '"{title}" ({days})': the item a booking notice is about. The title is taken as short as the rest allows. */
const WHAT = String.raw`"([\s\S]*?)" \((${DAYS})\)`;
/** An amount as the server writes it: symbol then two decimals, or the amount then an unknown code. */
const MONEY = String.raw`(\S*?\d+\.\d{2}(?: [A-Z]{3})?)`;
/** An instant: 'MMM d, yyyy, h:mm AM UTC' (\s: some ICU versions put a narrow space before AM/PM). */
const INSTANT = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M UTC`;
const note = (label: string) => String.raw`(?: ${label}: ([\s\S]+))?`;
const exact = (source: string) => new RegExp(`^${source}$`);

type DaySpan = { start: string; end: string };
type Money = string;
type NoteKind = 'reasonSuffix' | 'notesSuffix' | 'returnNotesSuffix' | 'noteSuffix';

export type ParsedNotice =
  | { type: 'approved' | 'received'; title: string; days: DaySpan }
  | {
      type: 'declined' | 'readyForPickup' | 'shipped' | 'returned' | 'completed';
      title: string;
      days: DaySpan;
      note: string | null;
    }
  | {
      type: 'cancelled';
      title: string;
      days: DaySpan;
      by: 'cancelledExpired' | 'cancelledByRenter' | 'cancelledByOwner' | 'cancelledOther';
      note: string | null;
    }
  | { type: 'statusChanged'; title: string; days: DaySpan; status: string }
  | { type: 'overdue'; title: string; days: DaySpan; due: string; fee: Money | null }
  | { type: 'damageReported'; title: string; days: DaySpan; amount: Money; reason: string; deadline: string }
  | {
      type: 'damageSettled';
      title: string;
      days: DaySpan;
      amount: Money;
      how: 'damageAccepted' | 'damageAutoAccepted' | 'damageDecided';
    }
  | { type: 'listingApproved'; title: string }
  | { type: 'listingRejected'; title: string; note: string | null };

const NOTE_OF: Record<'declined' | 'readyForPickup' | 'shipped' | 'returned' | 'completed', NoteKind> = {
  declined: 'reasonSuffix',
  readyForPickup: 'notesSuffix',
  shipped: 'notesSuffix',
  returned: 'returnNotesSuffix',
  completed: 'noteSuffix',
};

const CANCELLED_BY = {
  'The request expired without an answer.': 'cancelledExpired',
  'Cancelled by the renter.': 'cancelledByRenter',
  'Cancelled by the owner.': 'cancelledByOwner',
  'Cancelled.': 'cancelledOther',
} as const;

const SETTLED_HOW = {
  'The renter accepted the claim.': 'damageAccepted',
  'The claim was not disputed in time.': 'damageAutoAccepted',
  'An administrator decided the claim.': 'damageDecided',
} as const;

const alternatives = (texts: object) =>
  `(${Object.keys(texts)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`;

const span = (days: string): DaySpan => {
  const [start = days, end = start] = days.split(' – ');
  return { start, end };
};

/** Each notice's shape, tried in turn; the first that matches the whole text wins. */
const SHAPES: ((content: string) => ParsedNotice | null)[] = [
  simple('approved', String.raw`Booking approved: ${WHAT}\. The rental is confirmed\.`),
  simple('received', String.raw`Item received: ${WHAT}\. The rental has started\.`),
  noted('declined', String.raw`Booking request declined: ${WHAT}\.${note('Reason')}`),
  noted('readyForPickup', String.raw`Ready for pickup: ${WHAT}\.${note('Notes')}`),
  noted('shipped', String.raw`Shipped: ${WHAT} is on its way\.${note('Notes')}`),
  noted('returned', String.raw`Item returned: ${WHAT}\.${note('Return notes')}`),
  noted('completed', String.raw`Rental completed: ${WHAT}\.${note('Note')}`),
  (content) => {
    const m = exact(
      String.raw`Booking cancelled: ${WHAT}\. ${alternatives(CANCELLED_BY)}${note('Reason')}`,
    ).exec(content);
    if (!m) return null;
    const by = CANCELLED_BY[m[3] as keyof typeof CANCELLED_BY];
    return { type: 'cancelled', title: m[1] ?? '', days: span(m[2] ?? ''), by, note: m[4] ?? null };
  },
  (content) => {
    const m = exact(
      String.raw`Overdue: ${WHAT} was due back on (${DAY})\.(?: A late fee of ${MONEY} applies\.)?`,
    ).exec(content);
    if (!m) return null;
    return {
      type: 'overdue',
      title: m[1] ?? '',
      days: span(m[2] ?? ''),
      due: m[3] ?? '',
      fee: m[4] ?? null,
    };
  },
  (content) => {
    const m = exact(
      String.raw`Damage reported on ${WHAT}: the owner claims ${MONEY} from the deposit\. Reason: ([\s\S]*) Please accept or dispute the claim by (${INSTANT})\.`,
    ).exec(content);
    if (!m) return null;
    return {
      type: 'damageReported',
      title: m[1] ?? '',
      days: span(m[2] ?? ''),
      amount: m[3] ?? '',
      reason: m[4] ?? '',
      deadline: m[5] ?? '',
    };
  },
  (content) => {
    const m = exact(
      String.raw`Damage claim settled for ${WHAT}: the owner keeps ${MONEY} of the deposit\. ${alternatives(SETTLED_HOW)}`,
    ).exec(content);
    if (!m) return null;
    const how = SETTLED_HOW[m[4] as keyof typeof SETTLED_HOW];
    return { type: 'damageSettled', title: m[1] ?? '', days: span(m[2] ?? ''), amount: m[3] ?? '', how };
  },
  (content) => {
    const m = exact(String.raw`Your listing "([\s\S]*)" was approved and is now visible to renters\.`).exec(
      content,
    );
    return m ? { type: 'listingApproved', title: m[1] ?? '' } : null;
  },
  (content) => {
    const m = exact(String.raw`Your listing "([\s\S]*?)" was not approved\.${note('Reason')}`).exec(content);
    return m ? { type: 'listingRejected', title: m[1] ?? '', note: m[2] ?? null } : null;
  },
  // Last: any other status ('Booking "…" (…) is now {label}.').
  (content) => {
    const m = exact(String.raw`Booking ${WHAT} is now ([^\n]+)\.`).exec(content);
    return m
      ? { type: 'statusChanged', title: m[1] ?? '', days: span(m[2] ?? ''), status: m[3] ?? '' }
      : null;
  },
];

function simple(type: 'approved' | 'received', source: string) {
  const pattern = exact(source);
  return (content: string): ParsedNotice | null => {
    const m = pattern.exec(content);
    return m ? { type, title: m[1] ?? '', days: span(m[2] ?? '') } : null;
  };
}

function noted(type: keyof typeof NOTE_OF, source: string) {
  const pattern = exact(source);
  return (content: string): ParsedNotice | null => {
    const m = pattern.exec(content);
    return m ? { type, title: m[1] ?? '', days: span(m[2] ?? ''), note: m[3] ?? null } : null;
  };
}

/** A platform notice read into its parts; null when the text is none of the known notices. */
export function parseNotice(content: string): ParsedNotice | null {
  for (const shape of SHAPES) {
    const parsed = shape(content);
    if (parsed) return parsed;
  }
  return null;
}

/** 'Mar 4, 2026' (a UTC calendar day) in the reader's format; the text itself when it is not such a day. */
function day(text: string, fmt: Formatters): string {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1] ?? '') : -1;
  if (!m || month < 0) return text;
  return fmt.date(Date.UTC(Number(m[3]), month, Number(m[2])), 'UTC');
}

function instant(text: string, fmt: Formatters): string {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2})\s?([AP])M UTC$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1] ?? '') : -1;
  if (!m || month < 0) return text;
  const hour = (Number(m[4]) % 12) + (m[6] === 'P' ? 12 : 0);
  return fmt.custom(Date.UTC(Number(m[3]), month, Number(m[2]), hour, Number(m[5])), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

/** Longest symbols first, so 'C$' is not read as '$'. */
const SYMBOLS = (Object.entries(CURRENCIES) as [CurrencyCode, { symbol: string }][]).sort(
  (a, b) => b[1].symbol.length - a[1].symbol.length,
);

/** '$25.00' in the reader's format; an amount in a currency we do not know stays as written. */
function money(text: Money, fmt: Formatters): string {
  for (const [code, { symbol }] of SYMBOLS) {
    if (!text.startsWith(symbol)) continue;
    const amount = text.slice(symbol.length);
    return /^\d+\.\d{2}$/.test(amount) ? fmt.money(Number(amount), code) : text;
  }
  return text;
}

function days(span: DaySpan, t: T, fmt: Formatters): string {
  return span.start === span.end
    ? day(span.start, fmt)
    : t('system.dateRange', { start: day(span.start, fmt), end: day(span.end, fmt) });
}

/** A parsed notice in the reader's language. */
export function renderNotice(notice: ParsedNotice, t: T, fmt: Formatters): string {
  if (notice.type === 'listingApproved') return t('system.listingApproved', { title: notice.title });
  if (notice.type === 'listingRejected')
    return (
      t('system.listingRejected', { title: notice.title }) +
      (notice.note ? t('system.reasonSuffix', { note: notice.note }) : '')
    );
  const what = t('system.what', { title: notice.title, dates: days(notice.days, t, fmt) });
  switch (notice.type) {
    case 'approved':
    case 'received':
      return t(`system.${notice.type}`, { what });
    case 'declined':
    case 'readyForPickup':
    case 'shipped':
    case 'returned':
    case 'completed':
      return (
        t(`system.${notice.type}`, { what }) +
        (notice.note ? t(`system.${NOTE_OF[notice.type]}`, { note: notice.note }) : '')
      );
    case 'cancelled':
      return (
        t('system.cancelled', { what, by: t(`system.${notice.by}`) }) +
        (notice.note ? t('system.reasonSuffix', { note: notice.note }) : '')
      );
    case 'statusChanged':
      return t('system.statusChanged', { what, status: notice.status });
    case 'overdue':
      return (
        t('system.overdue', { what, date: day(notice.due, fmt) }) +
        (notice.fee ? t('system.lateFee', { amount: money(notice.fee, fmt) }) : '')
      );
    case 'damageReported':
      return t('system.damageReported', {
        what,
        amount: money(notice.amount, fmt),
        reason: notice.reason,
        deadline: instant(notice.deadline, fmt),
      });
    case 'damageSettled':
      return t('system.damageSettled', {
        what,
        amount: money(notice.amount, fmt),
        how: t(`system.${notice.how}`),
      });
  }
}

export interface ParsedRequest {
  /** The renter's own words (kept as written), possibly several lines; '' when they wrote none. */
  message: string;
  item: string;
  dates: string;
  delivery: string;
  total: Money;
}

const REQUEST_MARKER = 'NEW RENTAL REQUEST';

/** The renter's 'NEW RENTAL REQUEST' message (spec §7) read into its parts; null when it is not one. */
export function parseRentalRequest(content: string): ParsedRequest | null {
  const lines = content.split('\n');
  if (lines[0] !== REQUEST_MARKER || lines.length < 6) return null;
  const tail = lines.slice(-4);
  const labels = ['Item: ', 'Dates: ', 'Delivery: ', 'Total: '];
  if (!tail.every((line, index) => line.startsWith(labels[index] ?? '\0'))) return null;
  if (lines.at(-5) !== '') return null;
  const [item, dates, delivery, total] = tail.map((line, index) => line.slice(labels[index]?.length ?? 0));
  return {
    message: lines.slice(1, -5).join('\n'),
    item: item ?? '',
    dates: dates ?? '',
    delivery: delivery ?? '',
    total: total ?? '',
  };
}

export function renderRentalRequest(request: ParsedRequest, t: T, fmt: Formatters): string {
  const dates = new RegExp(`^${DAYS}$`).test(request.dates)
    ? days(span(request.dates), t, fmt)
    : request.dates;
  let delivery = request.delivery;
  if (delivery === 'Self Pickup') delivery = t('system.selfPickup');
  else if (delivery.startsWith('Delivery to ')) {
    const address = delivery.slice('Delivery to '.length);
    delivery = t('system.deliveryTo', {
      address: address === 'the address given' ? t('system.addressGiven') : address,
    });
  }
  return [
    t('system.requestMarker'),
    ...(request.message ? [request.message] : []),
    '',
    t('system.requestItem', { value: request.item }),
    t('system.requestDates', { value: dates }),
    t('system.requestDelivery', { value: delivery }),
    t('system.requestTotal', { value: money(request.total, fmt) }),
  ].join('\n');
}

/**
 * What a message says, in the reader's language: a notice stored with its kind and facts is told from them; an
 * older platform notice or rental request (text only) is read back from its English and told again; anything else
 * (a member's own words) as written. English readers of an older row see the server's text unchanged.
 */
export function messageText(
  message: {
    content: string;
    kind?: string | null;
    bookingId?: number | null;
    notice?: MessageNotice | null;
  },
  t: T,
  fmt: Formatters,
): string {
  if (message.notice) return noticeText(message.notice, t, fmt);
  if (fmt.language === 'en') return message.content;
  if (message.kind === 'SYSTEM') {
    const notice = parseNotice(message.content);
    return notice ? renderNotice(notice, t, fmt) : message.content;
  }
  if (message.bookingId) {
    const request = parseRentalRequest(message.content);
    return request ? renderRentalRequest(request, t, fmt) : message.content;
  }
  return message.content;
}
