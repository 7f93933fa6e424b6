import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
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

/** Keeps `document.title` on the current route's name, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const key = routeTitleKey(useMatches());
  const title = documentTitle(key ? t(key) : null);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
