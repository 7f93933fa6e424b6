import {
  consumerJobId,
  createQueue,
  DISPATCH_EVENT_JOB,
  dispatchJobId,
  type EventEnvelope,
  type RunningWorker,
  startWorker,
  Topics,
} from '@koalarent/core';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPreferencesOf, messageThreadPage, updateEmailPreferences } from '../src/client.js';
import { type MailboxEntry, readMailbox } from '../src/email.js';
import { messagingWorker } from '../src/worker.js';
import {
  booking,
  bookingFacts,
  commitEvent,
  item,
  listen,
  type Member,
  member,
  openWorld,
  type World,
} from './fixtures.js';

/**
 * The messaging worker on real PostgreSQL and Redis: events committed to the outbox become messages, live
 * publications and e-mails, and a re-delivered event (its jobs gone from Redis, run again) makes no second message
 * or mail.
 */

let world: World;
let worker: RunningWorker;
let queue: Queue;
beforeAll(async () => {
  world = await openWorld('msgevt');
  worker = await startWorker(messagingWorker(world.config), world.config);
  queue = createQueue('messaging', world.redis, world.config.REDIS_PREFIX);
});
afterAll(async () => {
  await worker?.stop();
  await queue?.close();
  await world?.close();
});

/** Commits the event and waits until every consumer of it has finished; answers their results by consumer. */
async function deliver<T extends Parameters<typeof commitEvent>[1]>(
  type: T,
  payload: Parameters<typeof commitEvent<T>>[2],
  consumers: string[],
): Promise<{ eventId: string; results: Record<string, unknown> }> {
  const eventId = await commitEvent(world, type, payload);
  worker.deps.relay.kick();
  return { eventId, results: await finished(eventId, consumers) };
}

async function finished(eventId: string, consumers: string[]): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const consumer of consumers) {
    await expect
      .poll(async () => (await queue.getJob(consumerJobId(eventId, consumer)))?.finishedOn, {
        timeout: 15_000,
      })
      .toBeTruthy();
    const job = await queue.getJob(consumerJobId(eventId, consumer));
    expect(job?.failedReason).toBeUndefined();
    results[consumer] = job?.returnvalue;
  }
  return results;
}

/**
 * Delivers the event again as if Redis had forgotten it (its jobs removed, the dispatch added again): every
 * consumer runs a second time and must find its work done.
 */
async function redeliver(eventId: string, consumers: string[]): Promise<Record<string, unknown>> {
  // The envelope as the outbox holds it: the relay may have carried it in a single or a batch dispatch job.
  const [row] = await world.sql<{ type: string; payload: unknown; created_at: Date }>(
    'select type, payload, created_at from outbox_events where event_id = ?',
    [eventId],
  );
  const envelope = {
    eventId,
    type: row!.type,
    occurredAt: new Date(row!.created_at).toISOString(),
    payload: row!.payload,
  } as EventEnvelope;
  await (await queue.getJob(dispatchJobId(eventId)))?.remove();
  for (const consumer of consumers) await (await queue.getJob(consumerJobId(eventId, consumer)))?.remove();
  await queue.add(DISPATCH_EVENT_JOB, envelope, { jobId: dispatchJobId(eventId) });
  return finished(eventId, consumers);
}

async function mailsTo(email: string): Promise<MailboxEntry[]> {
  return (await readMailbox(world.mailboxDir, 1000)).filter((m) => m.to === email);
}

async function messagesOf(eventId: string) {
  return world.sql<{
    sender_id: number;
    receiver_id: number;
    content: string;
    kind: string;
    booking_id: number | null;
    related_item_id: number | null;
  }>(
    'select sender_id, receiver_id, content, kind, booking_id, related_item_id from messages where event_id = ? order by id',
    [eventId],
  );
}

/** The kind and facts stored with the messages an event wrote. */
async function noticesOf(eventId: string) {
  return world.sql<{ notice_kind: string | null; notice_params: Record<string, unknown> | null }>(
    'select notice_kind, notice_params from messages where event_id = ? order by id',
    [eventId],
  );
}

