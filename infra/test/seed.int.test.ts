import './provided-context.js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ApprovalStatus,
  Category,
  coreEntities,
  createOrm,
  Item,
  type Orm,
  User,
  UserRole,
} from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import { verify } from '@node-rs/argon2';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_ITEMS, DEMO_PASSWORD, DEMO_USERS, ensureSuperAdmin, seedDemoData } from '../src/seed/index.js';

describe('seedDemoData', () => {
  let orm: Orm;
  let uploadDir: string;
  let drop: (() => Promise<void>) | undefined;

  // Each test gets a database of its own, freshly copied from the migrated template: no test sees what
  // another one wrote, so each passes alone, in any order.
  beforeEach(async () => {
    const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
    drop = db.drop;
    orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 2 });
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

  it('fills an empty database with verified users, approved items and real images', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const result = await seedDemoData(orm, { uploadDir, now });
    expect(result).toEqual({
      seeded: true,
      users: DEMO_USERS.length,
      items: DEMO_ITEMS.length,
      images: DEMO_ITEMS.length,
    });

    const em = orm.em.fork();
    const users = await em.find(User, {}, { populate: ['passwordHash'] });
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(users.every((u) => u.isVerified && u.role === UserRole.User)).toBe(true);
    expect(await verify(users[0]!.passwordHash!, DEMO_PASSWORD)).toBe(true);

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
    expect(items).toHaveLength(DEMO_ITEMS.length);
    for (const item of items) {
      expect(item.approvalStatus).toBe(ApprovalStatus.Approved);
      expect(item.pricePerDayCents).toBeGreaterThanOrEqual(1500);
      expect(item.pricePerDayCents).toBeLessThanOrEqual(4500);
      expect(item.securityDepositCents).toBeGreaterThanOrEqual(5000);
      expect(item.securityDepositCents).toBeLessThanOrEqual(20000);
      expect(item.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(item.createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * 86_400_000);
      expect(item.images).toHaveLength(1);
      expect(item.images[0]).toMatch(/^\/uploads\/items\/[a-z0-9-]+\.webp$/);
    }
    // The newest listings mix categories rather than showing one category first.
    expect(new Set(items.slice(0, 6).map((i) => i.category.id)).size).toBeGreaterThan(2);

    const file = path.join(uploadDir, items[0]!.images[0]!.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('leaves a database with users alone', async () => {
    await makeMember('early.bird@example.com');
    expect(await seedDemoData(orm, { uploadDir })).toEqual({ seeded: false, users: 0, items: 0, images: 0 });
    const em = orm.em.fork();
    expect(await em.count(User, {})).toBe(1);
    expect(await em.count(Item, {})).toBe(0);
    expect(existsSync(path.join(uploadDir, 'items'))).toBe(false);
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
