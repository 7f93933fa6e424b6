/**
 * The fan-out benchmark's data, written straight into its own database (never the demo one): N verified members, and
 * a browser session for each made directly in the session store (what a sign-in leaves behind), so 2,000 members
 * need no 2,000 password checks. A rerun replaces the members of the previous one.
 */
import { hashPassword, SessionStore } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** Every bench account's e-mail ends with this, so a rerun finds and replaces exactly them. */
export const BENCH_EMAIL_DOMAIN = 'bench-fanout.koalarent.test';

export interface BenchMember {
  id: number;
  /** The browser's Cookie header: the session cookie the gateway reads. */
  cookie: string;
}

/** Replaces the benchmark's members with `count` fresh, verified ones; returns them by id. */
export async function seedMembers(client: pg.Client, count: number): Promise<number[]> {
  // The accounts never sign in with a password, but the column is required: one hash for all.
  const passwordHash = await hashPassword(`bench-${Date.now()}`);
  await client.query('begin');
  try {
    await client.query('delete from users where email like $1', [`%@${BENCH_EMAIL_DOMAIN}`]);
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, full_name, email, password_hash, is_verified, email_verified_at)
       select 'bench_member_' || g, 'Bench Member ' || g, 'member' || g || '@' || $2::text, $3, true, now()
         from generate_series(1, $1::int) g
       returning id`,
      [count, BENCH_EMAIL_DOMAIN, passwordHash],
    );
    await client.query('commit');
    await client.query('analyze users');
    return rows.map((r) => r.id).sort((a, b) => a - b);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** A browser session per member, in the gateway's session store (its Redis prefix), as a sign-in makes one. */
export async function openSessions(
  redis: Redis,
  redisPrefix: string,
  memberIds: number[],
  sessionCookie: string,
): Promise<BenchMember[]> {
  const store = new SessionStore(redis, redisPrefix);
  const createdAt = new Date().toISOString();
  return Promise.all(
    memberIds.map(async (id) => {
      const sessionId = await store.create({
        userId: id,
        role: 'user',
        remember: false,
        createdAt,
        ipAddress: '127.0.0.1',
        userAgent: 'bench-fanout',
      });
      return { id, cookie: `${sessionCookie}=${sessionId}` };
    }),
  );
}