async function parties() {
  const renter = await member(world, { fullName: 'Rita Renter' });
  const owner = await member(world, { fullName: 'Oscar Owner' });
  const drill = await item(world, owner.id);
  const bookingId = await booking(world, renter.id, owner.id, drill.id);
  return { renter, owner, drill, bookingId };
}

function requested(bookingId: number, renter: Member, owner: Member, itemId: number, message: string | null) {
  return {
    ...bookingFacts(bookingId, renter, owner, itemId, 'pending_approval', renter.id),
    renterName: renter.fullName,
    deliveryMethod: 'delivery' as const,
    deliveryAddress: '12 Gum Tree Lane, Sydney',
    message,
    expiresAt: '2031-02-03T10:00:00.000Z',
  };
}

describe('booking.requested', () => {
  it("becomes the renter's NEW RENTAL REQUEST message to the owner, live, and one mail to the owner; once", async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const live = await listen(world, [
      Topics.messages(owner.id),
      Topics.messages(renter.id),
      Topics.unreadCount(owner.id),
      Topics.bookingUpdated(owner.id),
      Topics.bookingUpdated(renter.id),
    ]);
    try {
      const consumers = ['rental-request-message', 'rental-request-mail'];
      const { eventId, results } = await deliver(
        'booking.requested',
        requested(bookingId, renter, owner, drill.id, 'Hi! I need it for a <b>weekend</b> project.'),
        consumers,
      );
      expect(results).toEqual({ 'rental-request-message': 'wrote 1', 'rental-request-mail': 'sent' });
      const [message, ...more] = await messagesOf(eventId);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        sender_id: renter.id,
        receiver_id: owner.id,
        kind: 'USER',
        booking_id: bookingId,
        related_item_id: drill.id,
      });
      expect(message!.content).toBe(
        [
          'NEW RENTAL REQUEST',
          'Hi! I need it for a <b>weekend</b> project.',
          '',
          'Item: Cordless drill',
          'Dates: Mar 1, 2031 – Mar 3, 2031',
          'Delivery: Delivery to 12 Gum Tree Lane, Sydney',
          'Charged: $155.25 (rent $135.00 + service fee $20.25) · Deposit held: $300.00',
        ].join('\n'),
      );
      // Its kind and facts, read from the booking (amounts in minor units), for each reader's own language.
      const [notice] = await noticesOf(eventId);
      expect(notice!.notice_kind).toBe('RENTAL_REQUEST');
      expect(notice!.notice_params).toEqual({
        bookingId,
        itemId: drill.id,
        itemTitle: 'Cordless drill',
        startDate: '2031-03-01',
        endDate: '2031-03-03',
        currency: 'USD',
        rentMinor: 13500,
        feeMinor: 2025,
        totalMinor: 15525,
        depositMinor: 30000,
        deliveryMethod: 'delivery',
        deliveryAddress: '12 Gum Tree Lane, Sydney',
        renterName: 'Rita Renter',
        message: 'Hi! I need it for a <b>weekend</b> project.',
      });
      // The owner's thread with the renter shows it; both members' pages heard it, and the owner's badge.
      const thread = await messageThreadPage(world.orm.em.fork(), owner, renter.id, { first: 5 });
      expect(thread.edges[0]!.node).toMatchObject({
        content: message!.content,
        senderName: 'Rita Renter',
        bookingId,
        notice: { kind: 'RENTAL_REQUEST', params: notice!.notice_params },
      });
      await expect.poll(() => live.on(Topics.messages(owner.id)).length).toBe(1);
      expect(live.on(Topics.messages(owner.id))).toEqual([thread.edges[0]!.node]);
      expect(live.on(Topics.messages(renter.id))).toEqual([thread.edges[0]!.node]);
      expect(live.on(Topics.unreadCount(owner.id))).toEqual([{ unreadCount: 1 }]);

      const [mail, ...moreMail] = await mailsTo(owner.email);
      expect(moreMail).toEqual([]);
      expect(mail!.subject).toBe('New rental request for Cordless drill');
      expect(mail!.text).toContain(
        'Rita Renter would like to rent "Cordless drill" (Mar 1, 2031 – Mar 3, 2031, Delivery to 12 Gum Tree Lane, Sydney).',
      );
      // The charge and, on a line of its own, the deposit held: the booking's amounts.
      expect(mail!.text).toContain('Charged when you approve: $155.25 (rent $135.00 + service fee $20.25).');
      expect(mail!.text).toContain('\n\nDeposit held: $300.00, apart from the charge');
      expect(mail!.text).toContain('> Hi! I need it for a <b>weekend</b> project.');
      expect(mail!.links[0]).toBe('http://koala.test/profile?tab=requests');
      expect(mail!.links[1]).toMatch(/^http:\/\/koala\.test\/api\/email\/unsubscribe\?token=/);
      // Member text is never markup in the HTML part.
      expect(mail!.html).toContain('&#60;b&#62;weekend&#60;/b&#62;');
      expect(mail!.html).not.toContain('<b>weekend');

      // Re-delivered: both consumers run again and find their work done.
      expect(await redeliver(eventId, consumers)).toEqual({
        'rental-request-message': 'wrote 0 of 1',
        'rental-request-mail': 'skipped: already sent',
      });
      expect(await messagesOf(eventId)).toHaveLength(1);
      expect(await mailsTo(owner.email)).toHaveLength(1);
      expect(live.on(Topics.messages(owner.id))).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it('without a message of the renter still starts with NEW RENTAL REQUEST; the status change only updates the cards', async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const live = await listen(world, [Topics.bookingUpdated(owner.id), Topics.bookingUpdated(renter.id)]);
    try {
      const { eventId } = await deliver(
        'booking.requested',
        requested(bookingId, renter, owner, drill.id, null),
        ['rental-request-message'],
      );
      const [message] = await messagesOf(eventId);
      expect(message!.content.startsWith('NEW RENTAL REQUEST\n\nItem: Cordless drill')).toBe(true);
      const status = await deliver(
        'booking.status_changed',
        {
          ...bookingFacts(bookingId, renter, owner, drill.id, 'pending_approval', renter.id),
          from: 'new',
          notes: null,
        },
        ['booking-status-notice', 'booking-card-update'],
      );
      expect(status.results).toEqual({
        'booking-status-notice': 'skipped: the request message says it',
        'booking-card-update': 'published',
      });
      expect(await messagesOf(status.eventId)).toEqual([]);
      await expect.poll(() => live.heard.length).toBe(2);
      expect(live.on(Topics.bookingUpdated(owner.id))).toEqual([{ bookingId }]);
      expect(live.on(Topics.bookingUpdated(renter.id))).toEqual([{ bookingId }]);
    } finally {
      await live.close();
    }
  });
});

