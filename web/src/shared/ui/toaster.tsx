import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/safe-storage';
import { onFirstInteraction } from './deferred-module';

export interface Notice {
  title: string;
  description?: string;
}

export type ToastType = 'success' | 'error' | 'info';

type RegionModule = typeof import('./toast-region');

/**
 * The toast machinery (~10 KiB gzipped) is fetched on demand: at the first notice, or at the visitor's first
 * press or key, whichever comes sooner. Almost every toast answers something the visitor did, so the region is
 * usually on the page (and its live region known to screen readers) before the notice it announces; a visit
 * that does nothing but read never downloads it. Notices given before it arrives wait here; since one toast
 * shows at a time and the newest replaces the current one (spec §9), only the newest needs to wait.
 */
let region: RegionModule | null = null;
let loading: Promise<RegionModule> | null = null;
let waiting: { type: ToastType; notice: Notice } | null = null;
const onLoaded = new Set<(module: RegionModule) => void>();

function loadRegion(): Promise<RegionModule> {
  if (!loading) {
    loading = import('./toast-region').then((module) => {
      region = module;
      if (waiting) module.showToast(waiting.type, waiting.notice);
      waiting = null;
      for (const listener of onLoaded) listener(module);
      return module;
    });
    // A failed fetch (offline) is retried by the next notice.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function show(type: ToastType, notice: Notice): void {
  // Spec §5: a toast label must be non-empty.
  if (!notice.title.trim()) return;
  if (region) {
    region.showToast(type, notice);
    return;
  }
  waiting = { type, notice };
  loadRegion().catch(() => undefined);
}

export const notify = {
  success: (notice: Notice) => show('success', notice),
  info: (notice: Notice) => show('info', notice),
  /** Failure notices are destructive (spec §8). */
  error: (notice: Notice) => show('error', notice),
};

interface Flash extends Notice {
  type: ToastType;
}

/** Queues a toast for after the next full page load (login and logout reload the page). */
export function flashAfterReload(type: Flash['type'], notice: Notice): void {
  sessionStore.setItem(STORAGE_KEYS.flash, JSON.stringify({ type, ...notice } satisfies Flash));
}

/** Shows (once) a toast queued by flashAfterReload. */
export function showPendingFlash(): void {
  const raw = sessionStore.getItem(STORAGE_KEYS.flash);
  if (!raw) return;
  sessionStore.removeItem(STORAGE_KEYS.flash);
  try {
    const flash = JSON.parse(raw) as Partial<Flash>;
    if (typeof flash.title !== 'string') return;
    const type = flash.type === 'error' || flash.type === 'info' ? flash.type : 'success';
    show(type, {
      title: flash.title,
      description: typeof flash.description === 'string' ? flash.description : '',
    });
  } catch {
    // A damaged flash is simply dropped.
  }
}

/** The toast region (spec §9): rendered once its module has arrived (see loadRegion's callers above). */
export function Toaster() {
  const [module, setModule] = useState<RegionModule | null>(region);
  useEffect(() => {
    if (region) {
      setModule(region);
      return;
    }
    onLoaded.add(setModule);
    const cancel = onFirstInteraction(() => {
      loadRegion().catch(() => undefined);
    });
    return () => {
      onLoaded.delete(setModule);
      cancel();
    };
  }, []);
  return module ? <module.ToastRegion /> : null;
}
