import { randomBytes } from 'node:crypto';
import { DomainError, type EntityManager, ErrorCode, sql } from '@koalarent/core';
import {
  type EmailKind,
  EmailPreferencesInput,
  type EmailPreferencesRecord,
  type MessagingActor,
  MessagingErrors,
  type UnsubscribeOutcome,
} from '../contracts.js';
import { mailLanguage } from '../email/strings/index.js';
import { verifyUnsubscribeToken } from '../email/unsubscribe-token.js';

const COLUMNS = `booking_requests as "bookingRequests", booking_updates as "bookingUpdates", new_messages as "newMessages"`;

const COLUMN_OF: Record<EmailKind, string> = {
  bookingRequests: 'booking_requests',
  bookingUpdates: 'booking_updates',
  newMessages: 'new_messages',
};

const ALL_ON: EmailPreferencesRecord = { bookingRequests: true, bookingUpdates: true, newMessages: true };

/** A member's preferences; a member who never changed them has every kind on. */
export async function preferencesOf(em: EntityManager, userId: number): Promise<EmailPreferencesRecord> {
  const [row] = await sql<EmailPreferencesRecord>(
    em,
    `select ${COLUMNS} from email_preferences where user_id = ?`,
    [userId],
  );
  return row ? { ...row } : { ...ALL_ON };
}

/** The signed-in member's e-mail preferences (all on by default). */
export function emailPreferencesOf(
  em: EntityManager,
  actor: MessagingActor,
): Promise<EmailPreferencesRecord> {
  return preferencesOf(em, actor.id);
}

/**
 * Turns kinds of mail on or off for the signed-in member; kinds left out (or null) keep their value. Answers the
 * preferences as stored.
 */
export async function updateEmailPreferences(
  em: EntityManager,
  actor: MessagingActor,
  input: EmailPreferencesInput,
): Promise<EmailPreferencesRecord> {
  const parsed = EmailPreferencesInput.safeParse(input);
  if (!parsed.success)
    throw new DomainError(ErrorCode.ValidationFailed, { message: 'Each preference is true or false' });
  const value = (kind: EmailKind) => parsed.data[kind] ?? null;
  const [row] = await sql<EmailPreferencesRecord>(
    em,
    `insert into email_preferences as p (user_id, link_key, booking_requests, booking_updates, new_messages, updated_at)
     values (?, ?, coalesce(?::boolean, true), coalesce(?::boolean, true), coalesce(?::boolean, true), now())
     on conflict (user_id) do update set
       booking_requests = coalesce(?::boolean, p.booking_requests),
       booking_updates = coalesce(?::boolean, p.booking_updates),
       new_messages = coalesce(?::boolean, p.new_messages),
       updated_at = now()
     returning ${COLUMNS}`,
    [
      actor.id,
      randomBytes(32).toString('base64url'),
      value('bookingRequests'),
      value('bookingUpdates'),
      value('newMessages'),
      value('bookingRequests'),
      value('bookingUpdates'),
      value('newMessages'),
    ],
  );
  return { ...row! };
}

/**
 * The unsubscribe link of a mail (no sign-in): turns that kind of mail off for the member the link names and
 * answers what it did. Using a link twice is fine. A link this server did not make is INVALID_TOKEN
 * 'This unsubscribe link is invalid.'
 */
export async function unsubscribeByToken(em: EntityManager, token: string): Promise<UnsubscribeOutcome> {
  const named = await verifyUnsubscribeToken(em, token);
  if (!named) throw new DomainError(ErrorCode.InvalidToken, { message: MessagingErrors.invalidUnsubscribe });
  const [row] = await sql<EmailPreferencesRecord>(
    em,
    `update email_preferences set ${COLUMN_OF[named.kind]} = false, updated_at = now() where user_id = ? returning ${COLUMNS}`,
    [named.userId],
  );
  // The page that answers the link is written in the member's language, like the mail that carried it.
  const [member] = await sql<{ language: string }>(em, 'select language from users where id = ?', [
    named.userId,
  ]);
  return {
    userId: named.userId,
    kind: named.kind,
    preferences: { ...row! },
    language: mailLanguage(member?.language),
  };
}
