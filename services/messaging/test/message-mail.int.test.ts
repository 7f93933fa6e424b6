import { createQueue, ErrorCode, type RunningWorker, startWorker, type WorkerDeps } from '@koalarent/core';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailPreferencesOf,
  markConversationRead,
  sendMessage,
  unsubscribeByToken,
  updateEmailPreferences,
} from '../src/client.js';
import { createMailer, type MailboxEntry, readMailbox, unsubscribePage } from '../src/email.js';
import { sendMessageMail } from '../src/jobs/message-mail.job.js';
import { messagingWorker } from '../src/worker.js';
import { type Member, member, openWorld, refusal, type World } from './fixtures.js';

/**
 * The new-message mail: one per conversation per quiet period, only while the receiver stays away, each with a
 * link to the conversation and a working unsubscribe link. The job is run directly with messages placed in time,
 * and end to end through the worker with a short quiet period.
 */

const QUIET = 1_000;
let world: World;
let worker: RunningWorker;
let queue: Queue;
let deps: WorkerDeps;
beforeAll(async () => {
  world = await openWorld('msgmail');
  worker = await startWorker(messagingWorker(world.config, { quietPeriodMs: QUIET }), world.config);
  deps = worker.deps;
  queue = createQueue('messaging', world.redis, world.config.REDIS_PREFIX);
});
afterAll(async () => {
  await worker?.stop();
  await queue?.close();
  await world?.close();
});

async function mailsTo(email: string): Promise<MailboxEntry[]> {
  return (await readMailbox(world.mailboxDir, 1000)).filter((m) => m.to === email);
}

const send = (from: Member, to: Member, content: string) =>
  sendMessage({ ...world.deps(), relay: worker.deps.relay }, from, { receiverId: to.id, content });

/** The job, run directly, for a quiet period of one minute: period `p` ends at (p + 1) minutes. */
const MINUTE = 60_000;
const pastPeriod = Math.floor(Date.now() / MINUTE) - 10;
const at = (period: number, second: number) => new Date(period * MINUTE + second * 1000);
const run = (receiver: Member, sender: Member, period = pastPeriod) =>
  sendMessageMail(
    { receiverId: receiver.id, senderId: sender.id, period, quietMs: MINUTE },
    deps,
    createMailer(world.config),
  );

/**
 * A message placed in time (as if sent then), written straight to the table: no `message.sent` event, so the
 * worker schedules nothing that could race the job these tests run themselves.
 */
async function place(from: Member, to: Member, content: string, when: Date = new Date()): Promise<number> {
  const [row] = await world.sql<{ id: number }>(
    'insert into messages (sender_id, receiver_id, content, created_at) values (?, ?, ?, ?) returning id',
    [from.id, to.id, content, when],
  );
  return row!.id;
}

describe('the new-message mail job', () => {
  it('mails the unread messages of the period once, with links to the conversation and to unsubscribe', async () => {
    const reader = await member(world, { fullName: 'Rae Reader' });
    const writer = await member(world, { fullName: 'Will Writer' });
    await place(writer, reader, 'Hello!', at(pastPeriod, 5));
    await place(writer, reader, 'Is the tent still free?', at(pastPeriod, 40));
    await place(writer, reader, 'Sent in the next period', at(pastPeriod + 1, 5));
    expect(await run(reader, writer)).toBe('sent');
    const [mail, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Will Writer sent you 2 new messages on KoalaRent');
    expect(mail!.text).toContain('> Is the tent still free?');
    expect(mail!.text).not.toContain('Sent in the next period');
    expect(mail!.links[0]).toBe(`http://koala.test/messages/${writer.id}`);
    expect(mail!.links[1]).toMatch(/^http:\/\/koala\.test\/api\/email\/unsubscribe\?token=/);
    // The same job again, and the next period's job: each mails only what no mail covered yet.
    expect(await run(reader, writer)).toBe('skipped: nothing unread');
    expect(await run(reader, writer, pastPeriod + 1)).toBe('sent');
    const mails = await mailsTo(reader.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Will Writer sent you 2 new messages on KoalaRent',
      'Will Writer sent you a new message on KoalaRent',
    ]);
    expect(await run(reader, writer, pastPeriod + 1)).toBe('skipped: nothing unread');
    expect(await mailsTo(reader.email)).toHaveLength(2);
  });

  it('sends nothing when the messages were read, or the receiver was active since the first of them', async () => {
    const writer = await member(world);
    const cases: [string, (reader: Member) => Promise<unknown>][] = [
      ['read the thread', (reader) => markConversationRead(world.deps(), reader, writer.id)],
      [
        'read another conversation',
        async (reader) => {
          const other = await member(world);
          await place(other, reader, 'elsewhere');
          await markConversationRead(world.deps(), reader, other.id);
        },
      ],
      ['wrote a message', async (reader) => place(reader, await member(world), 'I am around')],
      [
        'signed in',
        (reader) => world.sql('update users set last_login_at = now() where id = ?', [reader.id]),
      ],
    ];
    for (const [label, activity] of cases) {
      const reader = await member(world);
      await place(writer, reader, `Hello (${label})`, at(pastPeriod, 30));
      await activity(reader);
      const expected =
        label === 'read the thread' ? 'skipped: nothing unread' : 'skipped: receiver active since';
      expect([label, await run(reader, writer)]).toEqual([label, expected]);
      expect(await mailsTo(reader.email)).toEqual([]);
    }
    // Activity before the message does not count: that receiver has been away since.
    const away = await member(world, { lastLoginAt: at(pastPeriod, 1) });
    await place(writer, away, 'Are you there?', at(pastPeriod, 30));
    expect(await run(away, writer)).toBe('sent');
  });

  it('sends nothing to a member who turned new-message mail off', async () => {
    const reader = await member(world);
    const writer = await member(world);
    await updateEmailPreferences(world.orm.em.fork(), reader, { newMessages: false });
    await place(writer, reader, 'Hi', at(pastPeriod, 30));
    expect(await run(reader, writer)).toBe('skipped: turned off');
    expect(await mailsTo(reader.email)).toEqual([]);
  });
});

