import { useCallback, useEffect, useState } from 'react';

const loaded = new Map<() => Promise<unknown>, unknown>();
const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

function request<M>(load: () => Promise<M>): Promise<M> {
  let promise = loading.get(load) as Promise<M> | undefined;
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    // A failed fetch (offline) may be retried by the next interaction.
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return promise;
}

/** Runs `task` once the page has loaded and the browser is idle: after first paint, off the critical path. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 2000 });
    else idle = window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * A module that is not needed for the first paint (a menu's state machine and positioning, say). It is
 * fetched when the browser is idle after the page has loaded (or on `prefetch()`), but only handed to the
 * component, which then swaps its placeholder for the real thing, when `request()` is called: the user
 * activated it. Until then the placeholder's DOM stays put, so nothing a pointer, a screen reader or a
 * test is on is replaced under it mid-gesture. Returns null until requested and arrived.
 */
export function useDeferredModule<M>(load: () => Promise<M>): {
  module: M | null;
  /** Fetches (if need be) and hands the module over: the component renders the real thing. */
  request(): Promise<M>;
  /** Fetches without handing over (the pointer is on its way): the placeholder stays. */
  prefetch(): void;
} {
  const [module, setModule] = useState<M | null>(null);
  const fetchNow = useCallback(
    () =>
      request(load).then((value) => {
        setModule(() => value);
        return value;
      }),
    [load],
  );
  useEffect(() => {
    if (loaded.has(load)) return;
    return whenIdle(() => {
      request(load).catch(() => undefined);
    });
  }, [load]);
  const prefetch = useCallback(() => {
    request(load).catch(() => undefined);
  }, [load]);
  return { module, request: fetchNow, prefetch };
}
