import { describe, expect, it } from 'vitest';
import { GEOLOCATION_OPTIONS, geolocationErrorMessage } from './geolocation';

describe('geolocation', () => {
  it('asks with the spec §9 options', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
  });

  it('maps each failure to the spec §8 message', () => {
    expect(geolocationErrorMessage(1)).toBe(
      'Location access denied. Please enable location services to find items near you.',
    );
    expect(geolocationErrorMessage(2)).toBe('Location information unavailable. Please try again.');
    expect(geolocationErrorMessage(3)).toBe('Location request timed out. Please try again.');
    expect(geolocationErrorMessage(99)).toBe('Unable to retrieve your location. Please try again.');
  });
});
