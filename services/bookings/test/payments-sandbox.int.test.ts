import { createHash, randomUUID } from 'node:crypto';
import {
  coreEntities,
  createOrm,
  DomainError,
  ErrorCode,
  type Orm,
  SANDBOX_TEST_CARDS,
} from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingsEntities, SandboxCard, SandboxPayment } from '../src/entities.js';
import {
  type CardDetails,
  DECLINE_MESSAGES,
  PaymentDeclinedError,
  SandboxPaymentProvider,
} from '../src/payments/index.js';

let orm: Orm;
let drop: () => Promise<void>;
let provider: SandboxPaymentProvider;
const FINGERPRINT_SECRET = 'sandbox-test-fingerprint-secret';
const future = new Date().getUTCFullYear() + 3;
/** Every number handed to the provider in this file, to prove none of them reached a column. */
const numbersUsed = new Set<string>();
const cvvsUsed = new Set<string>();

function card(number: string, overrides: Partial<CardDetails> = {}): CardDetails {
  const details = {
    number,
    expMonth: 12,
    expYear: future,
    cvv: '7319',
    nameOnCard: 'Ada Lovelace',
    ...overrides,
  };
  numbersUsed.add(details.number);
  cvvsUsed.add(details.cvv);
  return details;
}

const key = (label: string) => `${label}-${randomUUID()}`;

async function payment(ref: string): Promise<SandboxPayment> {
  return orm.em.fork().findOneOrFail(SandboxPayment, { id: ref });
}

async function count(table: 'sandbox_cards' | 'sandbox_payments', idempotencyKey: string): Promise<number> {
  const [row] = await orm.em
    .fork()
    .execute<{ n: number }[]>(`select count(*)::int as n from ${table} where idempotency_key = ?`, [
      idempotencyKey,
    ]);
  return row!.n;
}

/** A fresh hold of `amountCents` on the success card. */
async function hold(amountCents: number): Promise<string> {
  const token = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), key('tok'));
  const { ref } = await provider.authorize({
    amountCents,
    currency: 'USD',
    paymentMethodRef: token.providerRef,
    idempotencyKey: key('auth'),
    description: 'test hold',
  });
  return ref;
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: [...coreEntities, ...bookingsEntities] });
  provider = new SandboxPaymentProvider({ orm, fingerprintSecret: FINGERPRINT_SECRET });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('sandbox provider: test cards', () => {
  it('tokenises and holds the success card', async () => {
    const token = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), key('tok'));
    expect(token).toEqual({
      providerRef: expect.stringMatching(/^sbx_pm_[0-9a-f-]{36}$/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: future,
    });
    const stored = await orm.em.fork().findOneOrFail(SandboxCard, { id: token.providerRef });
    expect(stored.outcome).toBe('success');
    expect(stored.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const { ref } = await provider.authorize({
      amountCents: 11_500,
      currency: 'usd',
      paymentMethodRef: token.providerRef,
      idempotencyKey: key('auth'),
      description: 'rent + fee',
    });
    expect(ref).toMatch(/^sbx_pi_[0-9a-f-]{36}$/);
    expect(await payment(ref)).toMatchObject({
      status: 'authorized',
      amountCents: 11_500,
      currency: 'USD',
      capturedCents: 0,
      refundedCents: 0,
      paymentMethodRef: token.providerRef,
      operationKeys: [],
    });
  });

  it('accepts any other Luhn-valid number', async () => {
    const token = await provider.tokenizeCard(card('5555555555554444'), key('tok'));
    expect(token).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await expect(
      provider.authorize({
        amountCents: 100,
        currency: 'EUR',
        paymentMethodRef: token.providerRef,
        idempotencyKey: key('auth'),
        description: 'any card',
      }),
    ).resolves.toEqual({ ref: expect.stringMatching(/^sbx_pi_/) });
  });

  it.each([
    ['declined', SANDBOX_TEST_CARDS.declined, '0002'],
    ['insufficient_funds', SANDBOX_TEST_CARDS.insufficientFunds, '9995'],
  ] as const)('tokenises the %s card, then refuses to hold on it', async (reason, number, last4) => {
    const token = await provider.tokenizeCard(card(number), key('tok'));
    expect(token.last4).toBe(last4);
    const authKey = key('auth');
    const attempt = provider.authorize({
      amountCents: 5_000,
      currency: 'USD',
      paymentMethodRef: token.providerRef,
      idempotencyKey: authKey,
      description: 'declined',
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toMatchObject({ reason, message: DECLINE_MESSAGES[reason] });
    expect(await count('sandbox_payments', authKey)).toBe(0);
  });

  it('declines an expired card without storing it', async () => {
    const tokKey = key('tok');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const attempt = provider.tokenizeCard(
      card(SANDBOX_TEST_CARDS.success, {
        expMonth: lastMonth.getUTCMonth() + 1,
        expYear: lastMonth.getUTCFullYear(),
      }),
      tokKey,
    );
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toMatchObject({
      reason: 'expired_card',
      message: DECLINE_MESSAGES.expired_card,
    });
    expect(await count('sandbox_cards', tokKey)).toBe(0);
  });

  it('declines a saved card that has expired since it was registered', async () => {
    const token = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), key('tok'));
    await orm.em
      .fork()
      .execute('update sandbox_cards set exp_year = ? where id = ?', [
        new Date().getUTCFullYear() - 1,
        token.providerRef,
      ]);
    await expect(
      provider.authorize({
        amountCents: 1_000,
        currency: 'USD',
        paymentMethodRef: token.providerRef,
        idempotencyKey: key('auth'),
        description: 'saved card',
      }),
    ).rejects.toMatchObject({ name: 'PaymentDeclinedError', reason: 'expired_card' });
  });

  it('refuses a number that fails the Luhn check as a field error', async () => {
    const tokKey = key('tok');
    const attempt = provider.tokenizeCard(card('4242424242424241'), tokKey);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { cardNumber: 'Please enter a valid card number' },
    });
    expect(await count('sandbox_cards', tokKey)).toBe(0);
  });

  it('answers an unknown card token with a processing error', async () => {
    await expect(
      provider.authorize({
        amountCents: 5_000,
        currency: 'USD',
        paymentMethodRef: 'sbx_pm_00000000-0000-0000-0000-000000000000',
        idempotencyKey: key('auth'),
        description: 'unknown',
      }),
    ).rejects.toMatchObject({ name: 'PaymentDeclinedError', reason: 'processing_error' });
  });
});

