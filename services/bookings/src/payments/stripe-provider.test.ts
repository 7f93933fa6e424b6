import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CardInput,
  CardMessages,
  cardBrand,
  DomainError,
  ErrorCode,
  loadConfig,
  type Orm,
} from '@koalarent/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardDetails,
  cardDetailsFromInput,
  createPaymentProvider,
  DECLINE_MESSAGES,
  PaymentDeclinedError,
  SandboxPaymentProvider,
  StripePaymentProvider,
} from './index.js';

/**
 * A local stand-in for the part of Stripe's API the adapter calls, modelled on Stripe's documented behaviour:
 * form-encoded requests with a bearer key, idempotent POSTs (a key replays its first answer; reused with other
 * parameters it is an `idempotency_error`), manual-capture PaymentIntents, the test cards' card errors at confirm,
 * and the rule that a PaymentMethod attached to no customer can be used only once.
 */
const SECRET = 'sk_test_koala_fake';

interface Recorded {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}
interface FakeMethod {
  id: string;
  number: string;
  name: string;
  expMonth: number;
  expYear: number;
  customer: string | null;
  used: boolean;
}
interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  amount_capturable: number;
  amount_received: number;
  refunded: number;
  customer: string | null;
  payment_method: string;
  description: string | null;
}

type Answer = [status: number, body: unknown];

