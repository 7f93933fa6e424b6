import { ErrorCode } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationBetween,
  conversationsPage,
  type MessageRecord,
  type MessagingActor,
  messageParty,
  messagesOfUser,
  messageThreadPage,
  notifications,
  sendMessage,
  unreadMessageCount,
  unreadMessages,
} from '../src/client.js';
import { commitEvent, member, openWorld, refusal, type World } from './fixtures.js';

/**
 * The read side: conversations derived in SQL from the messages (the other member, the newest message, the unread
 * count, newest first, cursor paged), threads paged backwards, the badge and bell, the REST lists and who may read
 * them.
 */

let world: World;
beforeAll(async () => {
  world = await openWorld('msgconv');
});
afterAll(async () => {
  await world?.close();
});

const em = () => world.orm.em.fork();
const send = (from: MessagingActor, to: { id: number }, content: string) =>
  sendMessage(world.deps(), from, { receiverId: to.id, content });

describe('conversations', () => {
  it('derives each conversation: the other member, the newest message either way, my unread count; newest first', async () => {
    const me = await member(world, { fullName: 'Me Myself' });
    const ann = await member(world, { fullName: 'Ann' });
    const bob = await member(world, { fullName: '' });
    const carl = await member(world);
    await send(ann, me, 'a1');
    await send(bob, me, 'b1');
    await send(ann, me, 'a2');
    await send(me, carl, 'c1 (mine)');
    const lastBob = await send(me, bob, 'b2 (mine)');
    // Someone else's conversation is not mine.
    await send(ann, carl, 'not mine');

    const page = await conversationsPage(em(), me, { first: 10 });
    expect(page.hasNextPage).toBe(false);
    expect(
      page.edges.map((e) => [e.node.otherUser.id, e.node.lastMessage.content, e.node.unreadCount]),
    ).toEqual([
      [bob.id, 'b2 (mine)', 1],
      [carl.id, 'c1 (mine)', 0],
      [ann.id, 'a2', 2],
    ]);
    const bobs = page.edges[0]!.node;
    expect(bobs.otherUser).toEqual({
      id: bob.id,
      username: bob.username,
      fullName: null,
      profileImage: null,
    });
    expect(bobs.lastMessage).toEqual(lastBob);
    expect(bobs.lastMessage.senderName).toBe('Me Myself');
    expect(page.endCursor).toBe(page.edges.at(-1)!.cursor);

    // A new message moves its conversation to the top.
    await send(ann, me, 'a3');
    const again = await conversationsPage(em(), me, { first: 10 });
    expect(again.edges.map((e) => [e.node.otherUser.id, e.node.unreadCount])).toEqual([
      [ann.id, 3],
      [bob.id, 1],
      [carl.id, 0],
    ]);
    // The other side sees the same conversation from their end.
    const anns = await conversationsPage(em(), ann, { first: 10 });
    expect(
      anns.edges.map((e) => [e.node.otherUser.id, e.node.lastMessage.content, e.node.unreadCount]),
    ).toEqual([
      [me.id, 'a3', 0],
      [carl.id, 'not mine', 0],
    ]);
  });

  it('pages with a cursor: no conversation twice or missing, even when one moves to the top meanwhile', async () => {
    const me = await member(world);
    const others = [];
    for (let i = 0; i < 7; i++) {
      const other = await member(world);
      others.push(other);
      await send(other, me, `hello ${i}`);
    }
    const first = await conversationsPage(em(), me, { first: 3 });
    expect(first.hasNextPage).toBe(true);
    expect(first.edges.map((e) => e.node.otherUser.id)).toEqual([
      others[6]!.id,
      others[5]!.id,
      others[4]!.id,
    ]);
    // The oldest conversation gets a new message between pages: it is on page 1 now, and never shown twice.
    await send(others[0]!, me, 'back again');
    const second = await conversationsPage(em(), me, { first: 3, after: first.endCursor });
    expect(second.edges.map((e) => e.node.otherUser.id)).toEqual([
      others[3]!.id,
      others[2]!.id,
      others[1]!.id,
    ]);
    expect(second.hasNextPage).toBe(false);
    const fresh = await conversationsPage(em(), me, { first: 1 });
    expect(fresh.edges[0]!.node.otherUser.id).toBe(others[0]!.id);
    const empty = await conversationsPage(em(), await member(world), { first: 5 });
    expect(empty).toEqual({ edges: [], hasNextPage: false, endCursor: null });
  });

  it('refuses a bad page size or cursor with a clear message', async () => {
    const me = await member(world);
    for (const first of [0, -1, 51, 1.5]) {
      const error = await refusal(conversationsPage(em(), me, { first }));
      expect(error).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: 'first must be a whole number from 1 to 50',
      });
    }
    const thread = await messageThreadPage(em(), me, me.id + 1, { first: 1 });
    for (const after of [
      'nonsense',
      '!!',
      thread.endCursor ?? 'eyJ4Ijox',
      Buffer.from('[1,"thread",5]').toString('base64url'),
    ]) {
      const error = await refusal(conversationsPage(em(), me, { first: 5, after }));
      expect(error).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'Invalid cursor' });
    }
  });
});