describe('through the worker', () => {
  /** Waits until just after a period starts, so messages sent now share one period. */
  async function startOfPeriod(): Promise<number> {
    const wait = QUIET - (Date.now() % QUIET) + 50;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return Math.floor(Date.now() / QUIET);
  }

  it('one mail for a burst of messages, after the quiet period; none when the receiver reads them in time', async () => {
    const reader = await member(world);
    const writer = await member(world, { fullName: 'Burst Sender' });
    const period = await startOfPeriod();
    const sentAtMs = Date.now();
    for (const text of ['one', 'two', 'three']) await send(writer, reader, text);
    const jobId = `message-mail-${reader.id}-${writer.id}-${period}`;
    await expect.poll(async () => (await queue.getJob(jobId))?.returnvalue, { timeout: 15_000 }).toBe('sent');
    const job = await queue.getJob(jobId);
    // Not before the quiet period had passed for every message of the burst.
    expect(job!.processedOn! - sentAtMs).toBeGreaterThanOrEqual(QUIET);
    const mails = await mailsTo(reader.email);
    expect(mails.map((m) => m.subject)).toEqual(['Burst Sender sent you 3 new messages on KoalaRent']);

    const attentive = await member(world);
    const next = await startOfPeriod();
    await send(writer, attentive, 'Quick question');
    await markConversationRead(world.deps(), attentive, writer.id);
    const attentiveJob = `message-mail-${attentive.id}-${writer.id}-${next}`;
    await expect
      .poll(async () => (await queue.getJob(attentiveJob))?.returnvalue, { timeout: 15_000 })
      .toBe('skipped: nothing unread');
    expect(await mailsTo(attentive.email)).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  it('turn off exactly the kind of mail they came with, for exactly that member; forged links do nothing', async () => {
    const reader = await member(world);
    const writer = await member(world);
    await place(writer, reader, 'Hi there', at(pastPeriod, 30));
    expect(await run(reader, writer)).toBe('sent');
    const [mail] = await mailsTo(reader.email);
    const token = new URL(mail!.links[1]!).searchParams.get('token')!;

    const prefs = () => emailPreferencesOf(world.orm.em.fork(), reader);
    const [, , signature] = token.split('.');
    const other = await member(world);
    await updateEmailPreferences(world.orm.em.fork(), other, {});
    for (const forged of [
      `${reader.id}.bookingRequests.${signature}`,
      `${other.id}.newMessages.${signature}`,
      `${reader.id}.newMessages.${'A'.repeat(43)}`,
      `${reader.id}.newMessages`,
      'garbage',
      '',
      `${token}x`,
    ]) {
      const error = await refusal(unsubscribeByToken(world.orm.em.fork(), forged));
      expect(error).toMatchObject({
        code: ErrorCode.InvalidToken,
        message: 'This unsubscribe link is invalid.',
      });
    }
    expect(await prefs()).toEqual({ bookingRequests: true, bookingUpdates: true, newMessages: true });
    expect(await emailPreferencesOf(world.orm.em.fork(), other)).toEqual({
      bookingRequests: true,
      bookingUpdates: true,
      newMessages: true,
    });

    const outcome = await unsubscribeByToken(world.orm.em.fork(), token);
    expect(outcome).toEqual({
      userId: reader.id,
      kind: 'newMessages',
      preferences: { bookingRequests: true, bookingUpdates: true, newMessages: false },
      // The page answering the link is written in the member's language.
      language: 'en',
    });
    expect(await prefs()).toEqual({ bookingRequests: true, bookingUpdates: true, newMessages: false });
    // Using it again is fine; turning the kind back on in the profile works, and the link still turns it off.
    expect((await unsubscribeByToken(world.orm.em.fork(), token)).preferences.newMessages).toBe(false);
    await updateEmailPreferences(world.orm.em.fork(), reader, { newMessages: true });
    expect((await unsubscribeByToken(world.orm.em.fork(), token)).preferences.newMessages).toBe(false);

    const page = unsubscribePage(outcome, 'http://koala.test');
    expect(page).toContain('You are unsubscribed');
    expect(page).toContain('You will no longer receive new message e-mails from KoalaRent.');
    expect(page).toContain('href="http://koala.test/profile"');
    expect(unsubscribePage(null, 'http://koala.test')).toContain('This unsubscribe link is invalid.');
  });
});
