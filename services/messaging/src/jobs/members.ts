import type { EntityManager, LanguageCode } from '@koalarent/core';
import { sql } from '@koalarent/core';
import { preferencesOf } from '../commands/preferences.js';
import type { EmailKind } from '../contracts.js';
import { mailLanguage } from '../email/strings/index.js';

interface MailMember {
  id: number;
  email: string;
  /** Full name, else username. */
  name: string;
  isLocked: boolean;
  /** The language the member reads the app in: their mails are written in it. */
  language: LanguageCode;
}

/** The members a mail is to or about, by id (absent ids are gone). */
async function mailMembers(em: EntityManager, ids: readonly number[]): Promise<Map<number, MailMember>> {
  const rows = await sql<Omit<MailMember, 'language'> & { language: string }>(
    em,
    `select id, email, coalesce(nullif(full_name, ''), username) as name, is_locked as "isLocked", language
       from users where id in (?)`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { ...r, language: mailLanguage(r.language) }]));
}

/** Who a notice goes to (with the members it names), or why it is not sent. */
type Recipient = { skipped: null; to: MailMember; members: Map<number, MailMember> } | { skipped: string };

/**
 * Who receives a notice of an event and whether they may, for its e-mail and its push alike: the member `to` (read
 * with the members the notice names, for their names), present and not locked, with the notice's `kind` turned on
 * in their e-mail preferences. Otherwise why it is skipped: `skipped: <as> gone or locked` (also when a member it
 * `needs` is gone), `skipped: turned off`. The mail and push consumers of an event ask this one rule.
 */
async function recipientOf(
  em: EntityManager,
  notice: {
    to: number;
    /** Who the recipient is, in the skip reason: 'owner', 'renter', 'member'. */
    as: string;
    kind: EmailKind;
    /** Other members the notice names (their names are read with the recipient's). */
    naming?: readonly number[];
    /** Named members without whom there is no notice (a message's sender). */
    needs?: readonly number[];
  },
): Promise<Recipient> {
  const members = await mailMembers(em, [notice.to, ...(notice.naming ?? []), ...(notice.needs ?? [])]);
  const to = members.get(notice.to);
  if (!to || to.isLocked || (notice.needs ?? []).some((id) => !members.has(id)))
    return { skipped: `skipped: ${notice.as} gone or locked` };
  if (!(await preferencesOf(em, to.id))[notice.kind]) return { skipped: 'skipped: turned off' };
  return { skipped: null, to, members };
}

/**
 * Who the notices of each event go to: an event's e-mail consumer and its push consumer ask the same entry, so the
 * two cannot come to disagree on the recipient or the preference that governs them.
 */
export const noticeRecipient = {
  /** booking.requested: the owner, under booking requests (the renter is named). */
  bookingRequested: (em: EntityManager, p: { ownerId: number; renterId: number }) =>
    recipientOf(em, { to: p.ownerId, as: 'owner', kind: 'bookingRequests', naming: [p.renterId] }),
  /** booking.approved, booking.rejected, booking.damage_reported: the renter, under booking updates. */
  bookingUpdate: (em: EntityManager, p: { renterId: number }) =>
    recipientOf(em, { to: p.renterId, as: 'renter', kind: 'bookingUpdates' }),
  /** A new message: its receiver, under new messages, while its sender is still there (`from`). */
  async message(
    em: EntityManager,
    p: { receiverId: number; senderId: number },
  ): Promise<{ skipped: string } | { skipped: null; to: MailMember; from: MailMember }> {
    const recipient = await recipientOf(em, {
      to: p.receiverId,
      as: 'member',
      kind: 'newMessages',
      needs: [p.senderId],
    });
    if (recipient.skipped !== null) return recipient;
    // Present: recipientOf skips the notice when a member it needs is gone.
    return { skipped: null, to: recipient.to, from: recipient.members.get(p.senderId)! };
  },
};
