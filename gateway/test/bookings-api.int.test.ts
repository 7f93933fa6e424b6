import { randomUUID } from 'node:crypto';
import { addDays, BookingMessages, bullPrefix, CardMessages, lateFeeCents, toIsoDate } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingJson, type ErrorJson, newKey } from './bookings-fixtures.js';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, countStatements, startStack, type TestStack } from './harness.js';

/**
 * The read side of bookings and the gateway's own checks, through REST and GraphQL against the running gateway:
 * who may see what (401/403/404), the request's validation (400), availability ranges, the allowed actions and
 * live amounts of each state, earnings, saved cards, reviews, disputes, and no N+1 on a list. Bookings are written
 * with SQL here (the flows through the worker have their own files), so every state can be set up exactly.
 */

let stack: TestStack;
let admin: Member;
let owner: Member;
let otherOwner: Member;
let renter: Member;
let stranger: Member;
let anon: Client;
let item: ItemJson;
let pairItem: ItemJson;
let otherItem: ItemJson;

const DAY_MS = 86_400_000;
const today = () => toIsoDate(new Date());
const day = (offset: number) => addDays(today(), offset);

function sql(text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

interface Row {
  item: ItemJson;
  renter: Member;
  status?: string;
  start?: number;
  end?: number;
  createdAgoMs?: number;
  dailyCents?: number;
  depositCents?: number;
  lateFeeCents?: number;
  payoutCents?: number;
  currency?: string;
  approvedAt?: Date | null;
  receivedDate?: Date | null;
  returnedAt?: Date | null;
  completedAt?: Date | null;
  paymentMethodId?: number | null;
}

/** A booking row as the worker would have left it in that state (amounts per spec §9). */
async function insertBooking(row: Row): Promise<number> {
  const start = day(row.start ?? 10);
  const end = day(row.end ?? (row.start ?? 10) + 2);
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  const daily = row.dailyCents ?? 4500;
  const rent = daily * days;
  const fee = Math.round(rent * 0.15);
  const [inserted] = await sql(
    `insert into bookings (item_id, renter_id, owner_id, status, payment_status, start_date, end_date, days, currency,
       daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, late_fee_cents, owner_payout_cents,
       single_unit, delivery_method, request_key, expires_at, approved_at, received_date, returned_at, completed_at,
       payment_method_id, created_at)
     values (?, ?, ?, ?, 'authorized', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, false, 'pickup', ?, ?, ?, ?, ?, ?, ?, ?)
     returning id`,
    [
      row.item.id,
      row.renter.id,
      row.item.ownerId,
      row.status ?? 'pending_approval',
      start,
      end,
      days,
      row.currency ?? String(row.item.currency ?? 'USD'),
      daily,
      rent,
      fee,
      rent + fee,
      row.depositCents ?? 30000,
      row.lateFeeCents ?? 0,
      row.payoutCents ?? 0,
      randomUUID(),
      new Date(Date.now() + 48 * 3600_000),
      row.approvedAt ?? null,
      row.receivedDate ?? null,
      row.returnedAt ?? null,
      row.completedAt ?? null,
      row.paymentMethodId ?? null,
      new Date(Date.now() - (row.createdAgoMs ?? 0)),
    ],
  );
  return Number(inserted!.id);
}

async function insertCard(member: Member, last4: string, removed = false): Promise<number> {
  const [row] = await sql(
    `insert into payment_methods (user_id, brand, last4, exp_month, exp_year, name_on_card, provider, provider_ref, removed_at)
     values (?, 'visa', ?, 12, 2034, 'Kim Renter', 'sandbox', ?, ?) returning id`,
    [member.id, last4, `sbx_pm_${randomUUID()}`, removed ? new Date() : null],
  );
  return Number(row!.id);
}

/** The BullMQ hash of the request command's job for this member and key (see commandJobId). */
function requestJobKey(member: Member, key: string): string {
  return `${bullPrefix(stack.config.REDIS_PREFIX)}:bookings:cmd-booking-request-${member.id}-${key}`;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
  [owner, otherOwner, renter, stranger] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
  anon = new Client(stack.baseUrl);
  item = await publicItem(stack, owner, admin, { title: 'Camping tent for four' });
  pairItem = await publicItem(stack, owner, admin, { title: 'Pair of kayaks', quantity: 2 });
  otherItem = await publicItem(stack, otherOwner, admin, { title: 'Cordless drill set', currency: 'EUR' });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const bookingPath = (id: number) => `/api/bookings/${id}`;

describe('who may see a booking', () => {
  it('answers 401 signed out, on every booking read and write', async () => {
    const id = await insertBooking({ item, renter });
    for (const [method, path] of [
      ['GET', '/api/bookings/as-renter'],
      ['GET', '/api/bookings/as-owner'],
      ['GET', '/api/bookings/earnings'],
      ['GET', bookingPath(id)],
      ['GET', `/api/users/${renter.id}/bookings`],
      ['GET', '/api/payment-methods'],
      ['PUT', `${bookingPath(id)}/approve`],
      ['PUT', `${bookingPath(id)}/received`],
    ] as const) {
      const res = await anon.request<ErrorJson>(method, path, method === 'PUT' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    for (const headers of [{ 'idempotency-key': newKey() }, {}] as Record<string, string>[]) {
      const post = await anon.request<ErrorJson>('POST', '/api/bookings', { itemId: 'x' }, headers);
      expect(post.status).toBe(401);
    }
  });

  it('shows the booking to its renter, its owner and admins, each with their role; 404 to anyone else', async () => {
    const id = await insertBooking({ item, renter, status: 'approved', approvedAt: new Date() });
    const asRenter = await renter.client.request<BookingJson>('GET', bookingPath(id));
    expect(asRenter.status).toBe(200);
    expect(asRenter.body).toMatchObject({
      id,
      itemId: item.id,
      item: { id: item.id, title: 'Camping tent for four', images: item.images, ownerId: owner.id },
      owner: { id: owner.id, fullName: 'Test Person', profileImage: null },
      renter: { id: renter.id },
      status: 'approved',
      paymentStatus: 'authorized',
      totalPrice: 155.25,
      rentPrice: 135,
      serviceFee: 20.25,
      securityDeposit: 300,
      days: 3,
      startDate: day(10),
      endDate: day(12),
      deliveryMethod: 'pickup',
      rentalMessage: null,
      ownerNotes: null,
      receivedDate: null,
      viewerRole: 'renter',
    });
    expect(Date.parse(String(asRenter.body.createdAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await owner.client.request<BookingJson>('GET', bookingPath(id))).body.viewerRole).toBe('owner');
    expect((await admin.client.request<BookingJson>('GET', bookingPath(id))).body.viewerRole).toBe('admin');
    for (const path of [bookingPath(id), bookingPath(999_999), '/api/bookings/abc']) {
      const res = await stranger.client.request<ErrorJson>('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Booking not found');
    }
    const gql = await stranger.client.graphql(`{ booking(id: ${id}) { id } }`);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("lists the renter's and the owner's bookings newest first; a member's bookings only to themself", async () => {
    const older = await insertBooking({ item: otherItem, renter, createdAgoMs: 5_000, start: 40 });
    const newer = await insertBooking({ item: otherItem, renter, start: 45 });
    const mine = await renter.client.request<BookingJson[]>('GET', '/api/bookings/as-renter');
    expect(mine.status).toBe(200);
    const ids = mine.body.map((b) => b.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(mine.body.every((b) => b.renter.id === renter.id && b.viewerRole === 'renter')).toBe(true);
    const incoming = await otherOwner.client.request<BookingJson[]>('GET', '/api/bookings/as-owner');
    expect(incoming.body.map((b) => b.id)).toEqual([newer, older]);
    expect(incoming.body[0]).toMatchObject({ viewerRole: 'owner', currency: 'EUR' });

    const own = await renter.client.request<BookingJson[]>('GET', `/api/users/${renter.id}/bookings`);
    expect(own.status).toBe(200);
    expect(own.body.map((b) => b.id)).toEqual(ids);
    const other = await stranger.client.request<ErrorJson>('GET', `/api/users/${renter.id}/bookings`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    const viaGraphql = await renter.client.graphql<{ myBookings: { id: number }[] }>('{ myBookings { id } }');
    expect(viaGraphql.body.data?.myBookings.map((b) => b.id)).toEqual(ids);
  });

  it('keeps a booking whose listing was deleted, with no item', async () => {
    const gone = await publicItem(stack, owner, admin, { title: 'Soon deleted' });
    const id = await insertBooking({ item: gone, renter, status: 'completed', completedAt: new Date() });
    await sql('update bookings set item_id = null where id = ?', [id]);
    const res = await renter.client.request<BookingJson>('GET', bookingPath(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ itemId: null, item: null, owner: { id: owner.id } });
  });
});

describe('who may act', () => {
  it('refuses a transition to the wrong party with 403, a stranger with 404, before anything is enqueued', async () => {
    const id = await insertBooking({ item, renter, start: 20 });
    const renterApproves = await renter.client.request<ErrorJson>('PUT', `${bookingPath(id)}/approve`, {});
    expect(renterApproves.status).toBe(403);
    expect(renterApproves.body.message).toBe('Only the owner can do that.');
    const ownerReceives = await owner.client.request<ErrorJson>('PUT', `${bookingPath(id)}/received`, {});
    expect(ownerReceives.status).toBe(403);
    const adminCancels = await admin.client.request<ErrorJson>('PUT', `${bookingPath(id)}/cancel`, {});
    expect(adminCancels.status).toBe(403);
    const ownerDecides = await owner.client.request<ErrorJson>('PUT', `/api/admin/bookings/${id}/claim`, {
      ownerAmount: 10,
    });
    expect(ownerDecides.status).toBe(403);
    for (const path of [
      `${bookingPath(id)}/approve`,
      `${bookingPath(id)}/cancel`,
      '/api/bookings/0/approve',
    ]) {
      const res = await stranger.client.request<ErrorJson>('PUT', path, {});
      expect(res.status, path).toBe(404);
    }
    const review = await stranger.client.request<ErrorJson>('POST', '/api/reviews', {
      bookingId: id,
      rating: 5,
    });
    expect(review.status).toBe(404);
    const gql = await renter.client.graphql(`mutation { approveBooking(bookingId: ${id}) { id } }`);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await sql('select status from bookings where id = ?', [id]);
    expect(row!.status).toBe('pending_approval');
  });

  it("answers the owner's missing rejection reason and a non-boolean claim answer with 400", async () => {
    const id = await insertBooking({ item, renter, start: 22 });
    const reject = await owner.client.request<ErrorJson>('PUT', `${bookingPath(id)}/reject`, {});
    expect(reject.status).toBe(400);
    expect(reject.body.fieldErrors?.reason).toBe(BookingMessages.reasonRequired);
    const respond = await renter.client.request<ErrorJson>('PUT', `${bookingPath(id)}/respond-to-claim`, {
      accept: 'yes',
    });
    expect(respond.status).toBe(400);
    expect(respond.body.fieldErrors?.accept).toBe('accept must be true or false');
  });
});

describe('POST /api/bookings validation', () => {
  const valid = () => ({
    itemId: item.id,
    startDate: day(30),
    endDate: day(31),
    totalPrice: 103.5,
    deliveryOption: 'pickup',
    message: 'Hello',
    paymentMethod: {
      cardNumber: '4242 4242 4242 4242',
      nameOnCard: 'Kim Renter',
      expiryDate: '12/34',
      cvv: '123',
    },
  });

  async function post(body: unknown, key: string | null = newKey()) {
    return renter.client.request<ErrorJson>(
      'POST',
      '/api/bookings',
      body,
      key ? { 'idempotency-key': key } : {},
    );
  }

  it('requires the Idempotency-Key header', async () => {
    const res = await post(valid(), null);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.idempotencyKey).toBe(
      'An idempotency key is required (REST: the Idempotency-Key header)',
    );
    const bad = await post(valid(), 'short');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.idempotencyKey).toMatch(/idempotency key/);
  });

  it("answers the spec's messages for missing dates and a missing payment method", async () => {
    const noDates = await post({ ...valid(), startDate: undefined, endDate: undefined });
    expect(noDates.status).toBe(400);
    expect(noDates.body.fieldErrors).toMatchObject({
      startDate: BookingMessages.datesRequired,
      endDate: BookingMessages.datesRequired,
    });
    const noItem = await post({ ...valid(), itemId: 'tent' });
    expect(noItem.status).toBe(400);
    expect(noItem.body.fieldErrors).toEqual({ itemId: 'itemId must be the id of an item' });
    const noPayment = await post({ ...valid(), paymentMethod: undefined });
    expect(noPayment.status).toBe(400);
    expect(noPayment.body).toMatchObject({
      message: BookingMessages.paymentRequired,
      fieldErrors: { paymentMethod: BookingMessages.paymentRequired },
    });
  });

  it('answers every card field and request field message at once', async () => {
    const res = await post({
      ...valid(),
      deliveryOption: 'delivery',
      endDate: day(29),
      paymentMethod: { cardNumber: '4242 4242 4242 4241', nameOnCard: '', expiryDate: '01/20', cvv: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      endDate: BookingMessages.endBeforeStart,
      deliveryAddress: BookingMessages.addressRequired,
      cardNumber: CardMessages.cardNumber,
      nameOnCard: CardMessages.nameOnCard,
      expiryDate: CardMessages.expired,
      cvv: CardMessages.cvv,
    });
  });

  it("refuses a saved card that is not the renter's, or was removed, without touching the provider", async () => {
    const strangers = await insertCard(stranger, '1111');
    const removed = await insertCard(renter, '2222', true);
    const [before] = await sql('select count(*)::int as n from sandbox_cards');
    for (const id of [strangers, removed, 999_999]) {
      const key = newKey('saved');
      const res = await post({ ...valid(), paymentMethod: id }, key);
      expect(res.status, String(id)).toBe(400);
      expect(res.body.fieldErrors?.paymentMethod).toBe(
        'This payment method is not available. Please choose another.',
      );
      // Refused by the worker, in the read that locks the item (the gateway spends no statement on it for every
      // request that names a good card): the refusal is the key's answer, and a replay gets it again.
      expect(await stack.gateway.deps.redis.exists(requestJobKey(renter, key))).toBe(1);
      const replay = await post({ ...valid(), paymentMethod: id }, key);
      expect({ status: replay.status, body: { ...replay.body, requestId: '' } }).toEqual({
        status: res.status,
        body: { ...res.body, requestId: '' },
      });
    }
    const [after] = await sql('select count(*)::int as n from sandbox_cards');
    expect(after!.n).toBe(before!.n);
    const viaGraphql = await renter.client.graphql(
      `mutation ($input: BookingRequestInput!) { requestBooking(input: $input, idempotencyKey: "${newKey()}") { id } }`,
      {
        input: {
          itemId: item.id,
          startDate: day(30),
          endDate: day(31),
          totalPrice: 103.5,
          deliveryOption: 'pickup',
          paymentMethodId: strangers,
        },
      },
    );
    expect(viaGraphql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { paymentMethod: 'This payment method is not available. Please choose another.' },
    });
  });

  it('answers a request paid with a saved card without a statement of its own', async () => {
    const first = await post({ ...valid(), startDate: day(50), endDate: day(51) });
    expect(first.status).toBe(200);
    const [saved] = await sql(
      'select id from payment_methods where user_id = ? and removed_at is null order by id desc limit 1',
      [renter.id],
    );
    let second: Awaited<ReturnType<typeof post>> | undefined;
    const statements = await countStatements(stack, async () => {
      second = await post({ ...valid(), startDate: day(52), endDate: day(53), paymentMethod: saved!.id });
    });
    expect(second?.status, JSON.stringify(second?.body)).toBe(200);
    // The worker checks the card in the read that locks the item, and answers the booking as it wrote it.
    expect(statements, statements.join('\n')).toEqual([]);
  });

  it('refuses a saved card and a new card together', async () => {
    const res = await renter.client.graphql(
      `mutation ($input: BookingRequestInput!) { requestBooking(input: $input, idempotencyKey: "${newKey()}") { id } }`,
      {
        input: {
          itemId: item.id,
          startDate: day(30),
          endDate: day(31),
          totalPrice: 103.5,
          deliveryOption: 'pickup',
          paymentMethodId: 1,
          card: valid().paymentMethod,
        },
      },
    );
    expect(res.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      paymentMethod: 'Choose a saved payment method or a new card, not both.',
    });
  });
});

describe('GET /api/items/{id}/availability', () => {
  it('answers the inclusive ranges on which every unit is taken, merging adjacent days, from today on', async () => {
    // Quantity 2: two active bookings must overlap for a day to be full; a cancelled one never counts.
    await insertBooking({ item: pairItem, renter, status: 'approved', start: 2, end: 5 });
    await insertBooking({ item: pairItem, renter, status: 'pending_approval', start: 4, end: 8 });
    await insertBooking({ item: pairItem, renter, status: 'cancelled', start: 5, end: 6 });
    // Days 10 and 11 are full through different pairs of bookings: one range.
    await insertBooking({ item: pairItem, renter, status: 'with_renter', start: 10, end: 10 });
    await insertBooking({ item: pairItem, renter, status: 'awaiting_pickup', start: 10, end: 11 });
    await insertBooking({ item: pairItem, renter, status: 'in_transit', start: 11, end: 12 });
    // Completed and past bookings hold nothing from today on.
    await insertBooking({ item: pairItem, renter, status: 'completed', start: 20, end: 21 });
    await insertBooking({ item: pairItem, renter, status: 'completed', start: 20, end: 21 });
    await insertBooking({ item: pairItem, renter, status: 'with_renter', start: -9, end: -5 });
    await insertBooking({ item: pairItem, renter, status: 'with_renter', start: -9, end: -5 });
    const res = await anon.request<{ startDate: string; endDate: string }[]>(
      'GET',
      `/api/items/${pairItem.id}/availability`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { startDate: day(4), endDate: day(5) },
      { startDate: day(10), endDate: day(11) },
    ]);

    // A booking that began in the past and is still out reaches into today: the range starts at yesterday (UTC).
    await insertBooking({ item, renter, status: 'with_renter', start: -3, end: 1 });
    await insertBooking({ item, renter, status: 'approved', start: 2, end: 3 });
    const single = await anon.graphql<{ itemAvailability: { startDate: string; endDate: string }[] }>(
      `{ itemAvailability(itemId: ${item.id}) { startDate endDate } }`,
    );
    expect(single.body.data?.itemAvailability[0]).toEqual({ startDate: day(-1), endDate: day(3) });
  });

  it('answers 404 for an item nobody may see', async () => {
    expect((await anon.request('GET', '/api/items/999999/availability')).status).toBe(404);
    expect((await anon.request('GET', '/api/items/xyz/availability')).status).toBe(404);
  });
});

describe('allowed actions and live amounts', () => {
  async function view(member: Member, id: number) {
    const res = await member.client.request<BookingJson>('GET', bookingPath(id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('offers each side what ARCHITECTURE §4 lets it do in each state', async () => {
    const now = Date.now();
    const cases: { row: Partial<Row>; renter: string[]; owner: string[] }[] = [
      { row: { status: 'pending_approval' }, renter: ['cancel'], owner: ['approve', 'reject', 'cancel'] },
      {
        row: { status: 'approved', approvedAt: new Date() },
        renter: ['cancel', 'received'],
        owner: ['cancel', 'readyForPickup', 'shipped'],
      },
      { row: { status: 'awaiting_pickup' }, renter: ['cancel', 'received'], owner: ['cancel'] },
      { row: { status: 'in_transit' }, renter: ['received'], owner: [] },
      { row: { status: 'with_renter', receivedDate: new Date() }, renter: ['returned'], owner: [] },
      {
        row: { status: 'returned', returnedAt: new Date() },
        renter: [],
        owner: ['confirmCondition', 'reportDamage'],
      },
      // Past the 3-day window only the condition check is left.
      {
        row: { status: 'returned', returnedAt: new Date(now - 4 * DAY_MS) },
        renter: [],
        owner: ['confirmCondition'],
      },
      // A late fee that ate the whole deposit leaves nothing to claim.
      {
        row: { status: 'returned', returnedAt: new Date(), depositCents: 9000, lateFeeCents: 9000 },
        renter: [],
        owner: ['confirmCondition'],
      },
      { row: { status: 'completed', completedAt: new Date() }, renter: ['review'], owner: ['review'] },
      { row: { status: 'completed', completedAt: new Date(now - 15 * DAY_MS) }, renter: [], owner: [] },
      { row: { status: 'rejected' }, renter: [], owner: [] },
      { row: { status: 'cancelled' }, renter: [], owner: [] },
    ];
    for (const [i, c] of cases.entries()) {
      const id = await insertBooking({ item: otherItem, renter, start: 100 + i * 5, ...c.row });
      expect((await view(renter, id)).allowedActions, `renter, ${c.row.status} #${i}`).toEqual(c.renter);
      const asOwner = await otherOwner.client.request<BookingJson>('GET', bookingPath(id));
      expect(asOwner.body.allowedActions, `owner, ${c.row.status} #${i}`).toEqual(c.owner);
      expect((await view(admin, id)).allowedActions).toEqual([]);
    }
  });

  it('follows the claim: the renter answers an open one, an admin decides a disputed one, nobody confirms', async () => {
    const id = await insertBooking({ item, renter, status: 'returned', returnedAt: new Date(), start: 60 });
    await sql(
      `insert into damage_claims (booking_id, amount_cents, reason, photos, status, respond_by)
       values (?, 5000, 'Torn fly sheet', '["/uploads/a.jpg"]', 'open', now() + interval '72 hours')`,
      [id],
    );
    const asRenter = await view(renter, id);
    expect(asRenter.allowedActions).toEqual(['respondToClaim']);
    expect(asRenter.damageClaim).toMatchObject({ amount: 50, status: 'open', ownerAmount: null });
    expect((await view(owner, id)).allowedActions).toEqual([]);
    await sql(`update damage_claims set status = 'disputed' where booking_id = ?`, [id]);
    expect((await view(renter, id)).allowedActions).toEqual([]);
    expect((await view(admin, id)).allowedActions).toEqual(['resolveClaim']);

    const disputes = await admin.client.request<BookingJson[]>('GET', '/api/admin/disputes');
    expect(disputes.status).toBe(200);
    expect(disputes.body.map((b) => b.id)).toContain(id);
    expect((await renter.client.request('GET', '/api/admin/disputes')).status).toBe(403);
  });

  it("accrues the late fee while the item is out past its end date, and says it's overdue", async () => {
    const id = await insertBooking({
      item,
      renter,
      status: 'with_renter',
      start: -6,
      end: -3,
      receivedDate: new Date(Date.now() - 6 * DAY_MS),
    });
    const b = await view(renter, id);
    expect(b.overdue).toBe(true);
    expect(b.lateFee).toBe(lateFeeCents(day(-3), new Date(), 4500) / 100);
    expect(b.lateFee).toBeGreaterThanOrEqual(90);
    // Once returned, the fee fixed at the return is shown.
    await sql(
      `update bookings set status = 'returned', returned_at = now(), late_fee_cents = 13500 where id = ?`,
      [id],
    );
    expect(await view(renter, id)).toMatchObject({ overdue: false, lateFee: 135 });
  });

  it('tells the renter what cancelling now would give back, per the policy; nobody else', async () => {
    const pending = await insertBooking({ item: otherItem, renter, start: 200 });
    expect((await view(renter, pending)).cancellationRefund).toBe(155.25);
    expect((await view(otherOwner, pending)).cancellationRefund).toBeNull();
    const early = await insertBooking({ item: otherItem, renter, status: 'approved', start: 205 });
    expect((await view(renter, early)).cancellationRefund).toBe(135);
    const late = await insertBooking({ item: otherItem, renter, status: 'approved', start: 1, end: 2 });
    expect((await view(renter, late)).cancellationRefund).toBe(45);
    const out = await insertBooking({ item: otherItem, renter, status: 'with_renter', start: 0, end: 1 });
    expect((await view(renter, out)).cancellationRefund).toBeNull();
  });

  it('shows the renter their own review, even hidden, and the review deadline', async () => {
    const completedAt = new Date(Date.now() - DAY_MS);
    const id = await insertBooking({ item, renter, status: 'completed', completedAt, start: 70 });
    await sql(
      `insert into reviews (booking_id, direction, author_id, subject_id, item_id, rating, comment)
       values (?, 'renter_to_owner', ?, ?, ?, 4, 'Great tent')`,
      [id, renter.id, owner.id, item.id],
    );
    const b = await view(renter, id);
    expect(b.myReview).toMatchObject({ rating: 4, comment: 'Great tent', direction: 'renter_to_owner' });
    expect(b.allowedActions).toEqual([]);
    expect(b.reviewDeadline).toBe(new Date(completedAt.getTime() + 14 * DAY_MS).toISOString());
    const asOwner = await view(owner, id);
    expect(asOwner.myReview).toBeNull();
    expect(asOwner.allowedActions).toEqual(['review']);
  });
});

describe('earnings, saved cards and reviews', () => {
  it("sums an owner's completed payouts per currency, newest first", async () => {
    const earner = await signedInMember(stack);
    const usd = await publicItem(stack, earner, admin, { title: 'Stand-up paddle board' });
    const aud = await publicItem(stack, earner, admin, { title: 'Roof box', currency: 'AUD' });
    const a = await insertBooking({
      item: usd,
      renter,
      status: 'completed',
      completedAt: new Date(Date.now() - 2 * DAY_MS),
      payoutCents: 13500,
    });
    const b = await insertBooking({
      item: aud,
      renter,
      status: 'completed',
      completedAt: new Date(),
      payoutCents: 4000,
      currency: 'AUD',
    });
    const c = await insertBooking({
      item: usd,
      renter,
      status: 'completed',
      completedAt: new Date(Date.now() - DAY_MS),
      payoutCents: 9050,
    });
    await insertBooking({ item: usd, renter, status: 'with_renter' });
    const res = await earner.client.request<{
      totals: { amount: number; currency: string }[];
      lines: { bookingId: number; amount: number; itemTitle: string | null }[];
    }>('GET', '/api/bookings/earnings');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual([
      { amount: 40, currency: 'AUD' },
      { amount: 225.5, currency: 'USD' },
    ]);
    expect(res.body.lines.map((l) => l.bookingId)).toEqual([b, c, a]);
    expect(res.body.lines[2]).toMatchObject({ amount: 135, itemTitle: 'Stand-up paddle board' });
  });

  it('lists the member’s saved cards and removes one of theirs, never another’s', async () => {
    const member = await signedInMember(stack);
    const first = await insertCard(member, '4242');
    const second = await insertCard(member, '5555');
    await insertCard(member, '0000', true);
    const list = await member.client.request<{ id: number; last4: string }[]>('GET', '/api/payment-methods');
    expect(list.status).toBe(200);
    expect(list.body.map((m) => m.last4).sort()).toEqual(['4242', '5555']);
    expect(Object.keys(list.body[0]!).sort()).toEqual([
      'brand',
      'expMonth',
      'expYear',
      'id',
      'last4',
      'nameOnCard',
    ]);
    expect((await stranger.client.request('DELETE', `/api/payment-methods/${first}`)).status).toBe(404);
    const removed = await member.client.request('DELETE', `/api/payment-methods/${first}`);
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await member.client.request('DELETE', `/api/payment-methods/${first}`)).status).toBe(404);
    const after = await member.client.graphql<{ myPaymentMethods: { id: number }[] }>(
      '{ myPaymentMethods { id } }',
    );
    expect(after.body.data?.myPaymentMethods.map((m) => m.id)).toEqual([second]);
  });

  it('lists published reviews of an item and of a member, newest first, never hidden ones', async () => {
    const reviewer = await signedInMember(stack);
    const id1 = await insertBooking({
      item: otherItem,
      renter: reviewer,
      status: 'completed',
      completedAt: new Date(),
    });
    const id2 = await insertBooking({
      item: otherItem,
      renter: reviewer,
      status: 'completed',
      completedAt: new Date(),
    });
    const insertReview = (bookingId: number, rating: number, published: boolean, agoMs: number) =>
      sql(
        `insert into reviews (booking_id, direction, author_id, subject_id, item_id, rating, comment, published_at, created_at)
         values (?, 'renter_to_owner', ?, ?, ?, ?, 'Solid drill', ?, ?)`,
        [
          bookingId,
          reviewer.id,
          otherOwner.id,
          otherItem.id,
          rating,
          published ? new Date() : null,
          new Date(Date.now() - agoMs),
        ],
      );
    await insertReview(id1, 5, true, 10_000);
    await insertReview(id2, 3, true, 0);
    const hiddenBooking = await insertBooking({
      item: otherItem,
      renter: stranger,
      status: 'completed',
      completedAt: new Date(),
    });
    await sql(
      `insert into reviews (booking_id, direction, author_id, subject_id, item_id, rating, comment)
       values (?, 'renter_to_owner', ?, ?, ?, 1, 'Hidden')`,
      [hiddenBooking, stranger.id, otherOwner.id, otherItem.id],
    );
    const res = await anon.request<{ rating: number; author: { id: number; username: string } }[]>(
      'GET',
      `/api/items/${otherItem.id}/reviews`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.rating)).toEqual([3, 5]);
    expect(res.body[0]!.author).toMatchObject({ id: reviewer.id, username: reviewer.username });
    const about = await anon.request<{ rating: number }[]>('GET', `/api/users/${otherOwner.id}/reviews`);
    expect(about.body.map((r) => r.rating)).toEqual([3, 5]);
    expect((await anon.request('GET', '/api/users/999999/reviews')).status).toBe(404);
    expect((await anon.request('GET', '/api/items/999999/reviews')).status).toBe(404);
  });
});

describe('no N+1', () => {
  it('answers a 20-booking list with parties, claims, reviews and cards in a fixed handful of statements', async () => {
    const lister = await signedInMember(stack);
    const items = [item, otherItem, pairItem];
    for (let i = 0; i < 20; i++) {
      const cardId = await insertCard(lister, String(1000 + i));
      const status = ['returned', 'completed', 'approved', 'with_renter'][i % 4]!;
      const id = await insertBooking({
        item: items[i % items.length]!,
        renter: lister,
        status,
        start: 300 + i * 4,
        returnedAt: status === 'returned' ? new Date() : null,
        completedAt: status === 'completed' ? new Date() : null,
        paymentMethodId: cardId,
      });
      if (i % 4 === 0)
        await sql(
          `insert into damage_claims (booking_id, amount_cents, reason, photos, respond_by) values (?, 1000, 'Scratch', '[]', now() + interval '1 day')`,
          [id],
        );
    }
    await lister.client.request('GET', '/api/auth/me');
    let list: BookingJson[] = [];
    const statements = await countStatements(stack, async () => {
      const res = await lister.client.request<BookingJson[]>('GET', '/api/bookings/as-renter');
      expect(res.status).toBe(200);
      list = res.body;
    });
    expect(list).toHaveLength(20);
    expect(list.every((b) => b.owner.id && b.renter.id === lister.id && b.paymentMethod)).toBe(true);
    expect(list.filter((b) => b.damageClaim).length).toBe(5);
    // Bookings (items joined), parties, claims, reviews, payment methods.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);

    const viaGraphql = await countStatements(stack, async () => {
      const res = await lister.client.graphql<{ myBookings: BookingJson[] }>(
        '{ myBookings { id item { title } owner { username } renter { id } allowedActions damageClaim { status } myReview { id } paymentMethod { last4 } } }',
      );
      expect(res.body.data?.myBookings).toHaveLength(20);
    });
    expect(viaGraphql.length, viaGraphql.join('\n')).toBeLessThanOrEqual(5);
  });
});
