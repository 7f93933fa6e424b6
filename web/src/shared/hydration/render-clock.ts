import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The clock a server-rendered page was written by: the zone its dates are in (the visitor's zone cookie, else UTC)
 * and the moment it was rendered. The browser reads the same while it hydrates the page, so its first render says
 * what the HTML says ('Added 12 seconds ago', 'Jan 5'), then its own zone and time in the render after.
 * Absent (a page the browser rendered itself): the browser's zone and time from the start.
 */
export interface RenderClock {
  timeZone?: string;
  /** Milliseconds since the epoch. */
  now?: number;
}

const RenderClockContext = createContext<RenderClock>({});

export function RenderClockProvider({ clock, children }: { clock: RenderClock; children: ReactNode }) {
  return createElement(RenderClockContext.Provider, { value: clock }, children);
}

/** The browser's own zone, read once (undefined on the server). */
const browserZone = (() => {
  if (typeof window === 'undefined') return undefined;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
})();

const subscribeNever = () => () => undefined;

/**
 * The zone to write dates in: the page's while it is a server render or a hydration; after that the browser's
 * (undefined: its default). When the two are the same (a visitor whose zone cookie the server read) the value does
 * not change, so nothing re-renders after hydrating: every date and price on the page reads this.
 */
export function useRenderTimeZone(): string | undefined {
  const { timeZone } = useContext(RenderClockContext);
  return useSyncExternalStore(
    subscribeNever,
    () => (timeZone !== undefined && timeZone === browserZone ? timeZone : undefined),
    () => timeZone,
  );
}

/** The time to measure "ago" from: the page's render time while it is a server render or a hydration, else now. */
export function useRenderNow(): Date {
  const { now } = useContext(RenderClockContext);
  const hydrated = useHydrated();
  return !hydrated && now !== undefined ? new Date(now) : new Date();
}