describe('threads', () => {
  it('answers the thread newest first and pages backwards; only between the two', async () => {
    const me = await member(world);
    const ann = await member(world);
    const bob = await member(world);
    const sent: MessageRecord[] = [];
    for (let i = 1; i <= 5; i++) sent.push(await send(i % 2 ? ann : me, i % 2 ? me : ann, `m${i}`));
    await send(bob, me, 'other thread');
    const page1 = await messageThreadPage(em(), me, ann.id, { first: 2 });
    expect(page1.edges.map((e) => e.node.content)).toEqual(['m5', 'm4']);
    expect(page1.hasNextPage).toBe(true);
    // A message arriving meanwhile does not shift the older pages.
    await send(ann, me, 'm6');
    const page2 = await messageThreadPage(em(), me, ann.id, { first: 2, after: page1.endCursor });
    expect(page2.edges.map((e) => e.node.content)).toEqual(['m3', 'm2']);
    const page3 = await messageThreadPage(em(), me, ann.id, { first: 2, after: page2.endCursor });
    expect(page3.edges.map((e) => e.node.content)).toEqual(['m1']);
    expect(page3.hasNextPage).toBe(false);
    expect(page3.edges[0]!.node).toEqual(sent[0]);
    // Ann sees the same thread; an unknown member has none.
    const hers = await messageThreadPage(em(), ann, me.id, { first: 10 });
    expect(hers.edges.map((e) => e.node.content)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect((await messageThreadPage(em(), me, 1_999_999_999, { first: 10 })).edges).toEqual([]);
    const error = await refusal(messageThreadPage(em(), me, ann.id, { first: 101 }));
    expect(error.message).toBe('first must be a whole number from 1 to 100');
  });

  it("shows a platform notice only to the member it is for, in the thread with the booking's other member", async () => {
    const renter = await member(world);
    const owner = await member(world);
    await send(renter, owner, 'hi');
    // Both were told (the system acted): one notice each, each from the other member.
    await world.sql(
      `insert into messages (sender_id, receiver_id, content, kind, event_id) values
         (?, ?, 'Overdue (to renter)', 'SYSTEM', gen_random_uuid()), (?, ?, 'Overdue (to owner)', 'SYSTEM', gen_random_uuid())`,
      [owner.id, renter.id, renter.id, owner.id],
    );
    const renters = await messageThreadPage(em(), renter, owner.id, { first: 10 });
    expect(renters.edges.map((e) => e.node.content)).toEqual(['Overdue (to renter)', 'hi']);
    const owners = await messageThreadPage(em(), owner, renter.id, { first: 10 });
    expect(owners.edges.map((e) => [e.node.content, e.node.kind])).toEqual([
      ['Overdue (to owner)', 'SYSTEM'],
      ['hi', 'USER'],
    ]);
    expect((await conversationsPage(em(), renter, { first: 5 })).edges[0]!.node.lastMessage.content).toBe(
      'Overdue (to renter)',
    );
    expect((await conversationBetween(em(), renter, renter.id, owner.id)).map((m) => m.content)).toEqual([
      'hi',
      'Overdue (to renter)',
    ]);
    expect((await messagesOfUser(em(), owner, owner.id)).map((m) => m.content)).toEqual([
      'hi',
      'Overdue (to owner)',
    ]);
  });
});

describe('badge, bell and the REST lists', () => {
  it('counts and lists my unread received messages, newest first', async () => {
    const me = await member(world);
    const ann = await member(world, { fullName: 'Ann Example' });
    expect(await unreadMessageCount(em(), me)).toBe(0);
    expect(await notifications(em(), me, 10)).toEqual([]);
    for (let i = 1; i <= 12; i++) await send(ann, me, `n${i}`);
    await send(me, ann, 'mine is not a notification');
    expect(await unreadMessageCount(em(), me)).toBe(12);
    const bell = await notifications(em(), me, 10);
    expect(bell.map((m) => m.content)).toEqual([
      'n12',
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
    ]);
    expect(bell[0]).toMatchObject({ senderName: 'Ann Example', isRead: false, receiverId: me.id });
    expect((await unreadMessages(em(), me)).map((m) => m.content)).toHaveLength(12);
    await world.sql('update messages set is_read = true where receiver_id = ? and content in (?, ?)', [
      me.id,
      'n12',
      'n1',
    ]);
    expect(await unreadMessageCount(em(), me)).toBe(10);
    expect((await notifications(em(), me, 2)).map((m) => m.content)).toEqual(['n11', 'n10']);
    const error = await refusal(notifications(em(), me, 51));
    expect(error.message).toBe('first must be a whole number from 1 to 50');
  });

  it('answers all my messages only to me, and a thread only to one of its two members, oldest first', async () => {
    const me = await member(world);
    const ann = await member(world);
    const eve = await member(world);
    await send(ann, me, 'first');
    await send(me, ann, 'second');
    await send(eve, ann, 'elsewhere');
    expect((await messagesOfUser(em(), me, me.id)).map((m) => m.content)).toEqual(['first', 'second']);
    for (const attempt of [
      () => messagesOfUser(em(), eve, me.id),
      () => messagesOfUser(em(), { id: eve.id, role: 'admin' }, me.id),
      () => conversationBetween(em(), eve, me.id, ann.id),
    ]) {
      const error = await refusal(attempt());
      expect(error).toMatchObject({
        code: ErrorCode.Forbidden,
        message: 'You can only read your own messages',
      });
    }
    expect((await conversationBetween(em(), me, me.id, ann.id)).map((m) => m.content)).toEqual([
      'first',
      'second',
    ]);
    expect((await conversationBetween(em(), me, ann.id, me.id)).map((m) => m.content)).toEqual([
      'first',
      'second',
    ]);
    expect((await conversationBetween(em(), ann, me.id, ann.id)).map((m) => m.content)).toEqual([
      'first',
      'second',
    ]);
  });

  it('gives the party of a new chat, and User not found for an unknown or locked member', async () => {
    const someone = await member(world, { fullName: 'Sam Someone' });
    const locked = await member(world, { locked: true });
    expect(await messageParty(em(), someone.id)).toEqual({
      id: someone.id,
      username: someone.username,
      fullName: 'Sam Someone',
      profileImage: null,
    });
    for (const id of [locked.id, 1_999_999_999, 0, -5]) {
      const error = await refusal(messageParty(em(), id));
      expect(error).toMatchObject({ code: ErrorCode.NotFound, message: 'User not found' });
    }
  });

  it('keeps event messages unique per event and receiver in the database itself', async () => {
    const a = await member(world);
    const b = await member(world);
    const eventId = await commitEvent(world, 'user.registered', { userId: a.id });
    const insert = () =>
      world.sql(
        `insert into messages (sender_id, receiver_id, content, kind, event_id) values (?, ?, 'x', 'SYSTEM', ?)`,
        [a.id, b.id, eventId],
      );
    await insert();
    await expect(insert()).rejects.toThrow(/messages_event_receiver_unique/);
    await expect(
      world.sql(`insert into messages (sender_id, receiver_id, content) values (?, ?, 'self')`, [a.id, a.id]),
    ).rejects.toThrow(/messages_not_to_self/);
    await expect(
      world.sql(`insert into messages (sender_id, receiver_id, content) values (?, ?, '')`, [a.id, b.id]),
    ).rejects.toThrow(/messages_content_length/);
  });
});
