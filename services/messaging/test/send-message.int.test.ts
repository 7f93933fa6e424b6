import { ErrorCode, Topics } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingErrors, markConversationRead, sendMessage, unreadMessageCount } from '../src/client.js';
import { booking, item, listen, member, openWorld, refusal, type World } from './fixtures.js';

/**
 * Sending and reading through the messaging client as the gateway calls it, on real PostgreSQL and Redis: every
 * rule with its wording, nothing written on a refusal, and the live publications of a send and a read.
 */

let world: World;
beforeAll(async () => {
  world = await openWorld('msgsend');
});
afterAll(async () => {
  await world?.close();
});

async function counts() {
  const [row] = await world.sql<{ messages: number; events: number }>(
    `select (select count(*)::int from messages) as messages,
            (select count(*)::int from outbox_events where type = 'message.sent') as events`,
  );
  return row!;
}

/** Expects a refusal with this code and message, and that nothing was written. */
async function refused(attempt: () => Promise<unknown>, code: ErrorCode, message: string) {
  const before = await counts();
  const error = await refusal(attempt());
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
  expect(await counts()).toEqual(before);
  return error;
}

describe('sendMessage', () => {
  it('stores the trimmed message with its event and publishes it to both members and the badge', async () => {
    const ann = await member(world, { fullName: 'Ann Renter' });
    const bob = await member(world);
    const live = await listen(world, [
      Topics.messages(ann.id),
      Topics.messages(bob.id),
      Topics.unreadCount(bob.id),
    ]);
    try {
      const sent = await sendMessage(world.deps(), ann, {
        receiverId: bob.id,
        content: '  Is the drill free on Sunday?  ',
      });
      expect(sent).toMatchObject({
        senderId: ann.id,
        receiverId: bob.id,
        content: 'Is the drill free on Sunday?',
        isRead: false,
        senderName: 'Ann Renter',
        relatedItemId: null,
        bookingId: null,
        kind: 'USER',
      });
      expect(new Date(sent.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const [row] = await world.sql('select content, kind, event_id from messages where id = ?', [sent.id]);
      expect(row).toEqual({ content: 'Is the drill free on Sunday?', kind: 'USER', event_id: null });
      const [event] = await world.sql<{ payload: unknown }>(
        `select payload from outbox_events where type = 'message.sent' and (payload->>'messageId')::int = ?`,
        [sent.id],
      );
      expect(event?.payload).toEqual({ messageId: sent.id, senderId: ann.id, receiverId: bob.id });
      await expect.poll(() => live.heard.length).toBe(3);
      expect(live.on(Topics.messages(bob.id))).toEqual([sent]);
      expect(live.on(Topics.messages(ann.id))).toEqual([sent]);
      expect(live.on(Topics.unreadCount(bob.id))).toEqual([{ unreadCount: 1 }]);
    } finally {
      await live.close();
    }
  });

  it('refuses blank content, over 2,000 characters, yourself, a locked sender and an unknown or locked receiver', async () => {
    const ann = await member(world);
    const bob = await member(world);
    const locked = await member(world, { locked: true });
    const deps = world.deps();
    for (const content of ['', '   ', '\n\t '])
      await refused(
        () => sendMessage(deps, ann, { receiverId: bob.id, content }),
        ErrorCode.ValidationFailed,
        MessagingErrors.contentRequired,
      );
    const blank = await refusal(sendMessage(deps, ann, { receiverId: bob.id, content: ' ' }));
    expect(blank.fieldErrors).toEqual({ content: 'Message required: Please enter a message' });
    await refused(
      () => sendMessage(deps, ann, { receiverId: bob.id, content: 'x'.repeat(2001) }),
      ErrorCode.ValidationFailed,
      'Messages are limited to 2,000 characters',
    );
    // 2,000 characters (emoji count once each, as the database counts them) is allowed, spaces around trimmed.
    const longest = await sendMessage(deps, ann, { receiverId: bob.id, content: ` ${'🐨'.repeat(2000)} ` });
    expect([...longest.content]).toHaveLength(2000);
    await refused(
      () => sendMessage(deps, ann, { receiverId: ann.id, content: 'Hi me' }),
      ErrorCode.Forbidden,
      'You cannot message yourself',
    );
    await refused(
      () => sendMessage(deps, locked, { receiverId: bob.id, content: 'Hello' }),
      ErrorCode.Forbidden,
      'This account cannot send messages',
    );
    await refused(
      () => sendMessage(deps, ann, { receiverId: locked.id, content: 'Hello' }),
      ErrorCode.NotFound,
      'User not found',
    );
    await refused(
      () => sendMessage(deps, ann, { receiverId: 2_000_000_000, content: 'Hello' }),
      ErrorCode.NotFound,
      'User not found',
    );
    await refused(
      () => sendMessage(deps, ann, { receiverId: -3, content: 'Hello' }),
      ErrorCode.NotFound,
      'User not found',
    );
  });

  it('accepts an item of either member and refuses an unknown item or one of somebody else', async () => {
    const ann = await member(world);
    const bob = await member(world);
    const carl = await member(world);
    const bobs = await item(world, bob.id);
    const anns = await item(world, ann.id, { approval: 'pending' });
    const carls = await item(world, carl.id);
    const carlsHidden = await item(world, carl.id, { approval: 'pending' });
    const deps = world.deps();
    const about = await sendMessage(deps, ann, {
      receiverId: bob.id,
      content: 'About your drill',
      relatedItemId: bobs.id,
    });
    expect(about.relatedItemId).toBe(bobs.id);
    const own = await sendMessage(deps, ann, {
      receiverId: bob.id,
      content: 'About mine',
      relatedItemId: anns.id,
    });
    expect(own.relatedItemId).toBe(anns.id);
    await refused(
      () => sendMessage(deps, ann, { receiverId: bob.id, content: 'Hi', relatedItemId: carls.id }),
      ErrorCode.Forbidden,
      MessagingErrors.itemNotBetween,
    );
    // Somebody else's listing that is not public does not exist for the sender.
    await refused(
      () => sendMessage(deps, ann, { receiverId: bob.id, content: 'Hi', relatedItemId: carlsHidden.id }),
      ErrorCode.NotFound,
      'Item not found',
    );
    await refused(
      () => sendMessage(deps, ann, { receiverId: bob.id, content: 'Hi', relatedItemId: 1_999_999_999 }),
      ErrorCode.NotFound,
      'Item not found',
    );
  });

  it('accepts a booking between the two (about its item) and refuses any other booking', async () => {
    const renter = await member(world);
    const owner = await member(world);
    const stranger = await member(world);
    const drill = await item(world, owner.id);
    const bookingId = await booking(world, renter.id, owner.id, drill.id);
    const deps = world.deps();
    const fromRenter = await sendMessage(deps, renter, {
      receiverId: owner.id,
      content: 'When can I pick it up?',
      bookingId,
    });
    expect(fromRenter).toMatchObject({ bookingId, relatedItemId: drill.id });
    const fromOwner = await sendMessage(deps, owner, {
      receiverId: renter.id,
      content: 'Saturday 10am',
      bookingId,
    });
    expect(fromOwner).toMatchObject({ bookingId, relatedItemId: drill.id });
    // A party of the booking writing about it to someone else.
    await refused(
      () => sendMessage(deps, renter, { receiverId: stranger.id, content: 'Hi', bookingId }),
      ErrorCode.Forbidden,
      'That booking is not between you two',
    );
    // Someone who is not a party: the booking does not exist for them.
    await refused(
      () => sendMessage(deps, stranger, { receiverId: owner.id, content: 'Hi', bookingId }),
      ErrorCode.NotFound,
      'Booking not found',
    );
    await refused(
      () => sendMessage(deps, renter, { receiverId: owner.id, content: 'Hi', bookingId: 1_999_999_999 }),
      ErrorCode.NotFound,
      'Booking not found',
    );
  });
});

describe('markConversationRead', () => {
  it("marks only that member's messages to me read, answers my new total and tells my other tabs", async () => {
    const me = await member(world);
    const ann = await member(world);
    const bob = await member(world);
    for (const text of ['one', 'two'])
      await sendMessage(world.deps(), ann, { receiverId: me.id, content: text });
    await sendMessage(world.deps(), bob, { receiverId: me.id, content: 'three' });
    // My own message to Ann stays as it is (it is hers to read).
    const mine = await sendMessage(world.deps(), me, { receiverId: ann.id, content: 'reply' });
    expect(await unreadMessageCount(world.orm.em.fork(), me)).toBe(3);
    const live = await listen(world, [Topics.unreadCount(me.id)]);
    try {
      expect(await markConversationRead(world.deps(), me, ann.id)).toBe(1);
      await expect.poll(() => live.on(Topics.unreadCount(me.id))).toEqual([{ unreadCount: 1 }]);
      const rows = await world.sql<{ sender_id: number; is_read: boolean; read: boolean }>(
        'select sender_id, is_read, read_at is not null as read from messages where receiver_id = ? order by id',
        [me.id],
      );
      expect(rows).toEqual([
        { sender_id: ann.id, is_read: true, read: true },
        { sender_id: ann.id, is_read: true, read: true },
        { sender_id: bob.id, is_read: false, read: false },
      ]);
      const [reply] = await world.sql('select is_read from messages where id = ?', [mine.id]);
      expect(reply).toEqual({ is_read: false });
      // Nothing left to mark: same answer, no publication.
      expect(await markConversationRead(world.deps(), me, ann.id)).toBe(1);
      expect(await markConversationRead(world.deps(), me, -1)).toBe(1);
      expect(await markConversationRead(world.deps(), me, bob.id)).toBe(0);
      await expect
        .poll(() => live.on(Topics.unreadCount(me.id)))
        .toEqual([{ unreadCount: 1 }, { unreadCount: 0 }]);
    } finally {
      await live.close();
    }
  });
});