describe('booking changes', () => {
  it('approval: a notice to the renter from the owner, both cards updated, one mail to the renter', async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const live = await listen(world, [
      Topics.messages(renter.id),
      Topics.messages(owner.id),
      Topics.bookingUpdated(renter.id),
      Topics.bookingUpdated(owner.id),
    ]);
    try {
      const base = bookingFacts(bookingId, renter, owner, drill.id, 'approved', owner.id);
      const status = await deliver(
        'booking.status_changed',
        { ...base, from: 'pending_approval', notes: null },
        ['booking-status-notice', 'booking-card-update'],
      );
      const approved = await deliver('booking.approved', base, ['booking-decision-mail']);
      expect(approved.results).toEqual({ 'booking-decision-mail': 'sent' });
      expect(await messagesOf(status.eventId)).toEqual([
        {
          sender_id: owner.id,
          receiver_id: renter.id,
          content: 'Booking approved: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031). The rental is confirmed.',
          kind: 'SYSTEM',
          booking_id: bookingId,
          related_item_id: drill.id,
        },
      ]);
      expect(await noticesOf(status.eventId)).toEqual([
        {
          notice_kind: 'BOOKING_APPROVED',
          notice_params: {
            bookingId,
            itemId: drill.id,
            itemTitle: 'Cordless drill',
            startDate: '2031-03-01',
            endDate: '2031-03-03',
            currency: 'USD',
          },
        },
      ]);
      await expect.poll(() => live.on(Topics.messages(renter.id)).length).toBe(1);
      // A notice is the renter's alone: the owner's pages do not get it.
      expect(live.on(Topics.messages(owner.id))).toEqual([]);
      expect(live.on(Topics.bookingUpdated(renter.id))).toEqual([{ bookingId }]);
      expect(live.on(Topics.bookingUpdated(owner.id))).toEqual([{ bookingId }]);
      const [mail, ...more] = await mailsTo(renter.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Your rental of Cordless drill was approved');
      expect(mail!.text).toContain(
        '\n\nCharged: $155.25 (rent $135.00 + service fee $20.25).\n\nDeposit held: $300.00,',
      );
      expect(mail!.links).toEqual([
        'http://koala.test/my-rentals',
        expect.stringMatching(/^http:\/\/koala\.test\/api\/email\/unsubscribe\?token=/),
      ]);
      expect(await redeliver(approved.eventId, ['booking-decision-mail'])).toEqual({
        'booking-decision-mail': 'skipped: already sent',
      });
      expect(await redeliver(status.eventId, ['booking-status-notice'])).toEqual({
        'booking-status-notice': 'wrote 0 of 1',
      });
      expect(await mailsTo(renter.email)).toHaveLength(1);
      expect(await messagesOf(status.eventId)).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it("rejection: the owner's reason in the notice and in the renter's mail", async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const base = bookingFacts(bookingId, renter, owner, drill.id, 'rejected', owner.id);
    const status = await deliver(
      'booking.status_changed',
      { ...base, from: 'pending_approval', notes: 'Away that week' },
      ['booking-status-notice'],
    );
    await deliver('booking.rejected', { ...base, reason: 'Away that week' }, ['booking-decision-mail']);
    expect((await messagesOf(status.eventId)).map((m) => [m.receiver_id, m.content])).toEqual([
      [
        renter.id,
        'Booking request declined: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031). Reason: Away that week',
      ],
    ]);
    const [mail] = await mailsTo(renter.email);
    expect(mail!.subject).toBe('Your rental request for Cordless drill was declined');
    expect(mail!.text).toContain("The owner's reason: Away that week");
  });

  it('a change the renter made goes to the owner; one the system made to both, each seeing only their own', async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const returned = await deliver(
      'booking.status_changed',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'returned', renter.id),
        from: 'with_renter',
        notes: 'Cleaned it',
      },
      ['booking-status-notice'],
    );
    expect((await messagesOf(returned.eventId)).map((m) => [m.sender_id, m.receiver_id, m.content])).toEqual([
      [
        renter.id,
        owner.id,
        'Item returned: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031). Return notes: Cleaned it',
      ],
    ]);
    const expired = await deliver(
      'booking.status_changed',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'cancelled', null),
        from: 'pending_approval',
        notes: null,
      },
      ['booking-status-notice'],
    );
    const text =
      'Booking cancelled: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031). The request expired without an answer.';
    expect((await messagesOf(expired.eventId)).map((m) => [m.sender_id, m.receiver_id, m.content])).toEqual([
      [owner.id, renter.id, text],
      [renter.id, owner.id, text],
    ]);
    const rentersView = await messageThreadPage(world.orm.em.fork(), renter, owner.id, { first: 10 });
    expect(rentersView.edges.filter((e) => e.node.content === text).map((e) => e.node.receiverId)).toEqual([
      renter.id,
    ]);
    const overdue = await deliver(
      'booking.overdue',
      { ...bookingFacts(bookingId, renter, owner, drill.id, 'with_renter', null), lateFee: 45 },
      ['overdue-notice', 'booking-card-update'],
    );
    expect((await messagesOf(overdue.eventId)).map((m) => [m.receiver_id, m.content])).toEqual([
      [
        renter.id,
        'Overdue: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031) was due back on Mar 3, 2031. A late fee of $45.00 applies.',
      ],
      [
        owner.id,
        'Overdue: "Cordless drill" (Mar 1, 2031 – Mar 3, 2031) was due back on Mar 3, 2031. A late fee of $45.00 applies.',
      ],
    ]);
  });

  it('damage: the claim goes to the renter, its settlement to the member who did not act', async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const reported = await deliver(
      'booking.damage_reported',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'returned', owner.id),
        amount: 80,
        reason: 'Cracked battery.',
        respondBy: '2031-03-06T12:00:00.000Z',
      },
      ['damage-notice', 'booking-card-update'],
    );
    expect((await messagesOf(reported.eventId)).map((m) => [m.sender_id, m.receiver_id, m.content])).toEqual([
      [
        owner.id,
        renter.id,
        'Damage reported on "Cordless drill" (Mar 1, 2031 – Mar 3, 2031): the owner claims $80.00 from the deposit. Reason: Cracked battery. Please accept or dispute the claim by Mar 6, 2031, 12:00 PM UTC.',
      ],
    ]);
    const resolved = await deliver(
      'booking.damage_resolved',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'returned', renter.id),
        ownerAmount: 80,
        resolution: 'accepted',
      },
      ['damage-notice'],
    );
    expect((await messagesOf(resolved.eventId)).map((m) => [m.receiver_id, m.content])).toEqual([
      [
        owner.id,
        'Damage claim settled for "Cordless drill" (Mar 1, 2031 – Mar 3, 2031): the owner keeps $80.00 of the deposit. The renter accepted the claim.',
      ],
    ]);
  });
});

