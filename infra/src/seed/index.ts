import path from 'node:path';
import { ApprovalStatus, Category, hashPassword, Item, type Orm, User, UserRole } from '@koalarent/core';
import { DEMO_CATEGORIES, DEMO_ITEMS, DEMO_PASSWORD, DEMO_PLACES, DEMO_USERS } from './demo-data.js';
import { renderItemImage, slugify } from './images.js';

export { ensureSuperAdmin } from '@koalarent/core';
export { DEMO_CATEGORIES, DEMO_ITEMS, DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';

export interface SeedOptions {
  /** Root of uploaded files; images go to <uploadDir>/items and are served as /uploads/items/... */
  uploadDir: string;
  /** "Now" for the spread of creation dates; tests pin it. */
  now?: Date;
  /** Password of every demo account (default KoalaDemo!2024). */
  password?: string;
}

export interface SeedResult {
  seeded: boolean;
  users: number;
  items: number;
  images: number;
}

/** Small deterministic PRNG (mulberry32): the demo looks varied yet is the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs async work over items with at most `limit` in flight (image encoding is CPU bound). */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Fills an empty database with a small, believable marketplace: owners with approved listings (and
 * real images), two renters, and the six categories. Does nothing when any user exists, so it is safe
 * on every start and never touches real data.
 */
export async function seedDemoData(orm: Orm, options: SeedOptions): Promise<SeedResult> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return { seeded: false, users: 0, items: 0, images: 0 };

  const now = options.now ?? new Date();
  const random = prng(20_240_601);
  const imageDir = path.join(options.uploadDir, 'items');

  // Images first, outside the transaction: a failure here leaves the database empty, so the next
  // start simply tries again.
  const imageUrls = await mapLimit(DEMO_ITEMS, 4, async (item, index) => {
    const file = `demo-${String(index + 1).padStart(2, '0')}-${slugify(item.title)}.webp`;
    await renderItemImage(imageDir, file, item.title, item.category, index);
    return `/uploads/items/${file}`;
  });

  const password = options.password ?? DEMO_PASSWORD;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));

  await em.transactional(async (tx) => {
    // The first migration seeds the categories; create whichever one is missing (older databases).
    const existing = await tx.find(Category, {});
    const categories = new Map(existing.map((c) => [c.name, c]));
    for (const { name, icon } of DEMO_CATEGORIES) {
      if (!categories.has(name)) categories.set(name, tx.create(Category, { name, icon }));
    }

    const joinedDaysAgo = (i: number) => 60 + i * 9;
    const users = DEMO_USERS.map((u, i) =>
      tx.create(User, {
        username: u.username,
        fullName: u.fullName,
        email: u.email,
        phone: u.phone,
        passwordHash: hashes[i] ?? null,
        role: UserRole.User,
        isVerified: true,
        emailVerifiedAt: new Date(now.getTime() - joinedDaysAgo(i) * 86_400_000),
        createdAt: new Date(now.getTime() - joinedDaysAgo(i) * 86_400_000),
      }),
    );
    const owners = users.filter((_, i) => DEMO_USERS[i]?.kind === 'owner');

    // Shuffled ages so the "newest" lists mix categories instead of showing all cameras first.
    const ageRank = DEMO_ITEMS.map((_, i) => i);
    for (let i = ageRank.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ageRank[i], ageRank[j]] = [ageRank[j]!, ageRank[i]!];
    }

    DEMO_ITEMS.forEach((item, index) => {
      const ownerIndex = index % owners.length;
      const owner = owners[ownerIndex]!;
      // Each owner lends from two nearby-ish places, as a real neighbour would.
      const place = DEMO_PLACES[(ownerIndex * 2 + (index % 2)) % DEMO_PLACES.length]!;
      // Spread over the last three weeks, newest first in list order, at believable times of day.
      const ageMs = ((ageRank[index] ?? index) * 12 + 1 + random() * 10) * 3_600_000;
      const createdAt = new Date(now.getTime() - ageMs);
      const day = item.pricePerDay * 100;
      tx.create(Item, {
        title: item.title,
        description: item.description,
        category: categories.get(item.category)!,
        owner,
        pricePerDayCents: day,
        pricePerWeekCents: day * 6,
        pricePerMonthCents: item.pricePerDay <= 30 ? day * 20 : null,
        securityDepositCents: item.deposit * 100,
        location: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        quantity: item.quantity ?? 1,
        images: [imageUrls[index]!],
        approvalStatus: ApprovalStatus.Approved,
        availability: true,
        createdAt,
        updatedAt: createdAt,
      });
      owner.itemsListed += 1;
    });
  });

  return { seeded: true, users: DEMO_USERS.length, items: DEMO_ITEMS.length, images: imageUrls.length };
}
