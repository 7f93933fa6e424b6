import type { GeolocationFailure } from './geolocation';

/**
 * The user's location as a small state machine (spec §4 Geolocation):
 * - idle: permission not yet given ('prompt' or unknown); the hint card offers detection.
 * - detecting: the browser is asked for a position, then our server for the place's name.
 * - detected: coordinates known (place null when our gazetteer has nothing nearby: 'Unknown location').
 * - denied: permission refused (by the permission check on load or by the position request).
 * - unavailable: the request failed otherwise (no fix, timeout).
 * - unsupported: the browser has no geolocation.
 */
export type LocationStatus = 'idle' | 'detecting' | 'denied' | 'detected' | 'unavailable' | 'unsupported';

export interface Coords {
  lat: number;
  lon: number;
}

export interface LocationState {
  status: LocationStatus;
  coords: Coords | null;
  place: { label: string } | null;
  failure: GeolocationFailure | null;
  /** When the place was last resolved (ms since epoch), for the hint card's brief "detected" display. */
  detectedAt: number | null;
}

export type PermissionState = 'granted' | 'denied' | 'prompt';

export type LocationEvent =
  | { type: 'unsupported' }
  | { type: 'permission'; state: PermissionState }
  | { type: 'request' }
  | { type: 'position'; coords: Coords }
  | { type: 'resolved'; place: { label: string } | null; at: number }
  | { type: 'failed'; failure: GeolocationFailure };

export const INITIAL_LOCATION: LocationState = {
  status: 'idle',
  coords: null,
  place: null,
  failure: null,
  detectedAt: null,
};

/**
 * What the provider does after the permission check (spec §4): granted → ask for the position at once;
 * denied → nothing (the state says denied); prompt → wait for the user to ask.
 */
export function permissionAction(state: PermissionState): 'request' | 'wait' {
  return state === 'granted' ? 'request' : 'wait';
}

export function locationReducer(state: LocationState, event: LocationEvent): LocationState {
  switch (event.type) {
    case 'unsupported':
      return { ...INITIAL_LOCATION, status: 'unsupported', failure: 'unsupported' };
    case 'permission':
      if (event.state === 'denied') return { ...INITIAL_LOCATION, status: 'denied', failure: 'denied' };
      // Permission reset to "ask" (site settings): offer detection again instead of showing a stale denial.
      if (event.state === 'prompt' && state.status === 'denied') return INITIAL_LOCATION;
      return state;
    case 'request':
      // A re-detection keeps the previous position until the new one is known.
      return { ...state, status: 'detecting', failure: null };
    case 'position':
      // Still detecting until the place's name is known, so the card shows one result, not two.
      return { ...state, status: 'detecting', coords: event.coords, failure: null };
    case 'resolved':
      if (!state.coords) return state;
      return { ...state, status: 'detected', place: event.place, detectedAt: event.at, failure: null };
    case 'failed':
      return {
        ...INITIAL_LOCATION,
        status:
          event.failure === 'denied'
            ? 'denied'
            : event.failure === 'unsupported'
              ? 'unsupported'
              : 'unavailable',
        failure: event.failure,
      };
  }
}