describe('booking.protection_decided (issue 26 §2)', () => {
  it("tells the owner what protection pays (a rejection with the admin's reason) and the renter the outcome; once", async () => {
    const { renter, owner, drill, bookingId } = await parties();
    const admin = await member(world);
    const approved = await deliver(
      'booking.protection_decided',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'completed', admin.id),
        decision: 'approved',
        protectionAmount: 500,
        paidAmount: 500,
        note: 'Photos show accidental damage',
      },
      ['protection-decision-notice', 'booking-card-update'],
    );
    expect(approved.results['protection-decision-notice']).toBe('wrote 2');
    expect((await messagesOf(approved.eventId)).map((m) => [m.sender_id, m.receiver_id, m.content])).toEqual([
      [
        renter.id,
        owner.id,
        'Protection claim approved for "Cordless drill" (Mar 1, 2031 – Mar 3, 2031): protection pays you $500.00, the part of your damage claim above the deposit.',
      ],
      [
        owner.id,
        renter.id,
        'Protection covers the $500.00 of the damage claim above the deposit for "Cordless drill" (Mar 1, 2031 – Mar 3, 2031): it is paid to the owner by protection. You are never charged beyond your deposit.',
      ],
    ]);
    expect(
      (await noticesOf(approved.eventId)).map((n) => [n.notice_kind, n.notice_params?.amountMinor]),
    ).toEqual([
      ['PROTECTION_APPROVED', 50000],
      ['PROTECTION_APPROVED_RENTER', 50000],
    ]);
    expect(await redeliver(approved.eventId, ['protection-decision-notice'])).toEqual({
      'protection-decision-notice': 'wrote 0 of 2',
    });
    expect(await messagesOf(approved.eventId)).toHaveLength(2);

    const rejected = await deliver(
      'booking.protection_decided',
      {
        ...bookingFacts(bookingId, renter, owner, drill.id, 'returned', admin.id),
        decision: 'rejected',
        protectionAmount: 120.5,
        paidAmount: 0,
        note: 'Wear and tear',
      },
      ['protection-decision-notice'],
    );
    expect((await messagesOf(rejected.eventId)).map((m) => [m.receiver_id, m.content])).toEqual([
      [
        owner.id,
        'Protection claim rejected for "Cordless drill" (Mar 1, 2031 – Mar 3, 2031): protection does not pay the $120.50 of your damage claim above the deposit. Reason: Wear and tear',
      ],
      [
        renter.id,
        'An administrator rejected the owner\'s protection claim of $120.50 above the deposit for "Cordless drill" (Mar 1, 2031 – Mar 3, 2031). You are never charged beyond your deposit.',
      ],
    ]);
  });
});

