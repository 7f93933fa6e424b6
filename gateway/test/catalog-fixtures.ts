import sharp from 'sharp';
import { expect } from 'vitest';
import { Client, makeVerifiedUser, type TestStack } from './harness.js';

/** Shared set-up of the catalog tests: signed-in members, the demo admin, real uploads and listed items. */

export interface Member {
  id: number;
  client: Client;
  username: string;
}

export async function signedInMember(stack: TestStack): Promise<Member> {
  const user = await makeVerifiedUser(stack);
  const client = new Client(stack.baseUrl);
  const login = await client.request('POST', '/api/auth/login', {
    email: user.email,
    password: user.password,
  });
  expect(login.status).toBe(200);
  return { id: user.id, client, username: String(user.username) };
}

export async function signedInAdmin(stack: TestStack): Promise<Member> {
  const client = new Client(stack.baseUrl);
  const login = await client.request<{ id: number; username: string }>('POST', '/api/auth/admin/login', {
    email: 'admin@koalarent.test',
    password: 'KoalaAdmin!2024',
  });
  expect(login.status).toBe(200);
  return { id: login.body.id, client, username: login.body.username };
}

let shade = 0;
/** Uploads a real image through POST /api/uploads; returns the URL an item lists and every rendition's URL. */
export async function uploadImage(
  stack: TestStack,
  member: Member,
): Promise<{ url: string; variants: string[] }> {
  shade = (shade + 37) % 255;
  const data = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${stack.baseUrl}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { cookie: member.client.cookieHeader },
  });
  const body = (await res.json()) as { url: string; variants: { url: string }[] };
  expect(res.status).toBe(201);
  return { url: body.url, variants: body.variants.map((v) => v.url) };
}

export function itemBody(images: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Canon EOS R6 mirrorless camera',
    description: 'Full-frame mirrorless camera with a 24-105 lens, two batteries and a charger.',
    category: 'Cameras',
    currency: 'USD',
    pricePerDay: 45,
    pricePerWeek: 250,
    securityDeposit: 300,
    location: 'Sydney',
    quantity: 1,
    images,
    availability: true,
    ...overrides,
  };
}

export interface ItemJson {
  id: number;
  title: string;
  category: string;
  approvalStatus: string;
  availability: boolean;
  ownerId: number;
  images: string[];
  image: string | null;
  pricePerDay: number;
  rejectionReason: string | null;
  owner: { id: number; username: string } | null;
  isFavorite: boolean;
  [key: string]: unknown;
}

/** Lists an item through REST as the member, with a fresh upload unless images are given. */
export async function listItem(
  stack: TestStack,
  member: Member,
  overrides: Record<string, unknown> = {},
): Promise<ItemJson> {
  const images = (overrides.images as string[] | undefined) ?? [(await uploadImage(stack, member)).url];
  const res = await member.client.request<ItemJson>('POST', '/api/items', itemBody(images, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function review(admin: Member, itemId: number, approvalStatus: string, reason?: string) {
  const res = await admin.client.request<ItemJson>('PUT', `/api/admin/items/${itemId}`, {
    approvalStatus,
    ...(reason ? { reason } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Lists and approves: an item everyone may see. */
export async function publicItem(
  stack: TestStack,
  owner: Member,
  admin: Member,
  overrides: Record<string, unknown> = {},
): Promise<ItemJson> {
  const item = await listItem(stack, owner, overrides);
  return review(admin, item.id, 'approved');
}

export const ITEM_GQL_FIELDS =
  'id title category categoryId currency pricePerDay approvalStatus availability ownerId images image rejectionReason owner { id username } isFavorite';
