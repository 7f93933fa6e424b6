import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, localIsoDate, quoteRental, rentalDays } from '@koalarent/core/contracts';
import { type APIRequestContext, request } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { baseUrl, LOAD_TIMEOUT, uniqueSuffix } from './browser';

/**
 * Fixtures for the booking journey, made only through the app's real API (REST shims over the same commands the
 * screens call): members registered and verified by their e-mail, items listed and approved, and rentals taken
 * through every transition to completion and reviewed. Nothing is written to the database behind the app's back.
 */

/** The password of every member `registerMember` makes. */
export const MEMBER_PASSWORD = 'Eucalyptus!42';
/** The password every seeded demo member (mia@, olivia@, … @koalarent.test) signs in with. */
export const DEMO_PASSWORD = 'KoalaDemo!2024';
/** The seeded demo admin, who approves listings and decides disputes. */
export const ADMIN_EMAIL = 'admin@koalarent.test';
export const ADMIN_PASSWORD = 'KoalaAdmin!2024';

export interface Member {
  id: number;
  email: string;
  username: string;
  fullName: string;
  /** A signed-in API session (the session cookie, with the Origin the gateway's CSRF check wants). */
  api: APIRequestContext;
}

/** A member registered and verified, but with no session of their own yet. */
export type RegisteredMember = Omit<Member, 'api'>;

export interface ListedItem {
  id: number;
  title: string;
  pricePerDay: number;
  deposit: number;
}

/**
 * A fresh API context for the app: requests go to the gateway with the Origin its CSRF check wants. Not signed in;
 * the caller disposes it.
 */
export function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
}

/**
 * A signed-in API session of an existing member (a seeded demo member unless `password` says otherwise), with the
 * member's id, for fixtures made as that member and for paths that name them. The caller disposes `api`.
 */
export async function apiSession(
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ api: APIRequestContext; userId: number }> {
  const api = await apiContext();
  const login = await api.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { id } = (await login.json()) as { id: number };
  return { api, userId: id };
}

