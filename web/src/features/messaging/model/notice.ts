import { BOOKING_STATUSES, type BookingStatus, isCurrencyCode } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';
import type { MessageView } from './types';

/**
 * A platform-written message's kind and facts (services/messaging contracts `MessageNotice`), told in the reader's
 * language with the reader's date and money formats. The server keeps the same notice in English as `content`;
 * the English strings here mirror that wording, so an English reader sees the same text either way.
 */

type T = TFunction<'messaging'>;

export type MessageNotice = NonNullable<MessageView['notice']>;
export type NoticeParams = MessageNotice['params'];

/** Whole minor units in the reader's money format; a currency the app does not know keeps its code. */
function minorMoney(amount: number | null | undefined, currency: string | null | undefined, fmt: Formatters) {
  const major = (amount ?? 0) / 100;
  return currency && isCurrencyCode(currency)
    ? fmt.money(major, currency)
    : `${major.toFixed(2)} ${currency ?? ''}`;
}

/** A booking's days ('yyyy-mm-dd', UTC calendar days): one day, or 'start – end'. */
export function noticeDates(p: Pick<NoticeParams, 'startDate' | 'endDate'>, t: T, fmt: Formatters): string {
  const start = p.startDate ? fmt.date(`${p.startDate}T00:00:00Z`, 'UTC') : '';
  const end = p.endDate ? fmt.date(`${p.endDate}T00:00:00Z`, 'UTC') : start;
  return !end || start === end ? start : t('system.dateRange', { start, end });
}

