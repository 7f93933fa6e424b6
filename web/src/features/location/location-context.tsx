import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { notify } from '../../shared/ui/toaster';
import { REVERSE_PLACE_QUERY } from './graphql/reverse-place.query';
import {
  browserGeoEnvironment,
  type Coords,
  detectLocation,
  type LocateResult,
  watchPermission,
} from './model/browser-location';
import { failureMessageKey, type GeolocationFailure } from './model/geolocation';
import { INITIAL_LOCATION, type LocationStatus, locationReducer } from './model/location-state';

export type { LocateResult } from './model/browser-location';

export interface UserLocation {
  status: LocationStatus;
  coords: Coords | null;
  place: { label: string } | null;
  /** The spec §8 message of the last failure, in the chosen language; null when there is none. */
  error: string | null;
  /** Asks the browser again (the hint card's 'Use my location' and 'Try Again'). */
  retry(): void;
  /** Why there is no position (names the spec §8 message); null when there is no failure. */
  failure: GeolocationFailure | null;
  /** When the place was resolved (ms since epoch); null until then. */
  detectedAt: number | null;
  /**
   * The position for a feature that needs one now (the search's Near me): the known one, else a new
   * user-initiated detection.
   */
  locate(): Promise<LocateResult>;
}

const LocationContext = createContext<UserLocation | null>(null);

/** The messages and the place's line are in the `location` namespace: loaded before any is shown. */
const loadStrings = () => loadNamespaces('location').catch(() => undefined);

/**
 * The user's position and its place name for the whole app (spec §4 Geolocation). On load the permission is
 * checked: granted → the position is requested at once; denied → denied; prompt → nothing until the user
 * asks (the hint card). The place's name comes from our own server's gazetteer: the position goes to no
 * third party.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { t } = useTranslation();
  // The latest `t` for the toast, without restarting the permission watch on a language switch.
  const tRef = useRef(t);
  tRef.current = t;
  const [state, dispatch] = useReducer(locationReducer, INITIAL_LOCATION);
  const inFlight = useRef<Promise<LocateResult> | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const detect = useCallback(
    (userInitiated: boolean): Promise<LocateResult> => {
      // One detection at a time: a second ask joins the one under way.
      if (inFlight.current) return inFlight.current;
      const promise = detectLocation({
        env: browserGeoEnvironment(),
        dispatch,
        beforeShow: loadStrings,
        reverse: async (coords) => {
          const { data } = await client.query({ query: REVERSE_PLACE_QUERY, variables: coords });
          return data?.reversePlace ? { label: data.reversePlace.label } : null;
        },
      })
        .then((result) => {
          // Spec §8 success toast, for a detection the user asked for (not the automatic one on load).
          if (userInitiated && 'coords' in result) {
            const translate = tRef.current;
            notify.success({
              title: translate('detectedToast', { ns: 'location' }),
              description: result.place?.label ?? translate('unknownPlace', { ns: 'location' }),
            });
          }
          return result;
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = promise;
      return promise;
    },
    [client],
  );

  useEffect(
    () =>
      watchPermission({
        env: browserGeoEnvironment(),
        dispatch,
        beforeShow: loadStrings,
        onGranted: () => {
          const { status } = stateRef.current;
          if (status !== 'detected' && status !== 'detecting') void detect(false);
        },
      }),
    [detect],
  );

  const retry = useCallback(() => {
    void detect(true);
  }, [detect]);

  const locate = useCallback((): Promise<LocateResult> => {
    const { coords, status } = stateRef.current;
    if (coords && status === 'detected') return Promise.resolve({ coords, place: stateRef.current.place });
    return detect(true);
  }, [detect]);

  const value = useMemo<UserLocation>(
    () => ({
      status: state.status,
      coords: state.coords,
      place: state.place,
      error: state.failure ? t(failureMessageKey(state.failure), { ns: 'location' }) : null,
      failure: state.failure,
      detectedAt: state.detectedAt,
      retry,
      locate,
    }),
    [state, retry, locate, t],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useUserLocation(): UserLocation {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useUserLocation must be used inside <LocationProvider>');
  return value;
}
