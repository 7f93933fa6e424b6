/**
 * The tracking benchmark's data, written straight into its own database (never the demo one): N members who can
 * sign in and one admin who watches the live feed. Every run starts from empty tracking tables and outbox, so the
 * committed counts are this run's alone.
 */
import { hashPassword } from '@koalarent/core';
import type pg from 'pg';

/** Every bench account's e-mail ends with this, so a rerun finds and replaces exactly them. */
export const BENCH_EMAIL_DOMAIN = 'bench-tracking.koalarent.test';
export const BENCH_PASSWORD = 'Bench-Member!2024';
export const BENCH_ADMIN_EMAIL = `admin@${BENCH_EMAIL_DOMAIN}`;

export interface TrackingBenchData {
  members: { id: number; email: string }[];
}

/** Empties what a run counts: browsing and login records and the outbox. */
export async function clearTrackingTables(client: pg.Client): Promise<void> {
  await client.query('truncate browsing_records, login_records, outbox_events restart identity');
}

/** Replaces the benchmark's accounts with fresh ones and empties the tracking tables. */
export async function seedTrackingData(client: pg.Client, members: number): Promise<TrackingBenchData> {
  // One hash for every bench account: argon2 costs ~30 ms a call, and the accounts differ only by e-mail.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await client.query('begin');
  try {
    await clearTrackingTables(client);
    await client.query('delete from users where email like $1', [`%@${BENCH_EMAIL_DOMAIN}`]);
    await client.query(
      `insert into users (username, full_name, email, password_hash, is_verified, email_verified_at, role)
       values ('bench_tracking_admin', 'Bench Admin', $1, $2, true, now(), 'admin')`,
      [BENCH_ADMIN_EMAIL, passwordHash],
    );
    const rows = await client.query<{ id: number; email: string }>(
      `insert into users (username, full_name, email, password_hash, is_verified, email_verified_at)
       select 'bench_member_' || g, 'Bench Member ' || g, 'member' || g || '@' || $2::text, $3, true, now()
         from generate_series(1, $1::int) g
       returning id, email`,
      [members, BENCH_EMAIL_DOMAIN, passwordHash],
    );
    await client.query('commit');
    return { members: rows.rows };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
