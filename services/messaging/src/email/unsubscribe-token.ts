import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type EntityManager, isRowId, sql } from '@koalarent/core';
import { EMAIL_KINDS, type EmailKind } from '../contracts.js';

/**
 * Unsubscribe links: `<userId>.<kind>.<signature>`, the signature an HMAC-SHA256 of the user id and kind under the
 * member's own random `link_key` (made with their preferences row). A link works without signing in, names exactly
 * one member and one kind of mail, and cannot be made for another member or kind.
 */

function signature(key: string, userId: number, kind: EmailKind): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest();
}

/** The member's link key, creating their preferences row (every kind on) the first time. */
async function linkKeyOf(em: EntityManager, userId: number): Promise<string | null> {
  await sql(
    em,
    'insert into email_preferences (user_id, link_key) select id, ? from users where id = ? on conflict (user_id) do nothing',
    [randomBytes(32).toString('base64url'), userId],
  );
  const [row] = await sql<{ key: string }>(
    em,
    'select link_key as key from email_preferences where user_id = ?',
    [userId],
  );
  return row?.key ?? null;
}

export async function unsubscribeToken(em: EntityManager, userId: number, kind: EmailKind): Promise<string> {
  const key = await linkKeyOf(em, userId);
  if (!key) throw new Error(`No member ${userId} to make an unsubscribe link for`);
  return `${userId}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

/** The member and kind a link names when its signature is right; null for anything else. */
export async function verifyUnsubscribeToken(
  em: EntityManager,
  token: unknown,
): Promise<{ userId: number; kind: EmailKind } | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,10})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as EmailKind;
  if (!isRowId(userId) || !EMAIL_KINDS.includes(kind)) return null;
  const [row] = await sql<{ key: string }>(
    em,
    'select link_key as key from email_preferences where user_id = ?',
    [userId],
  );
  if (!row) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(row.key, userId, kind);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}