/** The demo admin's API session (listings are approved and disputes decided through it). The caller disposes it. */
export async function adminSession(): Promise<APIRequestContext> {
  const api = await apiContext();
  const login = await api.post('/api/auth/admin/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

interface MailboxEntry {
  to: string;
  links: string[];
}

/** Waits for the verification e-mail to `email` in the app's local mailbox folder and returns its token. */
async function verificationToken(email: string): Promise<string> {
  const dir = inject('mailboxDir');
  const deadline = Date.now() + LOAD_TIMEOUT * 2;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as MailboxEntry;
      if (mail.to !== email) continue;
      const link = mail.links.find((l) => l.includes('/verify-email?token='));
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`No verification e-mail to ${email} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers a new member and verifies them through the link in their e-mail, all on `api` (left signed out). */
async function registerVerified(
  api: APIRequestContext,
  fullName: string,
  tag: string,
): Promise<RegisteredMember> {
  const suffix = uniqueSuffix();
  const username = `${tag}_${suffix}`;
  const email = `${tag}.${suffix}@example.test`;
  const registered = await api.post('/api/auth/register', {
    data: { fullName, username, email, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { id } = (await registered.json()) as { id: number };
  const verified = await api.post('/api/auth/verify-email', {
    data: { token: await verificationToken(email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id, email, username, fullName };
}

/**
 * A brand-new member (so their rank, rating and rentals are only what the test gives them): registered, verified
 * through the link in their e-mail, and signed in to an API session.
 */
export async function registerMember(fullName: string, tag: string): Promise<Member> {
  const api = await apiContext();
  const member = await registerVerified(api, fullName, tag);
  const login = await api.post('/api/auth/login', {
    data: { email: member.email, password: MEMBER_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { ...member, api };
}

/**
 * A brand-new member, registered and verified like `registerMember`'s, but never signed in: for tests that watch
 * a member's logins (the admin's Tracking tab), where an API login of the fixture's own would show up.
 */
export async function registerSignedOutMember(fullName: string, tag: string): Promise<RegisteredMember> {
  const api = await apiContext();
  try {
    return await registerVerified(api, fullName, tag);
  } finally {
    await api.dispose();
  }
}

/** A one-colour 640×480 JPEG uploaded by the member; returns the URL a listing or a damage report refers to. */
export async function uploadPhoto(
  api: APIRequestContext,
  colour: string,
  fileName = 'item.jpg',
): Promise<string> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const upload = await api.post('/api/uploads', {
    multipart: { image: { name: fileName, mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { url: string }).url;
}

/** What `listApprovedItem` lists; the optional fields default to a generic outdoor item in Byron Bay. */
export interface ItemToList {
  title: string;
  pricePerDay: number;
  deposit: number;
  /** The photo's one colour (a different one per file keeps screenshots of failures telling). */
  colour: string;
  description?: string;
  category?: string;
  location?: string;
  /** The uploaded photo's file name. */
  fileName?: string;
  /** The owner's "Instant book for trusted renters" switch (issue 23 §5); off unless given. */
  instantBook?: boolean;
}

/**
 * A fresh USD item (quantity 1) listed by the owner through the API and approved by the admin, so a test has an
 * item whose calendar and bookings are its own. `owner` is any signed-in session (a `Member` or an `apiSession`).
 */
export async function listApprovedItem(
  owner: { api: APIRequestContext },
  options: ItemToList,
): Promise<ListedItem> {
  const url = await uploadPhoto(owner.api, options.colour, options.fileName);
  const created = await owner.api.post('/api/items', {
    data: {
      title: options.title,
      description:
        options.description ??
        'Well looked after and ready to go, with everything you need packed in its carry bag.',
      category: options.category ?? 'Outdoor',
      currency: 'USD',
      pricePerDay: options.pricePerDay,
      securityDeposit: options.deposit,
      location: options.location ?? 'Byron Bay, NSW',
      quantity: 1,
      images: [url],
      availability: true,
      instantBook: options.instantBook ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const admin = await adminSession();
  try {
    const decision = await admin.put(`/api/admin/items/${id}`, { data: { approvalStatus: 'approved' } });
    expect(decision.status(), await decision.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return { id, title: options.title, pricePerDay: options.pricePerDay, deposit: options.deposit };
}

/** A day `offset` days after the browser's (and this machine's) today, as 'yyyy-mm-dd'. */
export function dayFromToday(offset: number): string {
  return addDays(localIsoDate(new Date()), offset);
}

/**
 * The renter's rental request through REST (spec §3 payload: a new sandbox success card, an Idempotency-Key
 * header), priced from the item as the wizard would. Checks the booking waits for the owner's approval and
 * returns its id. `delivery` asks for delivery to that address instead of pickup.
 */
export async function requestBooking(
  renter: { api: APIRequestContext },
  args: {
    item: Pick<ListedItem, 'id' | 'pricePerDay' | 'deposit'>;
    startDate: string;
    endDate: string;
    nameOnCard: string;
    /** Tells the requests of one file apart in the server's idempotency store. */
    idempotencyPrefix: string;
    message?: string | null;
    delivery?: { address: string };
  },
): Promise<number> {
  const { item, startDate, endDate } = args;
  const quote = quoteRental(item.pricePerDay * 100, item.deposit * 100, rentalDays(startDate, endDate));
  const res = await renter.api.post('/api/bookings', {
    headers: { 'Idempotency-Key': `${args.idempotencyPrefix}-${uniqueSuffix()}` },
    data: {
      itemId: item.id,
      startDate,
      endDate,
      totalPrice: quote.totalCents / 100,
      deliveryOption: args.delivery ? 'delivery' : 'pickup',
      deliveryAddress: args.delivery?.address ?? null,
      message: args.message ?? null,
      paymentMethod: {
        cardNumber: '4242 4242 4242 4242',
        nameOnCard: args.nameOnCard,
        expiryDate: '12/34',
        cvv: '123',
      },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const booking = (await res.json()) as { id: number; status: string };
  expect(booking.status).toBe('pending_approval');
  return booking.id;
}

/** The booking's status as the API tells `api`'s member (renter or owner). */
export async function bookingStatus(api: APIRequestContext, bookingId: number): Promise<string> {
  const res = await api.get(`/api/bookings/${bookingId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

async function put(member: Member, bookingId: number, action: string, data: object = {}): Promise<void> {
  const res = await member.api.put(`/api/bookings/${bookingId}/${action}`, { data });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
}

async function review(member: Member, bookingId: number, rating: number, comment: string): Promise<void> {
  const res = await member.api.post('/api/reviews', {
    headers: { 'Idempotency-Key': `journey-review-${uniqueSuffix()}` },
    data: { bookingId, rating, comment },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * One whole rental through the API, as the screens would drive it: the renter requests (success card), the owner
 * approves, the renter receives and returns, the owner confirms the condition (completed), and both review — the
 * owner rating the renter `ownerRating` stars — so both reviews are published.
 */
export async function completedReviewedRental(args: {
  renter: Member;
  owner: Member;
  item: ListedItem;
  startDate: string;
  endDate: string;
  ownerRating: number;
  renterRating: number;
}): Promise<number> {
  const { renter, owner, item, startDate, endDate } = args;
  const id = await requestBooking(renter, {
    item,
    startDate,
    endDate,
    nameOnCard: renter.fullName,
    idempotencyPrefix: 'journey-prior',
  });
  await put(owner, id, 'approve');
  await put(renter, id, 'received');
  await put(renter, id, 'returned', { notes: 'All packed back as it came.' });
  await put(owner, id, 'confirm-condition');
  await review(owner, id, args.ownerRating, 'Returned on time.');
  await review(renter, id, args.renterRating, 'Easy hand-over.');
  expect(await bookingStatus(renter.api, id)).toBe('completed');
  return id;
}

/**
 * A renter instant book trusts (issue 23 §5, the default thresholds): a verified member with three completed
 * rentals of `owner`'s `item`, each rated five stars by the owner — made through the API as `completedReviewedRental`
 * makes one, never written into the database. `firstOffset` is the first rental's start, days from today; the three
 * take two days each, three days apart.
 */
export async function trustedRenter(args: {
  fullName: string;
  tag: string;
  owner: Member;
  item: ListedItem;
  firstOffset: number;
}): Promise<Member> {
  const renter = await registerMember(args.fullName, args.tag);
  for (const n of [0, 1, 2]) {
    const start = args.firstOffset + n * 3;
    await completedReviewedRental({
      renter,
      owner: args.owner,
      item: args.item,
      startDate: dayFromToday(start),
      endDate: dayFromToday(start + 1),
      ownerRating: 5,
      renterRating: 5,
    });
  }
  expect(await memberStanding(renter.api, renter.id)).toMatchObject({ rating: 5, itemsRented: 3 });
  return renter;
}

/** The member as the public API shows them: what their profile's badge, rating and stats are drawn from. */
export async function memberStanding(
  api: APIRequestContext,
  userId: number,
): Promise<{ koalaRank: string; rating: number; reviewCount: number; itemsRented: number }> {
  const res = await api.get(`/api/users/${userId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    koalaRank: string;
    rating: number;
    reviewCount: number;
    itemsRented: number;
  };
}