function deadline(value: unknown, fmt: Formatters): string {
  return fmt.custom(String(value ?? ''), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

const CANCELLED_BY = {
  expired: 'cancelledExpired',
  renter: 'cancelledByRenter',
  owner: 'cancelledByOwner',
  other: 'cancelledOther',
} as const;

const SETTLED = {
  accepted: 'damageAccepted',
  auto_accepted: 'damageAutoAccepted',
  admin_decided: 'damageDecided',
} as const;

const OUTCOME = {
  dismiss: 'outcomeDismiss',
  hide_listing: 'outcomeHideListing',
  lock_member: 'outcomeLockMember',
  warn: 'outcomeWarn',
} as const;

const pick = <M extends Record<string, string>>(map: M, key: string | null | undefined, fallback: keyof M) =>
  map[(key && key in map ? key : fallback) as keyof M] as M[keyof M];

/** A booking status in the reader's words; a status the app does not know is shown as it is. */
export function bookingStateLabel(status: string, t: T): string {
  return (BOOKING_STATUSES as readonly string[]).includes(status)
    ? t(`card.state.${status as BookingStatus}`)
    : status;
}

/** How the item reaches the renter, in the reader's words. */
function deliveryText(p: Pick<NoticeParams, 'deliveryMethod' | 'deliveryAddress'>, t: T): string {
  return p.deliveryMethod === 'delivery'
    ? t('system.deliveryTo', { address: p.deliveryAddress || t('system.addressGiven') })
    : t('system.selfPickup');
}

/** The charge and, beside it and never added in, the deposit held: 'Charged: $69.00 (rent … + service fee …) · Deposit held: $100.00'. */
function chargedText(p: NoticeParams, t: T, fmt: Formatters): string {
  const money = (amount: number | null | undefined) => minorMoney(amount, p.currency, fmt);
  return t('system.requestCharged', {
    charged: money(p.totalMinor),
    rent: money(p.rentMinor),
    fee: money(p.feeMinor),
    deposit: money(p.depositMinor),
  });
}

/** A notice in the reader's language (the renter's own words and notes as written). */
export function noticeText({ kind, params: p }: MessageNotice, t: T, fmt: Formatters): string {
  const what = t('system.what', { title: p.itemTitle, dates: noticeDates(p, t, fmt) });
  const suffix = (key: 'reasonSuffix' | 'notesSuffix' | 'returnNotesSuffix' | 'noteSuffix') =>
    p.note ? t(`system.${key}`, { note: p.note }) : '';
  const money = (amount: number | null | undefined) => minorMoney(amount, p.currency, fmt);
  switch (kind) {
    case 'RENTAL_REQUEST':
      return [
        t('system.requestMarker'),
        ...(p.message ? [p.message] : []),
        '',
        t('system.requestItem', { value: p.itemTitle }),
        t('system.requestDates', { value: noticeDates(p, t, fmt) }),
        t('system.requestDelivery', { value: deliveryText(p, t) }),
        chargedText(p, t, fmt),
      ].join('\n');
    case 'BOOKING_APPROVED':
      return t('system.approved', { what });
    case 'BOOKING_DECLINED':
      return t('system.declined', { what }) + suffix('reasonSuffix');
    case 'BOOKING_CANCELLED':
      return (
        t('system.cancelled', { what, by: t(`system.${pick(CANCELLED_BY, p.cancelledBy, 'other')}`) }) +
        suffix('reasonSuffix')
      );
    case 'READY_FOR_PICKUP':
      return t('system.readyForPickup', { what }) + suffix('notesSuffix');
    case 'SHIPPED':
      return t('system.shipped', { what }) + suffix('notesSuffix');
    case 'ITEM_RECEIVED':
      return t('system.received', { what });
    case 'ITEM_RETURNED':
      return t('system.returned', { what }) + suffix('returnNotesSuffix');
    case 'RENTAL_COMPLETED':
      return t('system.completed', { what }) + suffix('noteSuffix');
    case 'STATUS_CHANGED':
      return t('system.statusChanged', { what, status: bookingStateLabel(p.status ?? '', t) });
    case 'OVERDUE':
      return (
        t('system.overdue', {
          what,
          date: noticeDates({ startDate: p.endDate, endDate: p.endDate }, t, fmt),
        }) + (p.amountMinor ? t('system.lateFee', { amount: money(p.amountMinor) }) : '')
      );
    case 'DAMAGE_REPORTED':
      return t('system.damageReported', {
        what,
        amount: money(p.amountMinor),
        reason: p.note ?? '',
        deadline: deadline(p.deadline, fmt),
      });
    case 'DAMAGE_SETTLED':
      return t('system.damageSettled', {
        what,
        amount: money(p.amountMinor),
        how: t(`system.${pick(SETTLED, p.settlement, 'admin_decided')}`),
      });
    case 'LISTING_APPROVED':
      return t('system.listingApproved', { title: p.itemTitle });
    case 'LISTING_REJECTED':
      return t('system.listingRejected', { title: p.itemTitle }) + suffix('reasonSuffix');
    case 'IDENTITY_VERIFIED':
      return t('system.identityVerified');
    case 'IDENTITY_REJECTED':
      return t('system.identityRejected') + suffix('reasonSuffix') + t('system.identityAgain');
    case 'REPORT_RESOLVED': {
      const outcome = t(`system.${pick(OUTCOME, p.outcome, 'dismiss')}`);
      return p.itemTitle
        ? t('system.reportResolvedAbout', { title: p.itemTitle, outcome })
        : t('system.reportResolved', { outcome });
    }
    case 'PROTECTION_APPROVED':
      return t('system.protectionApproved', { what, amount: money(p.amountMinor) });
    case 'PROTECTION_REJECTED':
      return t('system.protectionRejected', { what, amount: money(p.amountMinor) }) + suffix('reasonSuffix');
    case 'PROTECTION_APPROVED_RENTER':
      return t('system.protectionApprovedRenter', { what, amount: money(p.amountMinor) });
    case 'PROTECTION_REJECTED_RENTER':
      return t('system.protectionRejectedRenter', { what, amount: money(p.amountMinor) });
  }
}

/**
 * The booking whose request card a message carries: the renter's 'NEW RENTAL REQUEST' message (its stored kind,
 * or for a row written before kinds were stored, its text's marker). Null for every other message.
 */
export function requestBookingId(message: {
  bookingId?: number | null;
  kind?: string | null;
  content: string;
  notice?: { kind: string } | null;
}): number | null {
  if (!message.bookingId) return null;
  if (message.notice) return message.notice.kind === 'RENTAL_REQUEST' ? message.bookingId : null;
  return message.kind === 'USER' && message.content.startsWith('NEW RENTAL REQUEST\n')
    ? message.bookingId
    : null;
}
