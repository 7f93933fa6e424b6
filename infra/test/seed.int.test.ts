import './provided-context.js';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ApprovalStatus,
  Category,
  createOrm,
  Favorite,
  type ImageStore,
  Item,
  LocalImageStore,
  Onboarding,
  type Orm,
  removeUnattachedUploads,
  Upload,
  User,
  UserRole,
} from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import { verify } from '@node-rs/argon2';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  DEMO_BOOKINGS,
  DEMO_ITEM_COUNT,
  DEMO_PASSWORD,
  DEMO_PENDING_COUNT,
  DEMO_REJECTION_REASON,
  DEMO_SPAN_DAYS,
  DEMO_USERS,
  ensureSuperAdmin,
  seedDemoData,
  seedEntities,
} from '../src/seed/index.js';

// Seeding the whole demo (images, members, items and every booking through the real commands) takes ~25 s on a
// quiet 2-core machine; the suite's 30 s default leaves no room when another file runs beside it.
describe('seedDemoData', { timeout: 120_000 }, () => {
  let orm: Orm;
  let uploadDir: string;
  let drop: (() => Promise<void>) | undefined;

  // Each test gets a database of its own, freshly copied from the migrated template: no test sees what
  // another one wrote, so each passes alone, in any order.
  beforeEach(async () => {
    const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
    drop = db.drop;
    orm = await createOrm({ databaseUrl: db.databaseUrl, entities: seedEntities, poolMax: 2 });
    uploadDir = await mkdtemp(path.join(tmpdir(), 'koala-seed-'));
  });

  afterEach(async () => {
    await orm?.close();
    await drop?.();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  /** One ordinary member, written straight to the database. */
  async function makeMember(email: string): Promise<User> {
    const em = orm.em.fork();
    const member = em.create(User, {
      username: email.split('@')[0]!,
      fullName: 'Existing Member',
      email,
      passwordHash: null,
      role: UserRole.User,
      isVerified: false,
    });
    await em.flush();
    return member;
  }

  /** The local store, recording what went through it. */
  function recordingStore(failAfter = Number.POSITIVE_INFINITY) {
    const local = new LocalImageStore(uploadDir);
    const saved: { key: string; contentType: string }[] = [];
    const removed: string[] = [];
    const store: ImageStore = {
      async save(key, data, contentType) {
        if (saved.length >= failAfter) throw new Error('bucket unavailable');
        await local.save(key, data);
        saved.push({ key, contentType });
      },
      async remove(key) {
        removed.push(key);
        await local.remove(key);
      },
      url: (key) => local.url(key),
    };
    return { store, saved, removed };
  }

  it('fills an empty database with a believable marketplace whose images are the owners’ own uploads', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const { store, saved } = recordingStore();
    const result = await seedDemoData(orm, { uploadDir, now, images: store });
    const em = orm.em.fork();
    const uploads = await em.find(Upload, {});
    expect(result).toEqual({
      seeded: true,
      users: DEMO_USERS.length,
      items: DEMO_ITEM_COUNT,
      images: uploads.length,
      bookings: DEMO_BOOKINGS.length,
    });

    const users = await em.find(User, {}, { populate: ['passwordHash'], orderBy: { id: 'asc' } });
    expect(users.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    expect(users.every((u) => u.isVerified && u.role === UserRole.User)).toBe(true);
    expect(await verify(users[0]!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    // Established members: the renters answered the onboarding questions, the owners skipped them.
    const onboarding = await em.find(Onboarding, {}, { orderBy: { user: 'asc' } });
    expect(onboarding.map((o) => [o.user.id, o.skipped])).toEqual(
      users.map((u) => [u.id, DEMO_USERS.find((d) => d.email === u.email)!.kind === 'owner']),
    );
    const mia = onboarding.find((o) => o.user.id === users.find((u) => u.username === 'mia.williams')!.id)!;
    expect(mia).toMatchObject({ primaryGoal: 'rent', budgetMin: 10, budgetMax: 100, location: 'Sydney' });
    const categories = await em.find(Category, {});
    expect(categories.map((c) => c.icon).sort()).toEqual([
      'bike',
      'camera',
      'gamepad',
      'laptop',
      'tent',
      'wrench',
    ]);

    const items = await em.find(Item, {}, { orderBy: { createdAt: 'desc' } });
    expect(items).toHaveLength(DEMO_ITEM_COUNT);
    const byStatus = (status: ApprovalStatus) => items.filter((i) => i.approvalStatus === status);
    expect(byStatus(ApprovalStatus.Pending)).toHaveLength(DEMO_PENDING_COUNT);
    expect(byStatus(ApprovalStatus.Rejected)).toHaveLength(1);
    expect(byStatus(ApprovalStatus.Approved)).toHaveLength(DEMO_ITEM_COUNT - DEMO_PENDING_COUNT - 1);
    expect(byStatus(ApprovalStatus.Rejected)[0]!.rejectionReason).toBe(DEMO_REJECTION_REASON);
    expect(items.filter((i) => i.rejectionReason !== null)).toHaveLength(1);
    expect(new Set(items.map((i) => i.currency)).size).toBeGreaterThanOrEqual(4);
    for (const item of items) {
      expect(item.pricePerDayCents).toBeGreaterThanOrEqual(1500);
      expect(item.pricePerDayCents).toBeLessThanOrEqual(4500);
      expect(item.securityDepositCents).toBeGreaterThanOrEqual(5000);
      expect(item.securityDepositCents).toBeLessThanOrEqual(20000);
      expect(item.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(item.createdAt.getTime()).toBeGreaterThan(now.getTime() - (DEMO_SPAN_DAYS + 1) * 86_400_000);
      expect(item.latitude).not.toBeNull();
      expect(item.longitude).not.toBeNull();
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(3);
    }
    // The newest listings mix categories rather than showing one category first.
    expect(new Set(items.slice(0, 6).map((i) => i.category.id)).size).toBeGreaterThan(2);

    // Every image URL is the largest rendition of an upload its item's owner made, attached before it was listed.
    const uploadOfUrl = new Map(uploads.map((u) => [u.variants[u.variants.length - 1]!.url, u]));
    for (const item of items)
      for (const url of item.images) {
        const upload = uploadOfUrl.get(url);
        expect(upload?.owner.id).toBe(item.owner.id);
        expect(upload!.attachedAt!.getTime()).toBeLessThanOrEqual(item.createdAt.getTime());
        expect(upload!.createdAt.getTime()).toBeLessThan(upload!.attachedAt!.getTime());
      }
    // Every rendition went through the store as WebP under the upload's own key.
    expect(saved.map((s) => s.key).sort()).toEqual(
      uploads.flatMap((u) => u.variants.map((v) => v.key)).sort(),
    );
    expect(new Set(saved.map((s) => s.contentType))).toEqual(new Set(['image/webp']));
    const largest = uploads[0]!.variants.at(-1)!;
    const meta = await sharp(path.join(uploadDir, largest.key)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    // None of them is an orphan the clean-up job would take.
    expect(await removeUnattachedUploads(orm, store, { olderThan: now })).toEqual({ removed: 0, kept: 0 });

    // Counters agree with the rows.
    for (const user of users) {
      expect(user.itemsListed).toBe(items.filter((i) => i.owner.id === user.id).length);
      if (user.reviewCount > 0) expect(user.rating).toBeGreaterThanOrEqual(3.5);
    }
    const renters = users.filter((u) => u.username === 'mia.williams' || u.username === 'noah.kowalski');
    for (const renter of renters) {
      const favourites = await em.find(Favorite, { user: renter }, { populate: ['item'] });
      expect(favourites.length).toBeGreaterThanOrEqual(5);
      for (const f of favourites) expect(f.item.getEntity().approvalStatus).toBe(ApprovalStatus.Approved);
    }
  });

  it('leaves nothing behind when storing an image fails', async () => {
    const { store, saved, removed } = recordingStore(25);
    await expect(seedDemoData(orm, { uploadDir, images: store })).rejects.toThrow('bucket unavailable');
    // Whatever was stored, in flight or not when the failure came, is removed again.
    expect(saved.length).toBeGreaterThanOrEqual(25);
    expect(new Set(removed)).toEqual(new Set(saved.map((s) => s.key)));
    expect(await readdir(uploadDir)).toEqual([]);
    const em = orm.em.fork();
    expect(await em.count(User, {})).toBe(0);
    expect(await em.count(Upload, {})).toBe(0);
    // The next start tries again on the empty database.
    expect((await seedDemoData(orm, { uploadDir })).seeded).toBe(true);
  });

  it('leaves a database with users alone', async () => {
    await makeMember('early.bird@example.com');
    expect(await seedDemoData(orm, { uploadDir })).toEqual({
      seeded: false,
      users: 0,
      items: 0,
      images: 0,
      bookings: 0,
    });
    const em = orm.em.fork();
    expect(await em.count(User, {})).toBe(1);
    expect(await em.count(Item, {})).toBe(0);
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('creates the super-admin once', async () => {
    const creds = { email: 'Boss@Example.com', password: 'S3cure-enough' };
    expect(await ensureSuperAdmin(orm, creds)).toBe('created');
    expect(await ensureSuperAdmin(orm, creds)).toBe('unchanged');
    const admin = await orm.em.fork().findOneOrFail(User, { email: 'boss@example.com' });
    expect(admin.role).toBe(UserRole.Admin);
    expect(admin.isVerified).toBe(true);
    expect(await orm.em.fork().count(User, {})).toBe(1);
  });

  it('promotes an existing member to super-admin instead of creating a second account', async () => {
    const member = await makeMember('member@example.com');
    expect(await ensureSuperAdmin(orm, { email: 'Member@Example.com', password: 'ignored-here' })).toBe(
      'promoted',
    );
    const em = orm.em.fork();
    const promoted = await em.findOneOrFail(User, { id: member.id });
    expect(promoted.role).toBe(UserRole.Admin);
    expect(promoted.isVerified).toBe(true);
    expect(await em.count(User, {})).toBe(1);
  });
});
