import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  Category,
  coreEntities,
  createLogger,
  createOrm,
  createRedis,
  Item,
  LocalImageStore,
  loadConfig,
  type Orm,
  OutboxRelay,
  removeUnattachedUploads,
  removeUnattachedUploadsJob,
  saveRenditions,
  Upload,
  User,
  UserRole,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

const HOUR = 3_600_000;
const now = Date.now();

let orm: Orm;
let drop: () => Promise<void>;
let databaseUrl: string;
let uploadDir: string;
let store: LocalImageStore;
let seq = 0;

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  databaseUrl = db.databaseUrl;
  orm = await createOrm({ databaseUrl, entities: coreEntities, poolMax: 4 });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});
beforeEach(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'koala-cleanup-'));
  store = new LocalImageStore(uploadDir);
  await orm.em.fork().getConnection().execute('delete from items; delete from uploads', [], 'run');
});
afterEach(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

async function member(): Promise<User> {
  const em = orm.em.fork();
  seq += 1;
  const user = em.create(User, {
    username: `cleanup${seq}`,
    fullName: 'Clean Up',
    email: `cleanup${seq}@example.com`,
    role: UserRole.User,
    isVerified: true,
  });
  await em.flush();
  return user;
}

/** An upload with two renditions written through the store, created `ageHours` ago. */
async function upload(owner: User, ageHours: number, attached = false): Promise<Upload> {
  const em = orm.em.fork();
  const row = em.create(Upload, {
    owner: em.getReference(User, owner.id),
    width: 640,
    height: 480,
    variants: [],
    createdAt: new Date(now - ageHours * HOUR),
    attachedAt: attached ? new Date(now - ageHours * HOUR + 60_000) : null,
  });
  row.variants = await saveRenditions(store, row.id, [
    { width: 320, data: Buffer.from(`small ${row.id}`) },
    { width: 640, data: Buffer.from(`large ${row.id}`) },
  ]);
  await em.flush();
  return row;
}

const filesOf = (row: Upload) => row.variants.map((v) => path.join(uploadDir, v.key));

async function remainingIds(): Promise<string[]> {
  const rows = await orm.em.fork().find(Upload, {}, { orderBy: { createdAt: 'asc' } });
  return rows.map((r) => r.id);
}

async function listItemWith(owner: User, images: string[]): Promise<void> {
  const em = orm.em.fork();
  const category = await em.findOneOrFail(Category, { name: 'Cameras' });
  em.create(Item, {
    title: 'Canon EOS R6 body',
    description: 'Full-frame mirrorless body with two batteries.',
    category,
    owner: em.getReference(User, owner.id),
    pricePerDayCents: 4000,
    images,
  });
  await em.flush();
}

describe('removeUnattachedUploads', () => {
  it('removes old unattached uploads with their files and keeps attached, recent and used ones', async () => {
    const owner = await member();
    const abandoned = await upload(owner, 30);
    const attached = await upload(owner, 72, true);
    const recent = await upload(owner, 2);
    // Used without attached_at: by an item (its largest rendition) and as a profile picture (a smaller one).
    const inListing = await upload(owner, 50);
    const asAvatar = await upload(owner, 40);
    await listItemWith(owner, [inListing.variants[1]!.url]);
    await orm.em.fork().nativeUpdate(User, { id: owner.id }, { profileImage: asAvatar.variants[0]!.url });

    const result = await removeUnattachedUploads(orm, store, { olderThan: new Date(now - 24 * HOUR) });

    expect(result).toEqual({ removed: 1, kept: 2 });
    expect((await remainingIds()).sort()).toEqual([attached.id, recent.id, inListing.id, asAvatar.id].sort());
    for (const file of filesOf(abandoned)) expect(existsSync(file)).toBe(false);
    expect(existsSync(path.join(uploadDir, abandoned.id))).toBe(false);
    for (const row of [attached, recent, inListing, asAvatar])
      for (const file of filesOf(row)) expect(existsSync(file)).toBe(true);
  });

  it('works through many batches, past used uploads, and is harmless to run again', async () => {
    const owner = await member();
    // The oldest ones are used, so a batch of only kept uploads must not end the run early.
    const used = [await upload(owner, 100), await upload(owner, 99)];
    await listItemWith(
      owner,
      used.map((u) => u.variants[1]!.url),
    );
    const abandoned = [];
    for (let i = 0; i < 7; i++) abandoned.push(await upload(owner, 90 - i));

    const first = await removeUnattachedUploads(orm, store, {
      olderThan: new Date(now - 24 * HOUR),
      batchSize: 2,
    });
    expect(first).toEqual({ removed: 7, kept: 2 });
    expect((await remainingIds()).sort()).toEqual(used.map((u) => u.id).sort());
    for (const row of abandoned) for (const file of filesOf(row)) expect(existsSync(file)).toBe(false);

    const again = await removeUnattachedUploads(orm, store, {
      olderThan: new Date(now - 24 * HOUR),
      batchSize: 2,
    });
    expect(again).toEqual({ removed: 0, kept: 2 });
  });

  it('finishes a run that crashed after deleting the files', async () => {
    const owner = await member();
    const row = await upload(owner, 48);
    for (const variant of row.variants) await store.remove(variant.key);
    expect(await removeUnattachedUploads(orm, store, { olderThan: new Date(now - 24 * HOUR) })).toEqual({
      removed: 1,
      kept: 0,
    });
    expect(await remainingIds()).toEqual([]);
  });

  it('leaves an upload alone while a listing being saved holds it', async () => {
    const owner = await member();
    const held = await upload(owner, 48);
    const free = await upload(owner, 47);
    const em = orm.em.fork();
    await em.transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(
          'select id from uploads where id = ? for update',
          [held.id],
          'all',
          tx.getTransactionContext(),
        );
      const result = await removeUnattachedUploads(orm, store, { olderThan: new Date(now - 24 * HOUR) });
      expect(result).toEqual({ removed: 1, kept: 0 });
    });
    expect(await remainingIds()).toEqual([held.id]);
    for (const file of filesOf(held)) expect(existsSync(file)).toBe(true);
    for (const file of filesOf(free)) expect(existsSync(file)).toBe(false);
  });

  it('runs as the worker job with UPLOAD_DIR and UPLOAD_RETENTION_HOURS', async () => {
    const owner = await member();
    const dayAndAHalf = await upload(owner, 36);
    const halfDay = await upload(owner, 12);
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      UPLOAD_RETENTION_HOURS: '48',
    });
    const logger = createLogger('test', 'silent');
    const redis = createRedis(inject('redisUrl'));
    const deps = {
      config,
      logger,
      orm,
      redis,
      relay: new OutboxRelay({ orm, connection: redis, redisPrefix: 'unused', logger }),
    };
    try {
      expect(await removeUnattachedUploadsJob(null, deps)).toEqual({ removed: 0, kept: 0 });
      const shorter = { ...deps, config: { ...config, UPLOAD_RETENTION_HOURS: 24 } };
      expect(await removeUnattachedUploadsJob(null, shorter)).toEqual({ removed: 1, kept: 0 });
    } finally {
      await redis.quit();
    }
    expect(await remainingIds()).toEqual([halfDay.id]);
    for (const file of filesOf(dayAndAHalf)) expect(existsSync(file)).toBe(false);
  });
});
