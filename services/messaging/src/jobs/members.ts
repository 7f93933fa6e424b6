import type { EntityManager, LanguageCode } from '@koalarent/core';
import { sql } from '@koalarent/core';
import { mailLanguage } from '../email/strings/index.js';

export interface MailMember {
  id: number;
  email: string;
  /** Full name, else username. */
  name: string;
  isLocked: boolean;
  /** The language the member reads the app in: their mails are written in it. */
  language: LanguageCode;
}

/** The members a mail is to or about, by id (absent ids are gone). */
export async function mailMembers(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, MailMember>> {
  const rows = await sql<Omit<MailMember, 'language'> & { language: string }>(
    em,
    `select id, email, coalesce(nullif(full_name, ''), username) as name, is_locked as "isLocked", language
       from users where id in (?)`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { ...r, language: mailLanguage(r.language) }]));
}
