import { useState } from 'react';

/**
 * `current` when there is one; while a new search is on its way (Apollo's `data` is empty as soon as the variables
 * change) the value last shown for the same `scope` instead. A table then keeps its rows until the new ones arrive,
 * and rows that come back (the same keys) are the same elements: a row's open menu and the focus in it survive the
 * refresh instead of being swapped for a loading placeholder and back. Another scope (another tab) starts empty.
 */
export function useKeptWhileLoading<T>(current: T | undefined, scope: string): T | undefined {
  const [kept, setKept] = useState<{ scope: string; value: T } | null>(null);
  // Remembering what was rendered is state derived while rendering: React re-renders at once, before committing.
  if (current !== undefined && (kept?.value !== current || kept.scope !== scope)) {
    setKept({ scope, value: current });
  }
  if (current !== undefined) return current;
  return kept?.scope === scope ? kept.value : undefined;
}
