import { PREFERRED_CURRENCY_KEY } from '@koalarent/core/contracts';

/** Every browser-storage key the app uses (spec §3 "Local storage"). */
export const STORAGE_KEYS = {
  /** "true" while signed in. */
  authFlag: 'koalarentAuth',
  /** JSON of the cached current user (at least id and username). */
  user: 'koalarentUser',
  authTimestamp: 'koalarentAuthTimestamp',
  remember: 'koalarentRemember',
  currency: PREFERRED_CURRENCY_KEY,
  language: 'koalarent-language',
  /** A toast to show after the next full page load (sessionStorage). */
  flash: 'koalarentFlash',
  /** JSON of the rental a visitor started before signing in (spec §3 "Pending rental"). */
  pendingRental: 'koalarentPendingRental',
  /** JSON of the open booking submission: item, hashed request and the idempotency key its retries repeat. */
  bookingAttempt: 'koalarentBookingAttempt',
} as const;
