import { DomainError, type EntityManager, ErrorCode, isRowId, sql } from '@koalarent/core';
import {
  type ConversationRecord,
  type MessageParty,
  type MessageRecord,
  type MessagingActor,
  MessagingErrors,
  type Page,
  type PageArgs,
} from '../contracts.js';
import { decodeCursor, encodeCursor, pageSize } from './cursor.js';
import { MESSAGE_COLUMNS, MESSAGE_FROM, messageRecord, PARTY_COLUMNS, partyRecord } from './records.js';

export const CONVERSATIONS_MAX_PAGE = 50;
export const THREAD_MAX_PAGE = 100;
export const NOTIFICATIONS_MAX = 50;
/** REST GET /api/messages/unread answers at most this many (the newest). */
const UNREAD_LIST_MAX = 500;

/**
 * The actor's conversations, newest first (by their newest message), cursor paged: the other member, the newest
 * message either way, and how many of the other member's messages the actor has not read. Derived in one
 * statement: each direction's newest message id per partner comes from the (sender, receiver, id) indexes.
 */
export async function conversationsPage(
  em: EntityManager,
  actor: MessagingActor,
  args: PageArgs,
): Promise<Page<ConversationRecord>> {
  const first = pageSize(args.first, CONVERSATIONS_MAX_PAGE);
  const after = decodeCursor('conversations', args.after);
  const me = actor.id;
  const rows = await sql(
    em,
    `with partners as (
       select receiver_id as other_id, max(id) as last_id from messages where sender_id = ? and kind = 'USER'
        group by receiver_id
       union all
       select m.sender_id as other_id, max(m.id) as last_id from messages m
        where m.receiver_id = ? and ${NOT_FROM_BLOCKED} group by m.sender_id
     ), conv as (
       select other_id, max(last_id) as last_id from partners group by other_id
     )
     select ${MESSAGE_COLUMNS},
            u.id as "otherId", u.username as "otherUsername", nullif(u.full_name, '') as "otherFullName",
            u.profile_image as "otherProfileImage",
            (select count(*)::int from messages x
              where x.receiver_id = ? and x.sender_id = c.other_id and not x.is_read
                and not exists (select 1 from user_blocks ub
                                 where ub.blocker_id = x.receiver_id and ub.blocked_id = x.sender_id
                                   and x.kind = 'USER')) as "unreadCount"
       from conv c
       join messages m on m.id = c.last_id
       join users u on u.id = c.other_id
       left join users s on s.id = m.sender_id
      where (?::int is null or c.last_id < ?::int)
      order by c.last_id desc
      limit ?`,
    [me, me, me, after, after, first + 1],
  );
  const edges = rows.slice(0, first).map((row) => {
    const lastMessage = messageRecord(row);
    const node: ConversationRecord = {
      otherUser: partyRecord({
        id: row.otherId,
        username: row.otherUsername,
        fullName: row.otherFullName,
        profileImage: row.otherProfileImage,
      }),
      lastMessage,
      unreadCount: Number(row.unreadCount),
    };
    return { cursor: encodeCursor('conversations', lastMessage.id), node };
  });
  return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
}

/**
 * Who sees a message: its receiver always; its sender when a member wrote it. A platform notice (SYSTEM) is written
 * from the other member of the booking to the member it concerns and is theirs alone, so when both members are
 * told, each sees only their own notice in the shared thread. Parameters: me, other, other, me.
 */
/**
 * A member's message to someone who has since blocked them (issue 26 §3) is not shown to that someone: not in
 * threads, the conversation list, the bell or the unread counts. SQL over the alias `m`.
 */
const NOT_FROM_BLOCKED = `not exists (select 1 from user_blocks ub
  where ub.blocker_id = m.receiver_id and ub.blocked_id = m.sender_id and m.kind = 'USER')`;

const BETWEEN = `((m.sender_id = ? and m.receiver_id = ? and m.kind = 'USER') or (m.sender_id = ? and m.receiver_id = ?))`;

/**
 * The thread between the actor and `otherUserId`, NEWEST first, cursor paged backwards in time (the client
 * reverses a page for display). An unknown member simply has no messages.
 */
