import {
  type MessageKind,
  type MessageNotice,
  type MessageParty,
  type MessageRecord,
  NOTICE_KINDS,
  type NoticeParams,
} from '../contracts.js';

/** One SELECT list for every message read: the row, and the sender's display name (`s` is the sender). */
export const MESSAGE_COLUMNS = `m.id, m.sender_id as "senderId", m.receiver_id as "receiverId", m.content,
  m.created_at as "createdAt", m.is_read as "isRead", coalesce(nullif(s.full_name, ''), s.username) as "senderName",
  m.related_item_id as "relatedItemId", m.booking_id as "bookingId", m.kind,
  m.notice_kind as "noticeKind", m.notice_params as "noticeParams"`;

export const MESSAGE_FROM = 'messages m left join users s on s.id = m.sender_id';

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The driver's row as the JSON-safe record the gateway presents and publishes. */
export function messageRecord(row: Record<string, unknown>): MessageRecord {
  return {
    id: Number(row.id),
    senderId: Number(row.senderId),
    receiverId: Number(row.receiverId),
    content: String(row.content),
    createdAt: iso(row.createdAt),
    isRead: Boolean(row.isRead),
    senderName: row.senderName == null ? null : String(row.senderName),
    relatedItemId: row.relatedItemId == null ? null : Number(row.relatedItemId),
    bookingId: row.bookingId == null ? null : Number(row.bookingId),
    kind: row.kind === 'SYSTEM' ? 'SYSTEM' : ('USER' satisfies MessageKind),
    notice: noticeOf(row.noticeKind, row.noticeParams),
  };
}

/** The stored kind and facts; null when the row has none (a member's words, a row written before) or a kind unknown. */
function noticeOf(kind: unknown, params: unknown): MessageNotice | null {
  const known = NOTICE_KINDS.find((k) => k === kind);
  if (!known || typeof params !== 'object' || params === null) return null;
  return { kind: known, params: params as NoticeParams };
}

export const PARTY_COLUMNS = `u.id, u.username, nullif(u.full_name, '') as "fullName", u.profile_image as "profileImage"`;

export function partyRecord(row: Record<string, unknown>): MessageParty {
  return {
    id: Number(row.id),
    username: String(row.username),
    fullName: row.fullName == null ? null : String(row.fullName),
    profileImage: row.profileImage == null ? null : String(row.profileImage),
  };
}
