import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrencyCode, LanguageCode } from '@koalarent/core';

/**
 * The server half of the web build (`<dist>/.ssr/entry-server.js`, see web/src/entry-server.tsx), as the gateway
 * calls it. Declared here rather than imported: the gateway does not compile against the web app, it loads whichever
 * build it serves.
 */
interface ServerBundle {
  renderPage(input: {
    url: string;
    language: LanguageCode;
    currency: CurrencyCode;
    timeZone: string;
    execute(operation: {
      query: string;
      variables: Record<string, unknown>;
      operationName: string | undefined;
    }): Promise<{ data?: unknown; errors?: readonly unknown[] }>;
    signal?: AbortSignal;
  }): Promise<
    | { kind: 'page'; html: string; state: string; title?: string }
    | { kind: 'not-rendered'; reason: string; error?: unknown }
  >;
}

export type ExecuteOperation = Parameters<ServerBundle['renderPage']>[0]['execute'];

interface RenderRequest {
  url: string;
  language: LanguageCode;
  currency: CurrencyCode;
  timeZone: string;
  execute: ExecuteOperation;
}

/** A rendered page: the markup of `#root`, the state script's JSON text, and the title the app gives the page. */
export interface RenderedPage {
  html: string;
  state: string;
  title?: string;
}

export interface ServerRendererOptions {
  /** Renders under way at once; a page asked for beyond that is answered with the plain shell (see below). */
  maxConcurrent?: number;
  /** A render that takes longer is abandoned for the plain shell. */
  timeoutMs?: number;
  /** Told why a page was not rendered (a failed query, a thrown component, a timeout): the page then gets the shell. */
  onNotRendered?: (url: string, reason: string, error?: unknown) => void;
}

export interface ServerRenderer {
  /** The page, or null when it is answered with the client-rendered shell instead. */
  render(request: RenderRequest): Promise<RenderedPage | null>;
  /** Renders under way now. */
  readonly inFlight: number;
}

const SERVER_BUNDLE_PATH = path.join('.ssr', 'entry-server.js');

/**
 * Server rendering of the public pages, bounded so it can never cost a visitor more than the page it replaces:
 * - at most `maxConcurrent` renders at once (each takes a few milliseconds of this process's one thread); a request
 *   past that gets the client-rendered shell at once rather than waiting in line, so a burst of uncached URLs cannot
 *   queue every other request behind React;
 * - a render that outlasts `timeoutMs` (a slow database) is abandoned for the shell;
 * - whatever goes wrong (a query answered with errors, a component that throws, a bundle that fails to load) ends in
 *   the shell, never a half page: the caller answers the page's own status with the plain shell.
 *
 * The bundle is loaded on first use and again when a new build replaces it (its file's modification time changes).
 */
export function serverRenderer(
  webDistDir: string,
  options: ServerRendererOptions = {},
): ServerRenderer | null {
  const file = path.join(webDistDir, SERVER_BUNDLE_PATH);
  if (!existsSync(file)) return null;
  const maxConcurrent = options.maxConcurrent ?? 4;
  const timeoutMs = options.timeoutMs ?? 3_000;
  let loaded: { mtimeMs: number; bundle: Promise<ServerBundle> } | null = null;
  let inFlight = 0;

  const bundle = (): Promise<ServerBundle> => {
    const { mtimeMs } = statSync(file);
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      // The query names this build: Node keeps every module it imported, keyed by URL.
      const url = `${pathToFileURL(file).href}?build=${mtimeMs}`;
      loaded = { mtimeMs, bundle: import(url) as Promise<ServerBundle> };
      const attempt = loaded;
      attempt.bundle.catch(() => {
        if (loaded === attempt) loaded = null;
      });
    }
    return loaded.bundle;
  };

  return {
    get inFlight() {
      return inFlight;
    },
    async render(request) {
      if (inFlight >= maxConcurrent) {
        options.onNotRendered?.(request.url, 'busy');
        return null;
      }
      inFlight += 1;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('render timed out')), timeoutMs);
      try {
        const { renderPage } = await bundle();
        // The deadline holds even for a render that does not listen to its signal: the visitor gets the shell then,
        // and the app's own render stops its queries when the signal aborts.
        const deadline = new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        });
        const result = await Promise.race([renderPage({ ...request, signal: controller.signal }), deadline]);
        if (result.kind === 'page')
          return {
            html: result.html,
            state: result.state,
            ...(result.title ? { title: result.title } : {}),
          };
        options.onNotRendered?.(request.url, result.reason, result.error);
        return null;
      } catch (error) {
        options.onNotRendered?.(
          request.url,
          controller.signal.aborted ? 'timed out' : 'render failed',
          error,
        );
        return null;
      } finally {
        clearTimeout(timer);
        inFlight -= 1;
      }
    },
  };
}

const ROOT = '<div id="root"></div>';

/**
 * The shell with a rendered page in it: the markup inside `#root`, and the state as a JSON script element (data, not
 * code: the CSP allows no inline script) before the app's own script runs. The bundle escapes the state for it.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const at = shell.indexOf(ROOT);
  if (at < 0) return shell;
  const root = `<div id="root">${page.html}</div><script id="koalarent-state" type="application/json">${page.state}</script>`;
  return `${shell.slice(0, at)}${root}${shell.slice(at + ROOT.length)}`;
}
