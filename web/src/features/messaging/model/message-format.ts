import { isValid, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';

/** Spec §9: the unread badge shows the count up to 9, then '9+'; nothing when there is nothing unread. */
export function unreadBadgeLabel(count: number | null | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** Spec §2 conversation list: the other party's name (full name, else username), else 'User #id'. */
export function partyName(
  party: { id: number; fullName?: string | null; username?: string | null },
  t: TFunction<'messaging'>,
): string {
  return party.fullName?.trim() || party.username?.trim() || t('party.unknown', { id: String(party.id) });
}

/** Spec §2 notifications: the sender's name, falling back to 'User'. */
export function senderLabel(message: { senderName?: string | null }, t: TFunction<'messaging'>): string {
  return message.senderName?.trim() || t('party.someone');
}

/** The initial an avatar shows: first letter of the username (spec §2), else of the name shown. */
export function partyInitial(
  party: { id: number; fullName?: string | null; username?: string | null },
  t: TFunction<'messaging'>,
): string {
  return (party.username?.trim() || partyName(party, t)).charAt(0).toUpperCase();
}

function parse(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Spec §2 conversation list: the last message's date as 'MMM d' (e.g. 'Mar 4'; '3月4日' in Chinese). */
export function formatListDate(value: string, fmt: Formatters): string {
  const date = parse(value);
  return date ? fmt.custom(date, { month: 'short', day: 'numeric' }) : '';
}

/** Spec §2 thread (and the bell's entries): 'MMM d, h:mm a' (e.g. 'Mar 4, 3:07 PM'), in the reader's format. */
export function formatMessageTime(value: string, fmt: Formatters): string {
  const date = parse(value);
  return date ? fmt.custom(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';
}

/** A machine-readable timestamp for <time dateTime>; '' when the value is not a date. */
export function isoTime(value: string): string {
  const date = parse(value);
  return date ? date.toISOString() : '';
}

/** One line of a message for a list or a toast: whitespace collapsed, cut at `max` characters with an ellipsis. */
export function messagePreview(content: string, max = 80): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
