import type { Redis } from 'ioredis';
import { type KoalaRank, normalizeRank } from '../contracts/ranks.js';
import type { EntityManager } from '../db/orm.js';
import { redisKey } from '../redis/redis.js';

/**
 * What a request needs to know about the signed-in member, cached in Redis beside the session so one round trip
 * answers "who is this and may they still act": identity, role, flags and the public profile `me` shows.
 */
export interface MemberSnapshot {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  profileImage: string | null;
  isVerified: boolean;
  /** An admin checked their identity document (issue 26 §1). */
  identityVerified: boolean;
  isLocked: boolean;
  role: 'admin' | 'user';
  rating: number;
  reviewCount: number;
  koalaRank: KoalaRank;
  itemsListed: number;
  itemsRented: number;
  /** ISO 8601 */
  createdAt: string;
}

/** The Postgres channel on which every change to a member's snapshot is announced (see the users trigger). */
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

/** A snapshot lives a minute at most: the bound on staleness if a change announcement is ever missed. */
export const MEMBER_SNAPSHOT_TTL_SECONDS = 60;

export function memberSnapshotKey(prefix: string, userId: number): string {
  return redisKey(prefix, 'member', userId);
}

/** Bumped on every invalidation, so a snapshot read from the database before a change is never stored after it. */
export function memberGenerationKey(prefix: string, userId: number): string {
  return redisKey(prefix, 'member-gen', userId);
}

interface MemberRow {
  id: number;
  username: string;
  full_name: string;
  email: string;
  phone: string | null;
  profile_image: string | null;
  is_verified: boolean;
  identity_verified: boolean;
  is_locked: boolean;
  role: 'admin' | 'user';
  rating: number;
  review_count: number;
  koala_rank: string;
  items_listed: number;
  items_rented: number;
  created_at: Date;
}

/** Reads a member's snapshot from PostgreSQL with one plain query (no entity hydration on the hot path). */
export async function loadMemberSnapshot(em: EntityManager, userId: number): Promise<MemberSnapshot | null> {
  const rows: MemberRow[] = await em
    .getConnection()
    .execute(
      'select id, username, full_name, email, phone, profile_image, is_verified, identity_verified, is_locked, role, rating, review_count, koala_rank, items_listed, items_rented, created_at from users where id = ?',
      [userId],
    );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    profileImage: row.profile_image,
    isVerified: row.is_verified,
    identityVerified: row.identity_verified,
    isLocked: row.is_locked,
    role: row.role,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    koalaRank: normalizeRank(row.koala_rank),
    itemsListed: row.items_listed,
    itemsRented: row.items_rented,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Drops a member's cached snapshot everywhere; the next request reads the database. */
export async function invalidateMemberSnapshot(redis: Redis, prefix: string, userId: number): Promise<void> {
  await redis.multi().incr(memberGenerationKey(prefix, userId)).del(memberSnapshotKey(prefix, userId)).exec();
}