describe('listing reviews', () => {
  it('tells the owner from the reviewing admin; a listing gone meanwhile is skipped', async () => {
    const owner = await member(world);
    const admin = await member(world);
    const drill = await item(world, owner.id, { title: 'Pressure washer', approval: 'pending' });
    const ok = await deliver('item.approved', { itemId: drill.id, ownerId: owner.id, reviewerId: admin.id }, [
      'listing-review-notice',
    ]);
    const no = await deliver(
      'item.rejected',
      { itemId: drill.id, ownerId: owner.id, reviewerId: admin.id, reason: 'Photos are blurry' },
      ['listing-review-notice'],
    );
    expect([...(await messagesOf(ok.eventId)), ...(await messagesOf(no.eventId))]).toEqual([
      {
        sender_id: admin.id,
        receiver_id: owner.id,
        content: 'Your listing "Pressure washer" was approved and is now visible to renters.',
        kind: 'SYSTEM',
        booking_id: null,
        related_item_id: drill.id,
      },
      {
        sender_id: admin.id,
        receiver_id: owner.id,
        content: 'Your listing "Pressure washer" was not approved. Reason: Photos are blurry',
        kind: 'SYSTEM',
        booking_id: null,
        related_item_id: drill.id,
      },
    ]);
    await world.sql('delete from items where id = ?', [drill.id]);
    const gone = await deliver(
      'item.approved',
      { itemId: drill.id, ownerId: owner.id, reviewerId: admin.id },
      ['listing-review-notice'],
    );
    expect(gone.results).toEqual({ 'listing-review-notice': 'skipped: listing gone' });
  });
});

