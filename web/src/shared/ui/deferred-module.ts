import { useCallback, useState } from 'react';

const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

function request<M>(load: () => Promise<M>): Promise<M> {
  let promise = loading.get(load) as Promise<M> | undefined;
  if (!promise) {
    promise = load();
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
 * Runs `task` at the visitor's first press, touch or key anywhere on the page (capture phase: a handler that stops
 * propagation cannot hide it; a phone's scroll starts with a touch too). For code that is not needed before the
 * visitor does anything, but should be there by the time what they do needs it.
 */
export function onFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const event of events) window.removeEventListener(event, run, true);
  };
  for (const event of events) window.addEventListener(event, run, { capture: true, passive: true });
  return stop;
}

/**
 * A module that is not needed for the first paint (a menu's state machine and positioning, say). It is
 * fetched on demand: on `prefetch()` (the pointer or focus reaches the trigger, so it is usually there by
 * the time the trigger is activated) or `request()` (the user activated it); a visit that never goes near
 * the trigger never downloads it. It is handed to the component, which then swaps its placeholder for the
 * real thing, only on `request()`. Until then the placeholder's DOM stays put, so nothing a pointer, a
 * screen reader or a test is on is replaced under it mid-gesture. Returns null until requested and arrived.
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
  const prefetch = useCallback(() => {
    request(load).catch(() => undefined);
  }, [load]);
  return { module, request: fetchNow, prefetch };
}
