import type { EntityManager } from '@koalarent/core';

/**
 * Runs one statement on the EntityManager's connection, inside its transaction when it has one (a plain
 * `getConnection().execute` would take another pooled connection and not see the transaction's rows).
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
