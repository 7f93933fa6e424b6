/** Spec §9: high accuracy, 10 s timeout, 5 min maximum age. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
};

/** Spec §8. */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';

/** Spec §8: the message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return 'Location access denied. Please enable location services to find items near you.';
    case 2:
      return 'Location information unavailable. Please try again.';
    case 3:
      return 'Location request timed out. Please try again.';
    default:
      return 'Unable to retrieve your location. Please try again.';
  }
}
