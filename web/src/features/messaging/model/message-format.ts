import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: the unread badge shows the count up to 9, then '9+'; nothing when there is nothing unread. */
export function unreadBadgeLabel(count: number | null | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** Spec §2 conversation list: the other party's name (full name, else username), else 'User #id'. */
export function partyName(party: { id: number; fullName?: string | null; username?: string | null }): string {
  return party.fullName?.trim() || party.username?.trim() || `User #${party.id}`;
}

/** Spec §2 notifications: the sender's name, falling back to 'User'. */
export function senderLabel(message: { senderName?: string | null }): string {
  return message.senderName?.trim() || 'User';
}

/** The initial an avatar shows: first letter of the username (spec §2), else of the name shown. */
export function partyInitial(party: {
  id: number;
  fullName?: string | null;
  username?: string | null;
}): string {
  return (party.username?.trim() || partyName(party)).charAt(0).toUpperCase();
}

function parse(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Spec §2 conversation list: the last message's date as 'MMM d' (e.g. 'Mar 4'). */
export function formatListDate(value: string): string {
  const date = parse(value);
  return date ? format(date, 'MMM d') : '';
}

/** Spec §2 thread (and the bell's entries): 'MMM d, h:mm a' (e.g. 'Mar 4, 3:07 PM'). */
export function formatMessageTime(value: string): string {
  const date = parse(value);
  return date ? format(date, 'MMM d, h:mm a') : '';
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
