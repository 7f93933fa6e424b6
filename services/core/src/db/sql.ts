import type { EntityManager } from '@mikro-orm/core';

/**
 * The one raw-SQL helper: a statement (`?` placeholders) on the EntityManager's connection, inside its transaction when
 * it has one. A plain `em.getConnection().execute(…)` without the transaction context would take another pooled
 * connection and not see (or lock with) the transaction's rows.
 */
export function sql<T = Record<string, unknown>>(
  em: EntityManager,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return em.getConnection().execute(query, params, 'all', em.getTransactionContext());
}

/** The same for a statement whose rows are not needed: answers how many rows it changed. */
export async function run(em: EntityManager, query: string, params: unknown[] = []): Promise<number> {
  const result = (await em.getConnection().execute(query, params, 'run', em.getTransactionContext())) as {
    affectedRows?: number;
  };
  return result.affectedRows ?? 0;
}
