import { CHOICE_COOKIE_MAX_AGE_SECONDS } from '@koalarent/core/contracts';

/**
 * The cookies that carry the visitor's language and currency choice to the server (issue 21 §1: the gateway
 * answers a page's first byte in that language). The spec's local-storage keys stay the app's own record; the menus
 * write both, and the app reads a cookie on start only when local storage has no choice (one made on another tab
 * before this one's storage had it, or a store that was cleared).
 */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

const noCookies: CookieJar = { get: () => null, set: () => undefined };

/** `document.cookie`, guarded: reading or writing it throws in sandboxed frames with cookies blocked. */
function documentJar(): CookieJar {
  return {
    get(name) {
      try {
        for (const part of document.cookie.split(';')) {
          const at = part.indexOf('=');
          if (at < 0 || part.slice(0, at).trim() !== name) continue;
          return decodeURIComponent(part.slice(at + 1).trim());
        }
      } catch {
        // Blocked, or a value that is not URI-encoded (not one we wrote): no choice.
      }
      return null;
    },
    set(name, value) {
      try {
        // First-party, whole site, a year; readable by script (it is a display choice, no secret); Lax so a link
        // from another site still arrives with it, and the page opens in the chosen language.
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from browsers we support (Firefox before 140); the choice must be set before the next navigation.
        document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
      } catch {
        // Cookies blocked: the local-storage choice still applies in this browser.
      }
    },
  };
}

export const choiceCookies: CookieJar = typeof document === 'undefined' ? noCookies : documentJar();

/** An in-memory CookieJar, for tests. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get: (name) => map.get(name) ?? null,
    set: (name, value) => {
      map.set(name, value);
    },
    dump: () => Object.fromEntries(map),
  };
}
