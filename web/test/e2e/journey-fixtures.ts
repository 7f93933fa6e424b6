import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteRental, rentalDays } from '@koalarent/core/contracts';
import { type APIRequestContext, request } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { baseUrl, LOAD_TIMEOUT, uniqueSuffix } from './browser';

/**
 * Fixtures for the booking journey, made only through the app's real API (REST shims over the same commands the
 * screens call): members registered and verified by their e-mail, items listed and approved, and rentals taken
 * through every transition to completion and reviewed. Nothing is written to the database behind the app's back.
 */

export const MEMBER_PASSWORD = 'Eucalyptus!42';

export interface Member {
  id: number;
  email: string;
  username: string;
  fullName: string;
  /** A signed-in API session (the session cookie, with the Origin the gateway's CSRF check wants). */
  api: APIRequestContext;
}

export interface ListedItem {
  id: number;
  title: string;
  pricePerDay: number;
  deposit: number;
}

function newApiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
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

/**
 * A brand-new member (so their rank, rating and rentals are only what the test gives them): registered, verified
 * through the link in their e-mail, and signed in to an API session.
 */
export async function registerMember(fullName: string, tag: string): Promise<Member> {
  const suffix = uniqueSuffix();
  const username = `${tag}_${suffix}`;
  const email = `${tag}.${suffix}@example.test`;
  const api = await newApiContext();
  const registered = await api.post('/api/auth/register', {
    data: { fullName, username, email, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const verified = await api.post('/api/auth/verify-email', {
    data: { token: await verificationToken(email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const login = await api.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { id } = (await login.json()) as { id: number };
  return { id, email, username, fullName, api };
}

/** A fresh USD item (quantity 1) listed by the owner through the API and approved by the admin. */
export async function listApprovedItem(
  owner: Member,
  options: { title: string; pricePerDay: number; deposit: number; colour: string },
): Promise<ListedItem> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: options.colour } })
    .jpeg()
    .toBuffer();
  const upload = await owner.api.post('/api/uploads', {
    multipart: { image: { name: 'item.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const created = await owner.api.post('/api/items', {
    data: {
      title: options.title,
      description: 'Well looked after and ready to go, with everything you need packed in its carry bag.',
      category: 'Outdoor',
      currency: 'USD',
      pricePerDay: options.pricePerDay,
      securityDeposit: options.deposit,
      location: 'Byron Bay, NSW',
      quantity: 1,
      images: [url],
      availability: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const admin = await newApiContext();
  try {
    const login = await admin.post('/api/auth/admin/login', {
      data: { email: 'admin@koalarent.test', password: 'KoalaAdmin!2024' },
    });
    expect(login.status()).toBe(200);
    const decision = await admin.put(`/api/admin/items/${id}`, { data: { approvalStatus: 'approved' } });
    expect(decision.status(), await decision.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return { id, title: options.title, pricePerDay: options.pricePerDay, deposit: options.deposit };
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
  const quote = quoteRental(item.pricePerDay * 100, item.deposit * 100, rentalDays(startDate, endDate));
  const requested = await renter.api.post('/api/bookings', {
    headers: { 'Idempotency-Key': `journey-prior-${uniqueSuffix()}` },
    data: {
      itemId: item.id,
      startDate,
      endDate,
      totalPrice: quote.totalCents / 100,
      deliveryOption: 'pickup',
      deliveryAddress: null,
      message: null,
      paymentMethod: {
        cardNumber: '4242 4242 4242 4242',
        nameOnCard: renter.fullName,
        expiryDate: '12/34',
        cvv: '123',
      },
    },
  });
  expect(requested.status(), await requested.text()).toBeLessThan(300);
  const { id } = (await requested.json()) as { id: number };
  await put(owner, id, 'approve');
  await put(renter, id, 'received');
  await put(renter, id, 'returned', { notes: 'All packed back as it came.' });
  await put(owner, id, 'confirm-condition');
  await review(owner, id, args.ownerRating, 'Returned on time.');
  await review(renter, id, args.renterRating, 'Easy hand-over.');
  const res = await renter.api.get(`/api/bookings/${id}`);
  expect(((await res.json()) as { status: string }).status).toBe('completed');
  return id;
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
