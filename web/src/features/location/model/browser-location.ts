import {
  GEOLOCATION_OPTIONS,
  type GeolocationFailure,
  geolocationFailure,
  roundCoordinate,
} from './geolocation';
import { type Coords, type LocationEvent, type PermissionState, permissionAction } from './location-state';

export type { Coords } from './location-state';

/** The browser APIs the location feature uses (a fake stands in for them in tests). */
export interface GeoEnvironment {
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | null;
  permissions: { query(descriptor: { name: 'geolocation' }): Promise<PermissionStatusLike> } | null;
}

export interface PermissionStatusLike {
  readonly state: PermissionState;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export function browserGeoEnvironment(): GeoEnvironment {
  if (typeof navigator === 'undefined') return { geolocation: null, permissions: null };
  // Older Safari has no Permissions API, and some browsers (or insecure origins) no geolocation.
  const { permissions, geolocation } = navigator as Partial<Pick<Navigator, 'permissions' | 'geolocation'>>;
  return {
    geolocation: geolocation ?? null,
    permissions: permissions ? (permissions as unknown as NonNullable<GeoEnvironment['permissions']>) : null,
  };
}

/** What a detection ends with: the position, or why there is none. */
export type LocateResult =
  | { coords: Coords; place: { label: string } | null }
  | { failure: GeolocationFailure };

/**
 * One detection: the browser's position with the spec §9 options, then the place's name through `reverse`
 * (our server). Reports each step through `dispatch`. A failed name lookup still yields the position (the UI
 * says 'Unknown location'). `beforeShow` runs before anything a user reads is dispatched (loads strings).
 */
export async function detectLocation(args: {
  env: GeoEnvironment;
  reverse(coords: Coords): Promise<{ label: string } | null>;
  dispatch(event: LocationEvent): void;
  beforeShow?(): Promise<void>;
  now?(): number;
}): Promise<LocateResult> {
  const { env, reverse, dispatch } = args;
  const beforeShow = args.beforeShow ?? (() => Promise.resolve());
  const geolocation = env.geolocation;
  if (!geolocation) {
    await beforeShow();
    dispatch({ type: 'unsupported' });
    return { failure: 'unsupported' };
  }
  dispatch({ type: 'request' });
  let coords: Coords;
  try {
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS),
    );
    coords = {
      lat: roundCoordinate(position.coords.latitude),
      lon: roundCoordinate(position.coords.longitude),
    };
  } catch (error) {
    const failure = geolocationFailure((error as Partial<GeolocationPositionError> | undefined)?.code ?? 0);
    await beforeShow();
    dispatch({ type: 'failed', failure });
    return { failure };
  }
  dispatch({ type: 'position', coords });
  let place: { label: string } | null = null;
  try {
    place = await reverse(coords);
  } catch {
    // Our server could not name the place: the position still serves.
  }
  await beforeShow();
  dispatch({ type: 'resolved', place, at: (args.now ?? Date.now)() });
  return { coords, place };
}

/**
 * Spec §4: the permission is checked on load and followed while the page is open. Each state is dispatched;
 * 'granted' also starts a detection (`onGranted`). Without geolocation the state is 'unsupported' at once;
 * without the Permissions API nothing happens until the user asks. Returns the cleanup.
 */
export function watchPermission(args: {
  env: GeoEnvironment;
  dispatch(event: LocationEvent): void;
  onGranted(): void;
  beforeShow?(): Promise<void>;
}): () => void {
  const { env, dispatch, onGranted } = args;
  const beforeShow = args.beforeShow ?? (() => Promise.resolve());
  let cancelled = false;
  let status: PermissionStatusLike | null = null;
  if (!env.geolocation) {
    void beforeShow().then(() => {
      if (!cancelled) dispatch({ type: 'unsupported' });
    });
    return () => {
      cancelled = true;
    };
  }
  const apply = async (state: PermissionState) => {
    // A denial is shown at once, with its message: its strings first.
    if (state === 'denied') await beforeShow();
    if (cancelled) return;
    dispatch({ type: 'permission', state });
    if (permissionAction(state) === 'request') onGranted();
  };
  const onChange = () => {
    if (status) void apply(status.state);
  };
  env.permissions
    ?.query({ name: 'geolocation' })
    .then((result) => {
      if (cancelled) return;
      status = result;
      result.addEventListener('change', onChange);
      void apply(result.state);
    })
    .catch(() => {
      // The browser cannot tell: wait for the user to ask, as with 'prompt'.
    });
  return () => {
    cancelled = true;
    status?.removeEventListener('change', onChange);
  };
}
