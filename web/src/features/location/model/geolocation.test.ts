import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/locales/location/en';
import {
  failureMessageKey,
  GEOLOCATION_OPTIONS,
  geolocationFailure,
  NEARBY_RADIUS_KM,
  roundCoordinate,
} from './geolocation';

/** The English text of a `location` key such as 'messages.denied'. */
function english(key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

describe('geolocation', () => {
  it('asks with the spec §9 options and radius', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    expect(NEARBY_RADIUS_KM).toBe(50);
  });

  it('maps each failure to the spec §8 message', () => {
    const message = (code: number) => english(failureMessageKey(geolocationFailure(code)));
    expect(message(1)).toBe(
      'Location access denied. Please enable location services to find items near you.',
    );
    expect(message(2)).toBe('Location information unavailable. Please try again.');
    expect(message(3)).toBe('Location request timed out. Please try again.');
    expect(message(99)).toBe('Unable to retrieve your location. Please try again.');
    expect(english(failureMessageKey('unsupported'))).toBe('Geolocation is not supported by your browser');
  });

  it('keeps the spec §8 wording of the other location messages', () => {
    expect(en.messages.notAvailable).toBe('Location not available. Please enable location services.');
    expect(en.messages.nearbyFailed).toBe('Failed to find items near your location');
    expect(en.messages.browserSettings).toBe(
      'Please enable location access in your browser settings, then refresh the page.',
    );
    expect(en.detectedToast).toBe('Location detected');
    expect(en.unknownPlace).toBe('Unknown location');
  });

  it('rounds coordinates to four decimals', () => {
    expect(roundCoordinate(-33.868_849_1)).toBe(-33.8688);
    expect(roundCoordinate(151.209_35)).toBe(151.2094);
  });
});
