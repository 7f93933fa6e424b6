import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  type RunningWorker,
  registerAccount,
  startWorker,
  type WorkerDeps,
} from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailboxEntry, readMailbox } from '../src/email.js';
import { sendMessageMail } from '../src/jobs/message-mail.job.js';
import { rentalRequestMail } from '../src/jobs/rental-request-mail.job.js';
import { sendVerificationEmail } from '../src/jobs/send-verification-email.job.js';
import { messagingWorker } from '../src/worker.js';
import { booking, type Member, member, openWorld, tag, type World } from './fixtures.js';

/**
 * Issue 11: each member's mails are written in the language stored on their account (users.language), whoever
 * caused them; members who never chose one read English. The jobs are run directly against this file's mailbox.
 */

let world: World;
let worker: RunningWorker;
let deps: WorkerDeps;
beforeAll(async () => {
  world = await openWorld('mail-lang');
  // A long quiet period: the worker schedules nothing these tests do not run themselves.
  worker = await startWorker(messagingWorker(world.config, { quietPeriodMs: 3_600_000 }), world.config);
  deps = worker.deps;
});
afterAll(async () => {
  await worker?.stop();
  await world?.close();
});

async function mailsTo(email: string): Promise<MailboxEntry[]> {
  return (await readMailbox(world.mailboxDir, 1000)).filter((m) => m.to === email);
}

async function speaking(language: string, options: { fullName?: string } = {}): Promise<Member> {
  const m = await member(world, options);
  await world.sql('update users set language = ? where id = ?', [language, m.id]);
  return m;
}

const MINUTE = 60_000;
const pastPeriod = Math.floor(Date.now() / MINUTE) - 10;

async function newMessagesMailTo(reader: Member, writer: Member): Promise<MailboxEntry> {
  for (const [content, second] of [
    ['¿Sigue libre la tienda?', 5],
    ['¿Y el sábado?', 40],
  ] as const)
    await world.sql(
      'insert into messages (sender_id, receiver_id, content, created_at) values (?, ?, ?, ?)',
      [writer.id, reader.id, content, new Date(pastPeriod * MINUTE + second * 1000)],
    );
  const result = await sendMessageMail(
    { receiverId: reader.id, senderId: writer.id, period: pastPeriod, quietMs: MINUTE },
    deps,
    createMailer(world.config),
  );
  expect(result).toBe('sent');
  const [mail, ...more] = await mailsTo(reader.email);
  expect(more).toEqual([]);
  return mail!;
}

describe('e-mails in the member’s language', () => {
  it('writes the new-messages mail in Spanish to a member whose language is Spanish', async () => {
    const reader = await speaking('es', { fullName: 'Lucía Lectora' });
    const writer = await member(world, { fullName: 'Will Writer' });
    const mail = await newMessagesMailTo(reader, writer);
    expect(mail.subject).toBe('Will Writer te ha enviado 2 mensajes nuevos en KoalaRent');
    expect(mail.text).toContain('Hola, Lucía Lectora:');
    expect(mail.text).toContain('> ¿Y el sábado?');
    expect(mail.text).toContain(`Leer y responder: http://koala.test/messages/${writer.id}`);
    expect(mail.text).toContain('— El equipo de KoalaRent');
    expect(mail.text).toContain('Cancelar la suscripción: http://koala.test/api/email/unsubscribe?token=');
    expect(mail.html).toContain('O pega este enlace en tu navegador:');
    expect(mail.text).not.toContain('sent you');
  });

  it('keeps English for a member who never chose a language', async () => {
    const reader = await member(world, { fullName: 'Rae Reader' });
    const writer = await speaking('es', { fullName: 'Will Writer' });
    const [row] = await world.sql<{ language: string }>('select language from users where id = ?', [
      reader.id,
    ]);
    expect(row!.language).toBe('en');
    const mail = await newMessagesMailTo(reader, writer);
    expect(mail.subject).toBe('Will Writer sent you 2 new messages on KoalaRent');
    expect(mail.text).toContain('Hi Rae Reader,');
  });

  it('writes a rental request in the owner’s language, with dates and money in its conventions', async () => {
    const owner = await speaking('de', { fullName: 'Otto Eigner' });
    const renter = await speaking('es', { fullName: 'Rita Renter' });
    // The mail reads the money from the booking's own row (the event carries the charge only).
    const bookingId = await booking(world, renter.id, owner.id, null);
    await world.sql(
      `update bookings set currency = 'EUR', rent_cents = 100500, fee_cents = 15025, total_cents = 115525
        where id = ?`,
      [bookingId],
    );
    const event: EventEnvelope<'booking.requested'> = {
      eventId: randomUUID(),
      type: 'booking.requested',
      occurredAt: new Date().toISOString(),
      payload: {
        bookingId,
        itemId: null,
        itemTitle: 'Akkuschrauber',
        renterId: renter.id,
        ownerId: owner.id,
        startDate: '2031-03-01',
        endDate: '2031-03-03',
        totalPrice: 1155.25,
        currency: 'EUR',
        status: 'pending_approval',
        actorId: renter.id,
        renterName: 'Rita Renter',
        deliveryMethod: 'pickup',
        deliveryAddress: null,
        message: null,
        expiresAt: '2031-02-27T15:04:00.000Z',
      },
    };
    expect(await rentalRequestMail(event, deps, createMailer(world.config))).toBe('sent');
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe('Neue Mietanfrage für Akkuschrauber');
    expect(mail!.text).toContain(
      'Rita Renter möchte „Akkuschrauber“ mieten (1. März 2031 – 3. März 2031, Selbstabholung).',
    );
    expect(mail!.text).toContain(
      'Belastet bei deiner Genehmigung: €1.155,25 (Miete €1.005,00 + Servicegebühr €150,25).',
    );
    expect(mail!.text).toContain('Kaution reserviert: €300,00');
    expect(mail!.text).toContain('bis 27. Feb. 2031, 15:04 UTC');
  });

  it('writes the verification mail in the language chosen at sign-up', async () => {
    const email = `v${tag()}@example.com`;
    const user = await registerAccount(world.orm.em.fork(), {
      fullName: 'Françoise Client',
      username: `v${tag()}`,
      email,
      password: 'secret123',
      language: 'fr',
    });
    expect(user.language).toBe('fr');
    const envelope: EventEnvelope<'user.registered'> = {
      eventId: randomUUID(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      payload: { userId: user.id },
    };
    expect(await sendVerificationEmail(envelope, deps, createMailer(world.config))).toBe('sent');
    const mails = await mailsTo(email);
    // The worker may have sent one for the registration's own event too: each is in French.
    expect(mails.length).toBeGreaterThanOrEqual(1);
    for (const mail of mails) {
      expect(mail.subject).toBe('Confirmez votre adresse e-mail pour KoalaRent');
      expect(mail.text).toContain('Bonjour Françoise Client,');
      expect(mail.html).toContain('Confirmer mon adresse e-mail');
      expect(mail.links.some((l) => l.startsWith('http://koala.test/verify-email?token='))).toBe(true);
    }
  });
});
