import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local HTTP fake of the few Stripe endpoints the Stripe adapter calls (payment methods, customers, payment
 * intents with manual capture, cancel, refunds), with Stripe's idempotency: a key seen before with the same
 * request answers the stored response again; with another request, 400 idempotency_error. Its books (intents,
 * captures, refunds) are what a crash test asks "did it happen exactly once?".
 *
 * `hold` can keep a request's answer back after the fake has acted on it, as when the network drops the answer of
 * a request Stripe did process: the caller never hears back, its retry must be answered from the idempotency key.
 */

export interface FakeRequest {
  method: string;
  path: string;
  key: string | null;
  params: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  description: string;
  payment_method: string;
  /** How many times the fake really captured (not replays). */
  captures: number;
}

interface PaymentMethod {
  id: string;
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  customer: string | null;
}

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  intents: Map<string, FakeIntent>;
  /** Requests whose answers are held back, in arrival order. */
  held: FakeRequest[];
  hold: ((request: FakeRequest) => boolean) | null;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(status: number, type: string, code: string, message: string, extra = {}): Answer {
  return { status, body: { error: { type, code, message, ...extra } } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const methods = new Map<string, PaymentMethod>();
  const intents = new Map<string, FakeIntent>();
  const replies = new Map<string, { fingerprint: string; answer: Answer }>();
  const sockets = new Set<Socket>();
  const heldResponses: ServerResponse[] = [];

  const publicMethod = (pm: PaymentMethod) => ({
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    billing_details: { name: pm.name, email: null, phone: null, address: null },
    card: { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year },
  });
  const publicIntent = (pi: FakeIntent) => {
    const { captures: _captures, ...rest } = pi;
    return { object: 'payment_intent', capture_method: 'manual', ...rest };
  };

  function act(r: FakeRequest): Answer {
    const p = r.params;
    if (r.method === 'POST' && r.path === '/v1/payment_methods') {
      const number = p['card[number]'] ?? '';
      const pm: PaymentMethod = {
        id: id('pm'),
        number,
        brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
        last4: number.slice(-4),
        exp_month: Number(p['card[exp_month]']),
        exp_year: Number(p['card[exp_year]']),
        name: p['billing_details[name]'] ?? null,
        customer: null,
      };
      methods.set(pm.id, pm);
      return { status: 200, body: publicMethod(pm) };
    }
    if (r.method === 'POST' && r.path === '/v1/customers') {
      const customer = id('cus');
      const pm = methods.get(p.payment_method ?? '');
      if (p.payment_method && !pm)
        return stripeError(400, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod');
      // As Stripe: a PaymentMethod belongs to one customer; attaching it to a second is refused.
      if (pm?.customer)
        return stripeError(
          400,
          'invalid_request_error',
          'payment_method_unexpected_state',
          'The payment method you provided has already been attached to a customer.',
        );
      if (pm) pm.customer = customer;
      return { status: 200, body: { id: customer, object: 'customer', name: p.name ?? null } };
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(r.path);
    if (r.method === 'GET' && pmMatch) {
      const pm = methods.get(pmMatch[1]!);
      return pm
        ? { status: 200, body: publicMethod(pm) }
        : stripeError(404, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod');
    }
    if (r.method === 'POST' && r.path === '/v1/payment_intents') {
      const pm = methods.get(p.payment_method ?? '');
      if (!pm) return stripeError(404, 'invalid_request_error', 'resource_missing', 'No such PaymentMethod');
      if (pm.number === '4000000000000002')
        return stripeError(402, 'card_error', 'card_declined', 'Your card was declined.', {
          decline_code: 'generic_decline',
        });
      if (pm.number === '4000000000009995')
        return stripeError(402, 'card_error', 'card_declined', 'Your card has insufficient funds.', {
          decline_code: 'insufficient_funds',
        });
      const amount = Number(p.amount);
      const pi: FakeIntent = {
        id: id('pi'),
        amount,
        currency: p.currency ?? 'usd',
        status: 'requires_capture',
        amount_capturable: amount,
        amount_received: 0,
        amount_refunded: 0,
        description: p.description ?? '',
        payment_method: pm.id,
        captures: 0,
      };
      intents.set(pi.id, pi);
      return { status: 200, body: publicIntent(pi) };
    }
    const piMatch = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(r.path);
    if (r.method === 'POST' && piMatch) {
      const pi = intents.get(piMatch[1]!);
      if (!pi) return stripeError(404, 'invalid_request_error', 'resource_missing', 'No such PaymentIntent');
      if (pi.status !== 'requires_capture')
        return stripeError(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${pi.status}`,
        );
      if (piMatch[2] === 'cancel') {
        pi.status = 'canceled';
        pi.amount_capturable = 0;
      } else {
        const amount = p.amount_to_capture ? Number(p.amount_to_capture) : pi.amount;
        if (amount > pi.amount_capturable)
          return stripeError(
            400,
            'invalid_request_error',
            'amount_too_large',
            'Amount to capture is too large',
          );
        pi.status = 'succeeded';
        pi.amount_received = amount;
        pi.amount_capturable = 0;
        pi.captures += 1;
      }
      return { status: 200, body: publicIntent(pi) };
    }
    if (r.method === 'POST' && r.path === '/v1/refunds') {
      const pi = intents.get(p.payment_intent ?? '');
      if (!pi) return stripeError(404, 'invalid_request_error', 'resource_missing', 'No such PaymentIntent');
      const amount = Number(p.amount ?? pi.amount_received - pi.amount_refunded);
      if (pi.status !== 'succeeded' || amount > pi.amount_received - pi.amount_refunded)
        return stripeError(400, 'invalid_request_error', 'amount_too_large', 'Refund amount is too large');
      pi.amount_refunded += amount;
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' },
      };
    }
    return stripeError(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${r.method} ${r.path})`,
    );
  }

  const fake: FakeStripe = {
    url: '',
    requests: [],
    intents,
    held: [],
    hold: null,
    close: async () => {
      for (const res of heldResponses) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const keyHeader = req.headers['idempotency-key'];
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      key: typeof keyHeader === 'string' ? keyHeader : null,
      params,
    };
    fake.requests.push(request);
    let answer: Answer;
    let replayed = false;
    const fingerprint = JSON.stringify([request.method, request.path, params]);
    const earlier = request.key && request.method === 'POST' ? replies.get(request.key) : undefined;
    if (earlier) {
      replayed = true;
      answer =
        earlier.fingerprint === fingerprint
          ? earlier.answer
          : stripeError(
              400,
              'idempotency_error',
              'idempotency_key_in_use',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
    } else {
      answer = act(request);
      if (request.key && request.method === 'POST') replies.set(request.key, { fingerprint, answer });
    }
    if (!replayed && fake.hold?.(request)) {
      // Acted on, answer lost: the caller waits until it gives up or dies.
      fake.held.push(request);
      heldResponses.push(res);
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * What Stripe.js does in the browser when the renter confirms Stripe's card field: POST /v1/payment_methods with the
 * publishable key (the number and CVC go from Stripe's iframe to Stripe, never to our gateway). Answers the
 * PaymentMethod id, the only card data the gateway then receives.
 */
export async function browserPaymentMethod(
  fake: Pick<FakeStripe, 'url'>,
  card: { number: string; name?: string | null; expMonth?: number; expYear?: number } = {
    number: '4242424242424242',
  },
): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.expMonth ?? 12),
    'card[exp_year]': String(card.expYear ?? new Date().getUTCFullYear() + 3),
    'card[cvc]': '123',
  });
  if (card.name !== null) form.set('billing_details[name]', card.name ?? 'Kim Renter');
  const res = await fetch(`${fake.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer pk_test_koala_fake',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  const body = (await res.json()) as { id?: string };
  if (!res.ok || !body.id) throw new Error(`the fake refused the card: ${JSON.stringify(body)}`);
  return body.id;
}