describe('e-mail preferences', () => {
  it('sends no mail of a kind the member turned off, and the mail of another kind still', async () => {
    const { renter, owner, drill, bookingId } = await parties();
    expect(await emailPreferencesOf(world.orm.em.fork(), owner)).toEqual({
      bookingRequests: true,
      bookingUpdates: true,
      newMessages: true,
    });
    expect(await updateEmailPreferences(world.orm.em.fork(), owner, { bookingRequests: false })).toEqual({
      bookingRequests: false,
      bookingUpdates: true,
      newMessages: true,
    });
    const off = await deliver('booking.requested', requested(bookingId, renter, owner, drill.id, 'Hello'), [
      'rental-request-mail',
      'rental-request-message',
    ]);
    expect(off.results['rental-request-mail']).toBe('skipped: turned off');
    expect(off.results['rental-request-message']).toBe('wrote 1');
    expect(await mailsTo(owner.email)).toEqual([]);
    await updateEmailPreferences(world.orm.em.fork(), renter, { bookingUpdates: false, newMessages: null });
    const approved = await deliver(
      'booking.approved',
      bookingFacts(bookingId, renter, owner, drill.id, 'approved', owner.id),
      ['booking-decision-mail'],
    );
    expect(approved.results).toEqual({ 'booking-decision-mail': 'skipped: turned off' });
    expect(await emailPreferencesOf(world.orm.em.fork(), renter)).toEqual({
      bookingRequests: true,
      bookingUpdates: false,
      newMessages: true,
    });
  });
});