describe('sandbox provider: idempotency', () => {
  it('gives the same token for the same key and card, and refuses another card under that key', async () => {
    const tokKey = key('tok');
    const first = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), tokKey);
    const again = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), tokKey);
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), tokKey)),
    );
    expect(new Set(concurrent.map((t) => t.providerRef))).toEqual(new Set([first.providerRef]));
    expect(await count('sandbox_cards', tokKey)).toBe(1);

    for (const other of [
      card('5555555555554444'),
      card(SANDBOX_TEST_CARDS.success, { expYear: future + 1 }),
    ]) {
      const attempt = provider.tokenizeCard(other, tokKey);
      await expect(attempt).rejects.toBeInstanceOf(DomainError);
      await expect(attempt).rejects.toMatchObject({ code: ErrorCode.IdempotencyMismatch });
    }
    expect(await count('sandbox_cards', tokKey)).toBe(1);
  });

  it('makes one hold of 20 concurrent authorisations with one key', async () => {
    const token = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), key('tok'));
    const authKey = key('auth');
    const args = {
      amountCents: 9_900,
      currency: 'USD',
      paymentMethodRef: token.providerRef,
      idempotencyKey: authKey,
      description: 'rent + fee',
    };
    const refs = await Promise.all(Array.from({ length: 20 }, () => provider.authorize(args)));
    expect(new Set(refs.map((r) => r.ref)).size).toBe(1);
    expect(await count('sandbox_payments', authKey)).toBe(1);
    // A later retry answers the same, even sequentially.
    expect(await provider.authorize(args)).toEqual(refs[0]);
    // The same key for another amount or card is not a retry.
    await expect(provider.authorize({ ...args, amountCents: 9_901 })).rejects.toMatchObject({
      code: ErrorCode.IdempotencyMismatch,
    });
    expect(await count('sandbox_payments', authKey)).toBe(1);
  });

  it('keeps a key longer than its column apart from every other key', async () => {
    const token = await provider.tokenizeCard(card(SANDBOX_TEST_CARDS.success), key('tok'));
    const base = `cmd-booking-request-123456-${'k'.repeat(100)}`;
    const authorize = (idempotencyKey: string) =>
      provider.authorize({
        amountCents: 700,
        currency: 'USD',
        paymentMethodRef: token.providerRef,
        idempotencyKey,
        description: 'long key',
      });
    const rent = await authorize(`${base}-rent`);
    const deposit = await authorize(`${base}-deposit`);
    expect(deposit.ref).not.toBe(rent.ref);
    expect(await authorize(`${base}-rent`)).toEqual(rent);
  });
});