export async function messageThreadPage(
  em: EntityManager,
  actor: MessagingActor,
  otherUserId: number,
  args: PageArgs,
): Promise<Page<MessageRecord>> {
  const first = pageSize(args.first, THREAD_MAX_PAGE);
  const after = decodeCursor('thread', args.after);
  if (!isRowId(otherUserId)) return { edges: [], hasNextPage: false, endCursor: null };
  const me = actor.id;
  const rows = await sql(
    em,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
      where ${BETWEEN} and ${NOT_FROM_BLOCKED} and (?::int is null or m.id < ?::int)
      order by m.id desc limit ?`,
    [me, otherUserId, otherUserId, me, after, after, first + 1],
  );
  const edges = rows.slice(0, first).map((row) => {
    const node = messageRecord(row);
    return { cursor: encodeCursor('thread', node.id), node };
  });
  return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
}

/**
 * Who a new chat is with (someone the actor has no messages with yet): NOT_FOUND 'User not found' for an unknown
 * id and for a locked member (a locked member's profile is not public).
 */
export async function messageParty(em: EntityManager, userId: number): Promise<MessageParty> {
  const [row] = isRowId(userId)
    ? await sql(em, `select ${PARTY_COLUMNS} from users u where u.id = ? and not u.is_locked`, [userId])
    : [];
  if (!row) throw new DomainError(ErrorCode.NotFound, { message: MessagingErrors.userNotFound });
  return partyRecord(row);
}

/** How many received messages the actor has not read (the header badge). */
export async function unreadMessageCount(em: EntityManager, actor: MessagingActor): Promise<number> {
  const [row] = await sql<{ n: number }>(
    em,
    `select count(*)::int as n from messages m where m.receiver_id = ? and not m.is_read and ${NOT_FROM_BLOCKED}`,
    [actor.id],
  );
  return row?.n ?? 0;
}

/** The bell: the actor's newest unread received messages, newest first (1 to 50). */
export async function notifications(
  em: EntityManager,
  actor: MessagingActor,
  first: number,
): Promise<MessageRecord[]> {
  const limit = pageSize(first, NOTIFICATIONS_MAX);
  const rows = await sql(
    em,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.receiver_id = ? and not m.is_read and ${NOT_FROM_BLOCKED} order by m.id desc limit ?`,
    [actor.id, limit],
  );
  return rows.map(messageRecord);
}

/** REST GET /api/messages/unread: the actor's unread received messages, newest first (the newest 500). */
export async function unreadMessages(em: EntityManager, actor: MessagingActor): Promise<MessageRecord[]> {
  const rows = await sql(
    em,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.receiver_id = ? and not m.is_read and ${NOT_FROM_BLOCKED} order by m.id desc limit ?`,
    [actor.id, UNREAD_LIST_MAX],
  );
  return rows.map(messageRecord);
}

function forbidden(): DomainError {
  return new DomainError(ErrorCode.Forbidden, { message: MessagingErrors.forbiddenMessages });
}

/**
 * REST GET /api/messages/{userId}: every message the member sent or received, oldest first. Only the member
 * themself may read it (FORBIDDEN otherwise, admins included: messages are private).
 */
export async function messagesOfUser(
  em: EntityManager,
  actor: MessagingActor,
  userId: number,
): Promise<MessageRecord[]> {
  if (userId !== actor.id) throw forbidden();
  const rows = await sql(
    em,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
      where m.id in (select id from messages where sender_id = ? and kind = 'USER'
                     union all select id from messages where receiver_id = ?)
      order by m.id`,
    [userId, userId],
  );
  return rows.map(messageRecord);
}

/**
 * REST GET /api/messages/conversation/{userId}/{otherId}: the whole thread between the two, oldest first. Only
 * one of the two may read it (FORBIDDEN otherwise).
 */
export async function conversationBetween(
  em: EntityManager,
  actor: MessagingActor,
  userId: number,
  otherId: number,
): Promise<MessageRecord[]> {
  if (actor.id !== userId && actor.id !== otherId) throw forbidden();
  const other = actor.id === userId ? otherId : userId;
  if (!isRowId(other)) return [];
  const rows = await sql(
    em,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where ${BETWEEN} and ${NOT_FROM_BLOCKED} order by m.id`,
    [actor.id, other, other, actor.id],
  );
  return rows.map(messageRecord);
}

/** One message by id (as the record every door presents), or null. */
export async function messageById(em: EntityManager, id: number): Promise<MessageRecord | null> {
  const [row] = await sql(em, `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = ?`, [id]);
  return row ? messageRecord(row) : null;
}
