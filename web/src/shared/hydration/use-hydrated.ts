import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML, true in every render after that (and from
 * the start in a render that is not a hydration). What only the browser knows — local storage, the browser's time
 * zone — is read once this is true, so the hydrating render says what the server's HTML says (no mismatch) and the
 * browser's own value follows in the next render. React reads the third function in those two cases, the second
 * otherwise.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
