import { describe, expect, it, vi } from 'vitest';
import {
  detectLocation,
  type GeoEnvironment,
  type PermissionStatusLike,
  watchPermission,
} from './browser-location';
import { GEOLOCATION_OPTIONS } from './geolocation';
import type { LocationEvent, PermissionState } from './location-state';

type Outcome = { lat: number; lon: number } | { code: number };

/** A browser whose geolocation answers `outcome`, recording the options it was asked with. */
function fakeGeolocation(outcome: Outcome) {
  const calls: (PositionOptions | undefined)[] = [];
  const geolocation: GeoEnvironment['geolocation'] = {
    getCurrentPosition(success, error, options) {
      calls.push(options);
      if ('code' in outcome) error?.({ code: outcome.code } as GeolocationPositionError);
      else success({ coords: { latitude: outcome.lat, longitude: outcome.lon } } as GeolocationPosition);
    },
  };
  return { geolocation, calls };
}

/** A permission status whose state can change, as the browser's does. */
function fakePermission(initial: PermissionState) {
  const listeners = new Set<() => void>();
  const status = {
    state: initial,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  return {
    status: status as PermissionStatusLike,
    listeners,
    change(state: PermissionState) {
      status.state = state;
      for (const listener of listeners) listener();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('detectLocation', () => {
  it('asks with the §9 options, rounds the position and names the place through our server', async () => {
    const { geolocation, calls } = fakeGeolocation({ lat: -33.868_849, lon: 151.209_295 });
    const events: LocationEvent[] = [];
    const reverse = vi.fn(async () => ({ label: 'Sydney, Australia' }));
    const result = await detectLocation({
      env: { geolocation, permissions: null },
      reverse,
      dispatch: (event) => events.push(event),
      now: () => 42,
    });
    expect(calls).toEqual([GEOLOCATION_OPTIONS]);
    expect(reverse).toHaveBeenCalledWith({ lat: -33.8688, lon: 151.2093 });
    expect(result).toEqual({
      coords: { lat: -33.8688, lon: 151.2093 },
      place: { label: 'Sydney, Australia' },
    });
    expect(events).toEqual([
      { type: 'request' },
      { type: 'position', coords: { lat: -33.8688, lon: 151.2093 } },
      { type: 'resolved', place: { label: 'Sydney, Australia' }, at: 42 },
    ]);
  });

  it('keeps the position when our server cannot name the place', async () => {
    const { geolocation } = fakeGeolocation({ lat: 10, lon: 20 });
    const events: LocationEvent[] = [];
    const result = await detectLocation({
      env: { geolocation, permissions: null },
      reverse: () => Promise.reject(new Error('offline')),
      dispatch: (event) => events.push(event),
      now: () => 1,
    });
    expect(result).toEqual({ coords: { lat: 10, lon: 20 }, place: null });
    expect(events.at(-1)).toEqual({ type: 'resolved', place: null, at: 1 });
  });

  it('reports a denial, a timeout and a missing geolocation, loading the strings first', async () => {
    for (const [code, failure] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const) {
      const { geolocation } = fakeGeolocation({ code });
      const order: string[] = [];
      const result = await detectLocation({
        env: { geolocation, permissions: null },
        reverse: vi.fn(),
        dispatch: (event) => order.push(event.type),
        beforeShow: async () => {
          order.push('strings');
        },
      });
      expect(result).toEqual({ failure });
      expect(order).toEqual(['request', 'strings', 'failed']);
    }
    const events: LocationEvent[] = [];
    expect(
      await detectLocation({
        env: { geolocation: null, permissions: null },
        reverse: vi.fn(),
        dispatch: (event) => events.push(event),
      }),
    ).toEqual({ failure: 'unsupported' });
    expect(events).toEqual([{ type: 'unsupported' }]);
  });
});

describe('watchPermission (spec §4: checked on load)', () => {
  function watch(
    initial: PermissionState | null,
    geolocation: GeoEnvironment['geolocation'] = fakeGeolocation({ lat: 0, lon: 0 }).geolocation,
  ) {
    const permission = fakePermission(initial ?? 'prompt');
    const events: LocationEvent[] = [];
    const onGranted = vi.fn();
    const stop = watchPermission({
      env: {
        geolocation,
        permissions: initial === null ? null : { query: async () => permission.status },
      },
      dispatch: (event) => events.push(event),
      onGranted,
    });
    return { permission, events, onGranted, stop };
  }

  it('granted: requests the position at once', async () => {
    const { events, onGranted } = watch('granted');
    await flush();
    expect(events).toEqual([{ type: 'permission', state: 'granted' }]);
    expect(onGranted).toHaveBeenCalledTimes(1);
  });

  it('denied: sets denied and requests nothing', async () => {
    const { events, onGranted } = watch('denied');
    await flush();
    expect(events).toEqual([{ type: 'permission', state: 'denied' }]);
    expect(onGranted).not.toHaveBeenCalled();
  });

  it('prompt: waits for the user, and follows a later grant', async () => {
    const { permission, events, onGranted } = watch('prompt');
    await flush();
    expect(onGranted).not.toHaveBeenCalled();
    permission.change('granted');
    await flush();
    expect(events.map((e) => e.type === 'permission' && e.state)).toEqual(['prompt', 'granted']);
    expect(onGranted).toHaveBeenCalledTimes(1);
  });

  it('stops following once cleaned up', async () => {
    const { permission, events, stop } = watch('prompt');
    await flush();
    stop();
    expect(permission.listeners.size).toBe(0);
    permission.change('denied');
    await flush();
    expect(events).toHaveLength(1);
  });

  it('without the Permissions API waits for the user; without geolocation is unsupported', async () => {
    const none = watch(null);
    await flush();
    expect(none.events).toEqual([]);
    const unsupported = watch('granted', null);
    await flush();
    expect(unsupported.events).toEqual([{ type: 'unsupported' }]);
    expect(unsupported.onGranted).not.toHaveBeenCalled();
  });
});
