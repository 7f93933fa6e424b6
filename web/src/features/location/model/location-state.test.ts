import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOCATION,
  type LocationEvent,
  type LocationState,
  locationReducer,
  permissionAction,
} from './location-state';

const run = (events: LocationEvent[], from: LocationState = INITIAL_LOCATION) =>
  events.reduce(locationReducer, from);
const sydney = { lat: -33.8688, lon: 151.2093 };

describe('permission on load (spec §4)', () => {
  it('requests the position only when granted', () => {
    expect(permissionAction('granted')).toBe('request');
    expect(permissionAction('prompt')).toBe('wait');
    expect(permissionAction('denied')).toBe('wait');
  });

  it('sets denied when the permission is denied, and waits (idle) on prompt', () => {
    expect(run([{ type: 'permission', state: 'denied' }])).toMatchObject({
      status: 'denied',
      failure: 'denied',
    });
    expect(run([{ type: 'permission', state: 'prompt' }])).toEqual(INITIAL_LOCATION);
    expect(run([{ type: 'permission', state: 'granted' }])).toEqual(INITIAL_LOCATION);
  });

  it('offers detection again when a denial is reset to prompt', () => {
    expect(
      run([
        { type: 'permission', state: 'denied' },
        { type: 'permission', state: 'prompt' },
      ]),
    ).toEqual(INITIAL_LOCATION);
  });
});

describe('locationReducer', () => {
  it('goes idle → detecting → (position) detecting → detected with the place', () => {
    const detecting = run([{ type: 'request' }]);
    expect(detecting.status).toBe('detecting');
    const positioned = locationReducer(detecting, { type: 'position', coords: sydney });
    expect(positioned).toMatchObject({ status: 'detecting', coords: sydney, place: null });
    const detected = locationReducer(positioned, {
      type: 'resolved',
      place: { label: 'Sydney, Australia' },
      at: 1000,
    });
    expect(detected).toEqual({
      status: 'detected',
      coords: sydney,
      place: { label: 'Sydney, Australia' },
      failure: null,
      detectedAt: 1000,
    });
  });

  it('is detected with no place when the server knows none nearby (Unknown location)', () => {
    const state = run([
      { type: 'request' },
      { type: 'position', coords: sydney },
      { type: 'resolved', place: null, at: 5 },
    ]);
    expect(state).toMatchObject({ status: 'detected', coords: sydney, place: null });
  });

  it('ignores a place without a position', () => {
    expect(run([{ type: 'resolved', place: { label: 'X' }, at: 1 }])).toEqual(INITIAL_LOCATION);
  });

  it('maps failures to denied, unavailable and unsupported, dropping any position', () => {
    const detected = run([
      { type: 'request' },
      { type: 'position', coords: sydney },
      { type: 'resolved', place: null, at: 5 },
    ]);
    expect(locationReducer(detected, { type: 'failed', failure: 'denied' })).toMatchObject({
      status: 'denied',
      coords: null,
      failure: 'denied',
    });
    expect(run([{ type: 'failed', failure: 'timeout' }])).toMatchObject({
      status: 'unavailable',
      failure: 'timeout',
    });
    expect(run([{ type: 'failed', failure: 'unavailable' }])).toMatchObject({ status: 'unavailable' });
    expect(run([{ type: 'failed', failure: 'unknown' }])).toMatchObject({ status: 'unavailable' });
    expect(run([{ type: 'unsupported' }])).toMatchObject({ status: 'unsupported', failure: 'unsupported' });
  });

  it('Try Again after a denial detects again from scratch', () => {
    const state = run([{ type: 'permission', state: 'denied' }, { type: 'request' }]);
    expect(state).toMatchObject({ status: 'detecting', failure: null });
  });
});
