import type { NormalizedCacheObject } from '@apollo/client';
import type { CurrencyCode, LanguageCode } from '@koalarent/core/contracts';
import type { Namespace } from '../shared/i18n/i18n';

/** The `<script type="application/json">` a server-rendered page carries its state in (data, not code: the CSP allows no inline script). */
const SERVER_STATE_ELEMENT_ID = 'koalarent-state';

/** What the server's render of a page read and decided, for the browser to hydrate that page with the same. */
export interface ServerRenderState {
  language: LanguageCode;
  currency: CurrencyCode;
  /** The zone the page's dates are written in. */
  timeZone: string;
  /** When it was rendered (ms since the epoch): what its "3 minutes ago" counts from. */
  now: number;
  /** The translation namespaces its components asked for (the route's own are loaded with the route). */
  namespaces: Namespace[];
  /** Apollo's cache after the render: every query the page made, answered. */
  apollo: NormalizedCacheObject;
}

/**
 * The state as the text of a JSON script element: `<` is written as its escape, so no value (a listing's title,
 * say) can close the element or open another one.
 */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of the page the browser is on, when the server rendered it; null otherwise (or when unreadable). */
export function readServerState(doc: Document = document): ServerRenderState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerRenderState> | null;
    if (
      !state ||
      typeof state.language !== 'string' ||
      typeof state.currency !== 'string' ||
      typeof state.timeZone !== 'string' ||
      typeof state.now !== 'number' ||
      !Array.isArray(state.namespaces) ||
      typeof state.apollo !== 'object' ||
      state.apollo === null
    )
      return null;
    return state as ServerRenderState;
  } catch {
    return null;
  }
}
