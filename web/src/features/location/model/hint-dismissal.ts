import type { StorageLike } from '../../../shared/storage/safe-storage';

/** Spec §3 Local storage: the location hint's dismissal flag and time. */
export const HINT_DISMISSED_KEY = 'koalarentLocationHintDismissed';
export const HINT_DISMISSED_AT_KEY = 'koalarentLocationHintDismissedAt';

export interface HintDismissal {
  /** When the card was dismissed (ISO 8601), or null when the time was lost or is unreadable. */
  dismissedAt: string | null;
}

/** The stored dismissal, or null when the card has not been dismissed. The flag alone decides. */
export function readHintDismissal(store: StorageLike): HintDismissal | null {
  if (store.getItem(HINT_DISMISSED_KEY) !== 'true') return null;
  const at = store.getItem(HINT_DISMISSED_AT_KEY);
  return { dismissedAt: at && !Number.isNaN(Date.parse(at)) ? at : null };
}

/** Records the dismissal: the flag and the time (spec §4: "records flag and time and hides the card"). */
export function storeHintDismissal(store: StorageLike, now: Date = new Date()): HintDismissal {
  const dismissedAt = now.toISOString();
  store.setItem(HINT_DISMISSED_KEY, 'true');
  store.setItem(HINT_DISMISSED_AT_KEY, dismissedAt);
  return { dismissedAt };
}
