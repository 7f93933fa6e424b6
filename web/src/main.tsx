// First: zod's jitless mode must be set before any module builds a schema (see zod-jitless.ts).
import './app/zod-jitless';
import { TIME_ZONE_COOKIE } from '@koalarent/core/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo-client';
import { App } from './app/app';
import type { RenderStart } from './app/providers';
import { loadMatchedRoutes } from './app/router';
import { readServerState, type ServerRenderState } from './app/server-render-state';
import { readCachedSession } from './features/auth/session/session-store';
import { initialCurrency } from './features/currency/currency-selection';
import { i18n, loadNamespaces, prepareI18n } from './shared/i18n/i18n';
import { choiceCookies } from './shared/storage/choice-cookies';
import { localStore, sessionStore } from './shared/storage/safe-storage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

function app(start?: RenderStart) {
  return (
    <StrictMode>
      <App {...(start ? { start } : {})} />
    </StrictMode>
  );
}

/** The browser's zone, for the server to date the next page in (see TIME_ZONE_COOKIE). */
function reportTimeZone(): void {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && choiceCookies.get(TIME_ZONE_COOKIE) !== zone) choiceCookies.set(TIME_ZONE_COOKIE, zone);
  } catch {
    // No zone to report: the server keeps writing UTC.
  }
}

/**
 * The server rendered this page for an anonymous visitor in its reading of their language and currency. The browser
 * hydrates it only when its own first render would be the same page: the same language and currency (a choice kept
 * in local storage that the cookies do not carry yet can differ), and no member remembered in this browser (whose
 * header would differ). Otherwise it renders the page itself.
 */
function sameStart(state: ServerRenderState): boolean {
  return (
    i18n.language === state.language &&
    initialCurrency(localStore, navigator.language) === state.currency &&
    readCachedSession(localStore, sessionStore).kind === 'none'
  );
}

async function start(): Promise<void> {
  reportTimeZone();
  const state = readServerState();
  // The stored language's strings arrive before the first render, so no key or English word flashes by. Should they
  // fail to load (offline), the app renders in English rather than not at all.
  await prepareI18n().catch(() => undefined);
  // The page's own module and strings too: the first render shows the page, not a spinner the HTML does not have.
  const ready = await Promise.all([
    loadMatchedRoutes(window.location.pathname),
    loadNamespaces(...(state?.namespaces ?? [])),
  ]).then(
    () => true,
    () => false,
  );
  if (state && ready && sameStart(state)) {
    const start = { client: createApolloClient(state.apollo), timeZone: state.timeZone, now: state.now };
    // Not in a transition: a transition's hydration is time-sliced, but a tap that lands while it is under way (a test's
    // 'Rent Now' right after the page starts, a visitor's on a slow phone) was lost instead of replayed.
    hydrateRoot(container as HTMLElement, app(start));
    return;
  }
  createRoot(container as HTMLElement).render(app());
}

void start();
