import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { AuditEntry, AuditTargetType } from './audit-entry.entity.js';

const AuditInput = z.object({
  actorId: z.number().int().positive(),
  action: z.string().regex(/^[a-z]+\.[a-z_]+$/, 'An audit action is entity.verb'),
  targetType: z.enum(Object.values(AuditTargetType) as [AuditTargetType, ...AuditTargetType[]]),
  targetId: z.number().int().positive(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditInput = z.infer<typeof AuditInput>;

/**
 * Records an admin action in the caller's unit of work, so it is written by the same flush and transaction as the
 * change it describes (as `recordEvent` does for the outbox). A malformed entry fails before commit, taking the
 * action with it.
 */
export function recordAudit(em: EntityManager, input: AuditInput): AuditEntry {
  const entry = em.create(AuditEntry, AuditInput.parse(input));
  em.persist(entry);
  return entry;
}

/**
 * The fields whose values differ between two versions of a row, as `{before, after}` holding only those fields;
 * null when nothing changed (no audit row is worth writing then).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}
