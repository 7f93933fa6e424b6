import type en from '../../../shared/i18n/locales/location/en';

/** Spec §9: high accuracy, 10 s timeout, 5 min maximum age. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
};

/** Spec §9: the default radius of "near you", in km. */
export const NEARBY_RADIUS_KM = 50;

/** Why a position could not be had; each names its spec §8 message in the `location` namespace. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

/** The `location` namespace key of a spec §8 message. */
export type LocationMessageKey = `messages.${keyof (typeof en)['messages']}`;

/** A GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout) as a failure. */
export function geolocationFailure(code: number): GeolocationFailure {
  switch (code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

/** The spec §8 message of a failure (a key of the `location` namespace). */
export function failureMessageKey(failure: GeolocationFailure): LocationMessageKey {
  return `messages.${failure}`;
}

/**
 * Coordinates rounded to four decimals (about 11 m): plenty for a 50 km radius, and the position that goes
 * into URLs and to our server is no more precise than the task needs.
 */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