describe('sandbox provider: capture, release, refund', () => {
  it('captures part of a hold and releases the rest', async () => {
    const ref = await hold(10_000);
    await provider.capture(ref, 6_500, key('cap'));
    expect(await payment(ref)).toMatchObject({
      status: 'captured',
      amountCents: 10_000,
      capturedCents: 6_500,
    });
    // Captured once: the rest of the hold is gone, so neither a second capture nor a release applies.
    await expect(provider.capture(ref, 100, key('cap'))).rejects.toThrow(/only an authorised hold/);
    await expect(provider.release(ref, key('rel'))).rejects.toThrow(/only an authorised hold/);
    expect((await payment(ref)).capturedCents).toBe(6_500);
  });

  it('refuses to capture more than was held, or nothing', async () => {
    const ref = await hold(2_000);
    await expect(provider.capture(ref, 2_001, key('cap'))).rejects.toThrow(/only 2000 was authorised/);
    await expect(provider.capture(ref, 0, key('cap'))).rejects.toThrow(/positive whole number/);
    await expect(provider.capture(ref, 10.5, key('cap'))).rejects.toThrow(/positive whole number/);
    expect(await payment(ref)).toMatchObject({ status: 'authorized', capturedCents: 0, operationKeys: [] });
    await provider.capture(ref, 2_000, key('cap'));
    expect(await payment(ref)).toMatchObject({ status: 'captured', capturedCents: 2_000 });
  });

  it('releases a hold', async () => {
    const ref = await hold(3_000);
    await provider.release(ref, key('rel'));
    expect(await payment(ref)).toMatchObject({ status: 'released', capturedCents: 0 });
    await expect(provider.capture(ref, 3_000, key('cap'))).rejects.toThrow(/is released/);
    await expect(provider.refund(ref, 1, key('ref'))).rejects.toThrow(/only a captured payment/);
  });

  it('refunds in parts up to what was captured, never more', async () => {
    const ref = await hold(10_000);
    await expect(provider.refund(ref, 100, key('ref'))).rejects.toThrow(/only a captured payment/);
    await provider.capture(ref, 7_000, key('cap'));
    await provider.refund(ref, 3_000, key('ref'));
    await provider.refund(ref, 4_000, key('ref'));
    expect((await payment(ref)).refundedCents).toBe(7_000);
    await expect(provider.refund(ref, 1, key('ref'))).rejects.toThrow(/0 of 7000 captured is left/);
    expect((await payment(ref)).refundedCents).toBe(7_000);
  });

  it('serialises concurrent refunds on one payment', async () => {
    const ref = await hold(5_000);
    await provider.capture(ref, 5_000, key('cap'));
    // Twelve refunds of 500 at once on 5000: exactly ten fit.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => provider.refund(ref, 500, key('ref'))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(2);
    const after = await payment(ref);
    expect(after.refundedCents).toBe(5_000);
    expect(after.operationKeys).toHaveLength(11);
  });

  it('treats a repeated operation key as done', async () => {
    const ref = await hold(8_000);
    const capKey = key('cap');
    await provider.capture(ref, 5_000, capKey);
    await provider.capture(ref, 5_000, capKey);
    const refKey = key('ref');
    // Ten retries of one refund at once apply it once.
    await Promise.all(Array.from({ length: 10 }, () => provider.refund(ref, 2_000, refKey)));
    await provider.refund(ref, 2_000, refKey);
    expect(await payment(ref)).toMatchObject({
      status: 'captured',
      capturedCents: 5_000,
      refundedCents: 2_000,
      operationKeys: [capKey, refKey],
    });

    const released = await hold(1_000);
    const relKey = key('rel');
    await provider.release(released, relKey);
    await provider.release(released, relKey);
    expect(await payment(released)).toMatchObject({ status: 'released', operationKeys: [relKey] });
  });

  it('refuses an unknown payment reference', async () => {
    await expect(provider.capture('sbx_pi_missing', 100, key('cap'))).rejects.toThrow(
      'Unknown sandbox payment sbx_pi_missing',
    );
  });
});

describe('sandbox provider: card data at rest', () => {
  it('keeps no card number or security code in any column of any table', async () => {
    expect(numbersUsed.size).toBeGreaterThanOrEqual(4);
    const em = orm.em.fork();
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['sandbox_cards', 'sandbox_payments']),
    );
    let rows = 0;
    for (const { table_name } of tables) {
      const dump = await em.execute<{ row: string }[]>(`select t::text as row from "${table_name}" t`);
      rows += dump.length;
      for (const { row } of dump)
        for (const number of numbersUsed)
          expect(row, `${table_name} holds a card number`).not.toContain(number);
    }
    expect(rows).toBeGreaterThan(0);

    // No column of the sandbox's tables holds a security code as its value.
    for (const table of ['sandbox_cards', 'sandbox_payments']) {
      const values = await em.execute<{ value: string | null }[]>(
        `select j.value as value from ${table} t, jsonb_each_text(to_jsonb(t)) j`,
      );
      for (const { value } of values) expect(cvvsUsed.has(value ?? '')).toBe(false);
    }

    // The fingerprint is keyed: not the bare hash of the number, which anyone could recompute from a guess.
    const success = await em.findOneOrFail(SandboxCard, { last4: '4242' }, { orderBy: { createdAt: 'asc' } });
    expect(success.fingerprint).not.toBe(
      createHash('sha256').update(SANDBOX_TEST_CARDS.success).digest('hex'),
    );
  });
});
