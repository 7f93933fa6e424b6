import type { StorageLike } from '../../../shared/storage/safe-storage';

/**
 * Spec §3 keeps a per-user onboarding completion marker in local storage. Here it is only a cache of what the
 * server said last time (the server is the truth and follows the member to other browsers): it lets the home
 * page draw the right view at once, instead of the default sections flashing before the recommendations.
 */
const ONBOARDING_MARKER_PREFIX = 'koalarentOnboarding:';

/** 'answers': completed with answers; 'skipped': completed by Skip Setup. */
export type OnboardingMarker = 'answers' | 'skipped';

const markerKey = (userId: number) => `${ONBOARDING_MARKER_PREFIX}${userId}`;

interface StoredMarker {
  marker: OnboardingMarker;
  /** When the marker was written (ISO), for reading the storage by hand. */
  at: string;
}

export function readOnboardingMarker(storage: StorageLike, userId: number): OnboardingMarker | null {
  const raw = storage.getItem(markerKey(userId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredMarker> | null;
    if (value?.marker === 'answers' || value?.marker === 'skipped') return value.marker;
  } catch {
    // Unreadable: dropped below, the server answer rewrites it.
  }
  storage.removeItem(markerKey(userId));
  return null;
}

/** Mirrors the server's state: a completed onboarding is cached, a pending one removes the entry. */
export function rememberOnboardingState(
  storage: StorageLike,
  userId: number,
  state: { completed: boolean; skipped: boolean; answers: unknown },
  now: Date = new Date(),
): void {
  const marker = onboardingMarkerOf(state);
  if (marker === null) {
    storage.removeItem(markerKey(userId));
    return;
  }
  const value: StoredMarker = { marker, at: now.toISOString() };
  storage.setItem(markerKey(userId), JSON.stringify(value));
}

export function onboardingMarkerOf(state: {
  completed: boolean;
  skipped: boolean;
  answers: unknown;
}): OnboardingMarker | null {
  if (!state.completed) return null;
  return state.answers && !state.skipped ? 'answers' : 'skipped';
}
