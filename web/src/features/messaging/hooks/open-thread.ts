import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which member's thread is on screen (one at a time: the Messages page or the account page's tab). The live feed
 * reads it to decide whether a new message is read at once or announced with a toast.
 */
let openWith: number | null = null;

/** The open thread's member while the page is in view; null when none is open or the tab is hidden. */
export function openThreadInView(): number | null {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return null;
  return openWith;
}

/** Registers `otherUserId`'s thread as open for as long as the calling component shows it. */
export function useOpenThread(otherUserId: number | null): void {
  useEffect(() => {
    if (otherUserId === null) return;
    openWith = otherUserId;
    return () => {
      if (openWith === otherUserId) openWith = null;
    };
  }, [otherUserId]);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is in view (a background tab is not): reading a thread waits until it is seen. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
