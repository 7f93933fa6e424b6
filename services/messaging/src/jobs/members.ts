import type { EntityManager } from '@koalarent/core';
import { sql } from '../db.js';

export interface MailMember {
  id: number;
  email: string;
  /** Full name, else username. */
  name: string;
  isLocked: boolean;
}

/** The members a mail is to or about, by id (absent ids are gone). */
export async function mailMembers(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, MailMember>> {
  const rows = await sql<MailMember>(
    em,
    `select id, email, coalesce(nullif(full_name, ''), username) as name, is_locked as "isLocked"
       from users where id in (?)`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