const stripeError = (status: number, error: Record<string, unknown>): Answer => [status, { error }];
const invalid = (message: string, extra: Record<string, unknown> = {}): Answer =>
  stripeError(400, { type: 'invalid_request_error', message, ...extra });
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Card errors of Stripe's test cards when a payment is confirmed (https://docs.stripe.com/testing#declined-payments). */
const CONFIRM_ERRORS: Record<string, { code: string; decline_code?: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
/** Always asks for 3-D Secure: an error off-session, `requires_action` on-session. */
const AUTHENTICATION_CARD = '4000002760003184';

class StripeFake {
  readonly requests: Recorded[] = [];
  readonly methods = new Map<string, FakeMethod>();
  readonly customers = new Map<string, { id: string; name: string }>();
  readonly intents = new Map<string, FakeIntent>();
  readonly idempotent = new Map<string, { signature: string; answer: Answer }>();
  /** Paths whose next answer is lost after the work is done (the connection drops). */
  readonly dropAnswerOnce = new Set<string>();
  #server: Server = createServer((req, res) => {
    this.#handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.dropAnswerOnce.clear();
  }

  /**
   * What Stripe.js does in the browser from Stripe's card field (with the publishable key, never through our
   * server): a PaymentMethod of no customer. Answers its id, the only card data the gateway receives.
   */
  browserMethod(number: string, overrides: Partial<Pick<FakeMethod, 'name' | 'expMonth' | 'expYear'>> = {}) {
    const method: FakeMethod = {
      id: id('pm'),
      number,
      name: 'Grace Hopper',
      expMonth: 11,
      expYear: new Date().getUTCFullYear() + 2,
      customer: null,
      used: false,
      ...overrides,
    };
    this.methods.set(method.id, method);
    return method.id;
  }

  posts(path: RegExp | string): Recorded[] {
    return this.requests.filter(
      (r) => r.method === 'POST' && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const form = Object.fromEntries(new URLSearchParams(body));
    this.requests.push({ method: req.method ?? '', path, form, headers: req.headers });
    const send = ([status, answer]: Answer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
      res.end(JSON.stringify(answer));
    };

    if (req.headers.authorization !== `Bearer ${SECRET}`)
      return send(
        stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' }),
      );
    if (req.method === 'GET') return send(this.#get(path));
    if (req.method !== 'POST') return send(invalid(`Unrecognized request URL (${req.method}: ${path})`));
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return send(invalid('The fake reads form-encoded bodies only'));
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0)
      return send(invalid('The fake requires an Idempotency-Key on every POST'));

    const signature = `${path}?${body}`;
    const earlier = this.idempotent.get(key);
    if (earlier) {
      if (earlier.signature !== signature)
        return send(
          stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      return send(earlier.answer, { 'idempotent-replayed': 'true' });
    }
    const answer = this.#post(path, form);
    this.idempotent.set(key, { signature, answer });
    if (this.dropAnswerOnce.delete(path)) {
      req.socket.destroy();
      return;
    }
    send(answer);
  }

  #get(path: string): Answer {
    const match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    const method = match ? this.methods.get(match[1]!) : undefined;
    if (!method)
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such PaymentMethod: '${match?.[1] ?? path}'`,
      });
    return [200, this.#methodJson(method)];
  }

  #post(path: string, form: Record<string, string>): Answer {
    if (path === '/v1/payment_methods') return this.#createMethod(form);
    if (path === '/v1/customers') return this.#createCustomer(form);
    if (path === '/v1/payment_intents') return this.#createIntent(form);
    if (path === '/v1/refunds') return this.#refund(form);
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (action) {
      const intent = this.intents.get(action[1]!);
      if (!intent)
        return stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${action[1]}'`,
        });
      return action[2] === 'capture' ? this.#capture(intent, form) : this.#cancel(intent);
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (POST: ${path})`,
    });
  }

  #createMethod(form: Record<string, string>): Answer {
    const number = form['card[number]'] ?? '';
    const expMonth = Number(form['card[exp_month]']);
    const expYear = Number(form['card[exp_year]']);
    if (form.type !== 'card') return invalid('Missing required param: type.', { param: 'type' });
    if (!/^\d{12,19}$/.test(number))
      return stripeError(402, {
        type: 'card_error',
        code: 'invalid_number',
        param: 'card[number]',
        message: 'Your card number is invalid.',
      });
    if (!(expMonth >= 1 && expMonth <= 12) || !(expYear >= 2000))
      return invalid('Invalid expiry', { param: 'card[exp_month]' });
    if (!/^\d{3,4}$/.test(form['card[cvc]'] ?? '')) return invalid('Invalid cvc', { param: 'card[cvc]' });
    const method: FakeMethod = {
      id: id('pm'),
      number,
      name: form['billing_details[name]'] ?? '',
      expMonth,
      expYear,
      customer: null,
      used: false,
    };
    this.methods.set(method.id, method);
    return [200, this.#methodJson(method)];
  }

  #methodJson(method: FakeMethod) {
    return {
      id: method.id,
      object: 'payment_method',
      type: 'card',
      billing_details: { name: method.name, email: null, phone: null, address: null },
      card: {
        brand: cardBrand(method.number),
        last4: method.number.slice(-4),
        exp_month: method.expMonth,
        exp_year: method.expYear,
        funding: 'credit',
        country: 'US',
      },
      customer: method.customer,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  }

  #createCustomer(form: Record<string, string>): Answer {
    const customer = { id: id('cus'), name: form.name ?? '' };
    const methodId = form.payment_method;
    if (methodId) {
      const method = this.methods.get(methodId);
      if (!method)
        return invalid(`No such PaymentMethod: '${methodId}'`, {
          code: 'resource_missing',
          param: 'payment_method',
        });
      if (method.customer || method.used)
        return invalid('This PaymentMethod was previously used or attached and may not be attached again.');
      method.customer = customer.id;
    }
    this.customers.set(customer.id, customer);
    return [200, { id: customer.id, object: 'customer', name: customer.name, livemode: false }];
  }

  #intentJson(intent: FakeIntent) {
    return { object: 'payment_intent', livemode: false, ...intent, refunded: undefined };
  }

  #createIntent(form: Record<string, string>): Answer {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('Invalid integer: amount', { param: 'amount' });
    if (!/^[a-z]{3}$/.test(form.currency ?? '')) return invalid('Invalid currency', { param: 'currency' });
    const method = this.methods.get(form.payment_method ?? '');
    if (!method)
      return invalid(`No such PaymentMethod: '${form.payment_method}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    if (method.customer && form.customer !== method.customer)
      return invalid('The provided PaymentMethod belongs to another Customer; pass that customer.', {
        param: 'customer',
      });
    if (!method.customer && method.used)
      return invalid(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      );
    const confirm = form.confirm === 'true';
    const offSession = form.off_session === 'true';
    if (
      confirm &&
      form['automatic_payment_methods[enabled]'] === 'true' &&
      form['automatic_payment_methods[allow_redirects]'] !== 'never' &&
      !form.return_url
    )
      return invalid(
        'You must provide a `return_url` when confirming a PaymentIntent with redirects allowed.',
      );
    method.used = true;
    const intent: FakeIntent = {
      id: id('pi'),
      amount,
      currency: form.currency!,
      status: 'requires_confirmation',
      capture_method: form.capture_method ?? 'automatic_async',
      amount_capturable: 0,
      amount_received: 0,
      refunded: 0,
      customer: form.customer ?? null,
      payment_method: method.id,
      description: form.description ?? null,
    };
    this.intents.set(intent.id, intent);
    if (!confirm) return [200, this.#intentJson(intent)];
    const cardError = CONFIRM_ERRORS[method.number];
    if (cardError || (method.number === AUTHENTICATION_CARD && offSession)) {
      intent.status = 'requires_payment_method';
      const error = cardError ?? {
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
      return stripeError(402, { type: 'card_error', ...error, payment_intent: this.#intentJson(intent) });
    }
    if (method.number === AUTHENTICATION_CARD) intent.status = 'requires_action';
    else if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = amount;
    }
    return [200, this.#intentJson(intent)];
  }

  #capture(intent: FakeIntent, form: Record<string, string>): Answer {
    if (intent.status !== 'requires_capture')
      return invalid(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    const amount =
      form.amount_to_capture === undefined ? intent.amount_capturable : Number(form.amount_to_capture);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable)
      return invalid('The amount to capture must be at most the amount capturable.', {
        param: 'amount_to_capture',
      });
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    return [200, this.#intentJson(intent)];
  }

  #cancel(intent: FakeIntent): Answer {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      });
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    return [200, this.#intentJson(intent)];
  }

  #refund(form: Record<string, string>): Answer {
    const intent = this.intents.get(form.payment_intent ?? '');
    if (!intent)
      return invalid(`No such payment_intent: '${form.payment_intent}'`, { code: 'resource_missing' });
    if (intent.status !== 'succeeded')
      return invalid('This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      });
    const left = intent.amount_received - intent.refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        param: 'amount',
      });
    intent.refunded += amount;
    return [
      200,
      {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      },
    ];
  }
}

const fake = new StripeFake();
let apiBase: string;
let stripe: StripePaymentProvider;
const future = new Date().getUTCFullYear() + 2;
let keys = 0;
const key = (label: string) => `${label}-${Date.now()}-${keys++}`;

function card(number: string, overrides: Partial<CardDetails> = {}): CardDetails {
  return { number, expMonth: 11, expYear: future, cvv: '314', nameOnCard: 'Grace Hopper', ...overrides };
}

/** A card as the wizard's Stripe field registers it, then handed to the adapter by its PaymentMethod id. */
function registered(number: string, idempotencyKey: string = key('tok')) {
  return stripe.attachPaymentMethod(fake.browserMethod(number), idempotencyKey);
}

async function tokenAndHold(number: string, amountCents: number) {
  const token = await registered(number);
  const authKey = key('auth');
  const hold = stripe.authorize({
    amountCents,
    currency: 'USD',
    paymentMethodRef: token.providerRef,
    idempotencyKey: authKey,
    description: 'KoalaRent: test',
  });
  return { token, authKey, hold };
}

beforeAll(async () => {
  apiBase = await fake.start();
  stripe = new StripePaymentProvider({ secretKey: SECRET, apiBase });
});
afterAll(() => fake.stop());
afterEach(() => fake.reset());

describe('Stripe adapter against a local fake of the API', () => {
  it('attaches the PaymentMethod Stripe.js made to a Customer, with the idempotency key', async () => {
    const tokKey = key('tok');
    const pm = fake.browserMethod('4242424242424242');
    const token = await stripe.attachPaymentMethod(pm, tokKey);
    expect(token).toEqual({
      providerRef: pm,
      brand: 'visa',
      last4: '4242',
      expMonth: 11,
      expYear: future,
      nameOnCard: 'Grace Hopper',
    });
    // Nothing of the card went from us to Stripe: no PaymentMethod made here, only the id read and attached.
    expect(fake.posts('/v1/payment_methods')).toEqual([]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_methods/${pm}`,
      'POST /v1/customers',
    ]);
    const [customer] = fake.posts('/v1/customers');
    expect(customer!.form).toMatchObject({ payment_method: pm, name: 'Grace Hopper' });
    expect(customer!.headers).toMatchObject({
      authorization: `Bearer ${SECRET}`,
      'idempotency-key': `${tokKey}:customer`,
      'stripe-version': expect.any(String),
    });
    expect(fake.methods.get(pm)!.customer).toMatch(/^cus_/);

    // The same key and id again (a retried request): Stripe replays the first answer, so the same card.
    expect(await stripe.attachPaymentMethod(pm, tokKey)).toEqual(token);
    expect(fake.customers.size).toBe(1);
  });

  it('refuses card details with a 400 and asks Stripe nothing', async () => {
    const attempt = stripe.tokenizeCard(card('4242424242424242'), key('tok'));
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: CardMessages.detailsRefused,
      fieldErrors: { paymentMethod: CardMessages.detailsRefused },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a malformed, unknown, nameless, expired or already attached PaymentMethod', async () => {
    const malformed = stripe.attachPaymentMethod('card_4242', key('tok'));
    await expect(malformed).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { stripePaymentMethodId: CardMessages.paymentMethodId },
    });
    expect(fake.requests).toHaveLength(0);
    const unknown = stripe.attachPaymentMethod('pm_0000000000000000', key('tok'));
    await expect(unknown).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { stripePaymentMethodId: CardMessages.paymentMethodUnknown },
    });
    const nameless = stripe.attachPaymentMethod(
      fake.browserMethod('4242424242424242', { name: ' ' }),
      key('tok'),
    );
    await expect(nameless).rejects.toMatchObject({ fieldErrors: { nameOnCard: CardMessages.nameOnCard } });
    const expired = stripe.attachPaymentMethod(
      fake.browserMethod('4242424242424242', { expMonth: 1, expYear: new Date().getUTCFullYear() - 1 }),
      key('tok'),
    );
    await expect(expired).rejects.toMatchObject({ name: 'PaymentDeclinedError', reason: 'expired_card' });
    expect(fake.posts('/v1/customers')).toHaveLength(0);
    // Someone else's card (attached under another key): Stripe refuses a second customer, and so do we.
    const pm = fake.browserMethod('4242424242424242');
    await stripe.attachPaymentMethod(pm, key('tok'));
    const stolen = stripe.attachPaymentMethod(pm, key('tok'));
    await expect(stolen).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { stripePaymentMethodId: CardMessages.paymentMethodUnknown },
    });
  });

  it('refuses another PaymentMethod under a used key as IDEMPOTENCY_MISMATCH', async () => {
    const tokKey = key('tok');
    await registered('4242424242424242', tokKey);
    const attempt = registered('5555555555554444', tokKey);
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: ErrorCode.IdempotencyMismatch });
  });

  it('holds rent and deposit as two manual-capture intents, then captures, refunds and releases them', async () => {
    const token = await registered('4242424242424242');
    fake.reset();
    const rent = await stripe.authorize({
      amountCents: 23_000,
      currency: 'EUR',
      paymentMethodRef: token.providerRef,
      idempotencyKey: 'cmd-booking-request-7-abcdefgh-rent',
      description: 'KoalaRent: Canoe, 2026-12-01 to 2026-12-02 (rent + service fee)',
    });
    const deposit = await stripe.authorize({
      amountCents: 50_000,
      currency: 'EUR',
      paymentMethodRef: token.providerRef,
      idempotencyKey: 'cmd-booking-request-7-abcdefgh-deposit',
      description: 'KoalaRent: security deposit for Canoe',
    });
    expect(rent.ref).toMatch(/^pi_/);
    expect(deposit.ref).not.toBe(rent.ref);

    const customer = fake.methods.get(token.providerRef)!.customer;
    const intents = fake.posts('/v1/payment_intents');
    expect(intents.map((r) => r.form)).toEqual([
      {
        amount: '23000',
        currency: 'eur',
        payment_method: token.providerRef,
        customer,
        capture_method: 'manual',
        confirm: 'true',
        off_session: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        description: 'KoalaRent: Canoe, 2026-12-01 to 2026-12-02 (rent + service fee)',
      },
      expect.objectContaining({ amount: '50000', capture_method: 'manual', customer }),
    ]);
    expect(intents.map((r) => r.headers['idempotency-key'])).toEqual([
      'cmd-booking-request-7-abcdefgh-rent',
      'cmd-booking-request-7-abcdefgh-deposit',
    ]);
    expect(fake.intents.get(rent.ref)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 23_000,
    });

    await stripe.capture(rent.ref, 23_000, 'bk-7-capture');
    await stripe.refund(rent.ref, 10_000, 'bk-7-cancel-refund');
    await stripe.capture(deposit.ref, 4_500, 'bk-7-deposit-settle');
    const captures = fake.posts(/\/capture$/);
    expect(captures.map((r) => [r.path, r.form, r.headers['idempotency-key']])).toEqual([
      [`/v1/payment_intents/${rent.ref}/capture`, { amount_to_capture: '23000' }, 'bk-7-capture'],
      [`/v1/payment_intents/${deposit.ref}/capture`, { amount_to_capture: '4500' }, 'bk-7-deposit-settle'],
    ]);
    const [refund] = fake.posts('/v1/refunds');
    expect(refund!.form).toEqual({ payment_intent: rent.ref, amount: '10000' });
    expect(refund!.headers['idempotency-key']).toBe('bk-7-cancel-refund');
    expect(fake.intents.get(rent.ref)).toMatchObject({
      status: 'succeeded',
      amount_received: 23_000,
      refunded: 10_000,
    });
    expect(fake.intents.get(deposit.ref)).toMatchObject({ status: 'succeeded', amount_received: 4_500 });

    // A refund beyond what is left is Stripe's refusal, passed on as it is (a programming fault, not a decline).
    const tooMuch = stripe.refund(rent.ref, 13_001, 'bk-7-refund-too-much');
    await expect(tooMuch).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await expect(tooMuch).rejects.not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('releases a hold by cancelling its intent', async () => {
    const { hold } = await tokenAndHold('4242424242424242', 1_500);
    const { ref } = await hold;
    await stripe.release(ref, 'bk-9-rent-release');
    const [cancel] = fake.posts(/\/cancel$/);
    expect(cancel!.path).toBe(`/v1/payment_intents/${ref}/cancel`);
    expect(cancel!.headers['idempotency-key']).toBe('bk-9-rent-release');
    expect(fake.intents.get(ref)!.status).toBe('canceled');
    // Released again under the same key (a retried job): Stripe replays its answer.
    await stripe.release(ref, 'bk-9-rent-release');
    expect(fake.intents.get(ref)!.status).toBe('canceled');
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000119', 'processing_error'],
    [AUTHENTICATION_CARD, 'declined'],
  ] as const)('maps the card error of %s to a %s decline', async (number, reason) => {
    const { hold } = await tokenAndHold(number, 2_000);
    await expect(hold).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(hold).rejects.toMatchObject({ reason, message: DECLINE_MESSAGES[reason] });
    expect(fake.posts('/v1/payment_intents')).toHaveLength(1);
  });

  it('answers an unknown payment method with a processing error', async () => {
    await expect(
      stripe.authorize({
        amountCents: 1_000,
        currency: 'USD',
        paymentMethodRef: 'pm_unknown',
        idempotencyKey: key('auth'),
        description: 'unknown card',
      }),
    ).rejects.toMatchObject({ name: 'PaymentDeclinedError', reason: 'processing_error' });
    expect(fake.posts('/v1/payment_intents')).toHaveLength(0);
  });

  it('retries a capture whose answer was lost with the same key, and Stripe captures once', async () => {
    const { hold } = await tokenAndHold('4242424242424242', 8_000);
    const { ref } = await hold;
    fake.dropAnswerOnce.add(`/v1/payment_intents/${ref}/capture`);
    await stripe.capture(ref, 6_000, 'bk-11-capture');
    const captures = fake.posts(/\/capture$/);
    expect(captures).toHaveLength(2);
    expect(captures.map((r) => r.headers['idempotency-key'])).toEqual(['bk-11-capture', 'bk-11-capture']);
    expect(fake.intents.get(ref)).toMatchObject({ status: 'succeeded', amount_received: 6_000 });
  });

  it('passes infrastructure failures on as they are, not as declines', async () => {
    const wrongKey = new StripePaymentProvider({ secretKey: 'sk_test_wrong', apiBase });
    const attempt = wrongKey.attachPaymentMethod(fake.browserMethod('4242424242424242'), key('tok'));
    await expect(attempt).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
    await expect(attempt).rejects.not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('refuses amounts the bookings service must never send', async () => {
    await expect(stripe.capture('pi_x', 0, key('cap'))).rejects.toThrow(/positive whole number/);
    await expect(stripe.refund('pi_x', 12.5, key('ref'))).rejects.toThrow(/positive whole number/);
    expect(fake.requests).toHaveLength(0);
  });

  it('takes an API base of protocol, host and port only', () => {
    expect(() => new StripePaymentProvider({ secretKey: SECRET, apiBase: 'http://127.0.0.1:1/v1' })).toThrow(
      /without a path/,
    );
    expect(() => new StripePaymentProvider({ secretKey: SECRET, apiBase: 'ftp://127.0.0.1' })).toThrow(
      /http or https/,
    );
    expect(() => new StripePaymentProvider({ secretKey: '' })).toThrow(/secret key/);
  });
});

describe('createPaymentProvider', () => {
  const orm = {} as Orm;
  it('pays through Stripe when a secret key is set, else through the sandbox', () => {
    const withStripe = createPaymentProvider({
      config: loadConfig({
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_koala_fake',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
      orm,
    });
    expect(withStripe).toBeInstanceOf(StripePaymentProvider);
    expect(withStripe.name).toBe('stripe');
    expect(withStripe.newCard).toBe('paymentMethodId');
    const sandbox = createPaymentProvider({ config: loadConfig({}), orm });
    expect(sandbox).toBeInstanceOf(SandboxPaymentProvider);
    expect(sandbox.name).toBe('sandbox');
    expect(sandbox.newCard).toBe('details');
  });

  it('takes both Stripe keys or neither, and only a publishable key as the publishable one', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET })).toThrow(/STRIPE_PUBLISHABLE_KEY: set both/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_koala' })).toThrow(/set both/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: SECRET })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('refuses a PaymentMethod id in demo mode, where the sandbox takes the card’s details', async () => {
    const sandbox = createPaymentProvider({ config: loadConfig({}), orm });
    await expect(sandbox.attachPaymentMethod('pm_1234567890abcdef', key('tok'))).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
      fieldErrors: { stripePaymentMethodId: CardMessages.paymentMethodIdRefused },
    });
  });
});

describe('cardDetailsFromInput', () => {
  it("turns the wizard's card into the provider's", () => {
    const input = CardInput.parse({
      cardNumber: '4242 4242 4242 4242',
      nameOnCard: '  Ada Lovelace ',
      expiryDate: '03/41',
      cvv: '0123',
    });
    expect(cardDetailsFromInput(input)).toEqual({
      number: '4242424242424242',
      expMonth: 3,
      expYear: 2041,
      cvv: '0123',
      nameOnCard: 'Ada Lovelace',
    });
  });

  it('refuses an expiry that is not MM/YY as a field error', () => {
    expect(() =>
      cardDetailsFromInput({
        cardNumber: '4242424242424242',
        nameOnCard: 'Ada Lovelace',
        expiryDate: '13/41',
        cvv: '123',
      }),
    ).toThrow(
      expect.objectContaining({
        code: ErrorCode.ValidationFailed,
        fieldErrors: { expiryDate: expect.any(String) },
      }),
    );
  });
});
