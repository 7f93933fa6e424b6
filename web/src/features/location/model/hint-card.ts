import type { LocationStatus } from './location-state';

/** How long the card shows the detected place before it hides (spec §4: "hidden also once detected"). */
export const DETECTED_CARD_MS = 10_000;
/** After the pointer or focus leaves a detected card it stays at least this long, so it does not vanish at once. */
export const DETECTED_CARD_LINGER_MS = 3_000;

export type HintCardView =
  | 'hidden'
  | 'prompt'
  | 'detecting'
  | 'denied'
  | 'failed'
  | 'unsupported'
  | 'detected';

/**
 * What the location hint card shows (spec §2 Location hint card, §4 Geolocation): nothing once dismissed;
 * the offer to detect while permission is still to be asked; detecting; denied (Browser Settings, Try
 * Again); another failure (Try Again); no geolocation at all; and the detected place, briefly, after which
 * the card hides.
 */
export function hintCardView(
  status: LocationStatus,
  dismissed: boolean,
  detectedFresh: boolean,
): HintCardView {
  if (dismissed) return 'hidden';
  switch (status) {
    case 'idle':
      return 'prompt';
    case 'detecting':
      return 'detecting';
    case 'denied':
      return 'denied';
    case 'unavailable':
      return 'failed';
    case 'unsupported':
      return 'unsupported';
    case 'detected':
      return detectedFresh ? 'detected' : 'hidden';
  }
}

/** Whether a place detected at `detectedAt` is still shown at `now`. */
export function isDetectionFresh(detectedAt: number | null, now: number): boolean {
  return detectedAt !== null && now - detectedAt < DETECTED_CARD_MS;
}
