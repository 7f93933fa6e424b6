import type { ParseKeys } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

/** What a route of the route table carries in its `handle`: the translation key of its page name. */
export interface RouteHandle {
  title: ParseKeys;
}

const PRODUCT = 'KoalaRent';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The title key of the deepest matched route that names one (null on the home page). */
export function routeTitleKey(matches: readonly { handle: unknown }[]): ParseKeys | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}

/** "Search · KoalaRent", or just the product name where the page has no name of its own. */
export function documentTitle(pageTitle: string | null): string {
  const name = pageTitle?.trim();
  return name ? `${name} · ${PRODUCT}` : PRODUCT;
}

/**
 * A page showing one thing (an item) names the document after it instead of its route ('Tandem kayak · KoalaRent',
 * not 'Item · KoalaRent'). Kept outside React state so the root layout, which owns `document.title`, reads it:
 * a page's own effect would run before the layout's and be overwritten.
 */
let namedPage: string | null = null;
const namedPageListeners = new Set<() => void>();

function setNamedPage(name: string | null): void {
  namedPage = name;
  for (const listener of namedPageListeners) listener();
}

function subscribeNamedPage(listener: () => void): () => void {
  namedPageListeners.add(listener);
  return () => namedPageListeners.delete(listener);
}

/** Names the document after what the page shows, while it is mounted; null keeps the route's name. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    const trimmed = name?.trim();
    if (!trimmed) return;
    setNamedPage(trimmed);
    return () => setNamedPage(null);
  }, [name]);
}

/** Keeps `document.title` on the page's own name or else the current route's, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const key = routeTitleKey(useMatches());
  // A server render names no page (the page's own effect has not run): the route's name, as the head says.
  const named = useSyncExternalStore(
    subscribeNamedPage,
    () => namedPage,
    () => null,
  );
  const title = documentTitle(named ?? (key ? t(key) : null));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
