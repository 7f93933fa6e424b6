import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxDir: string;
    appLogFile: string;
  }
}

/** Page loads and assertions get generous time: the stack runs several processes on one machine. */
export const LOAD_TIMEOUT = 15_000;
export const TEST_TIMEOUT = 120_000;

export function baseUrl(): string {
  return inject('baseUrl').replace(/\/$/, '');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      // WebGL (the search map, issue 24 §3) in software: with no GPU, Chromium falls back to SwiftShader only when
      // allowed (the automatic fallback is being withdrawn).
      '--enable-unsafe-swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The Chromium a test file's tests share: `const browser = await fileBrowser();` at the top of the file launches it
 * as the file loads, and it is closed after the file's last test.
 */
export async function fileBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(async () => {
    await browser.close();
  });
  return browser;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Opens a path of the app and waits until the shell has rendered. */
  goto(path: string): Promise<void>;
  /**
   * Reloads the page and waits until the app runs in it again: a server-rendered page looks ready at once, but a click
   * before hydration is lost (languages.e2e's menu once stayed shut in CI that way).
   */
  reload(): Promise<void>;
}

/**
 * Runs `fn` with a fresh browser context and page; on failure a full-page screenshot goes to /tmp
 * (named after the test) before the error is rethrown. The context is always closed.
 */
export async function withPage(
  browser: Browser,
  name: string,
  fn: (session: PageSession) => Promise<void>,
  options: {
    viewport?: { width: number; height: number };
    /** A position the page may read: geolocation granted at it. Without one it is never granted. */
    position?: { latitude: number; longitude: number };
  } = {},
): Promise<void> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-US',
    ...(options.position ? { geolocation: options.position, permissions: ['geolocation'] } : {}),
  });
  context.setDefaultTimeout(LOAD_TIMEOUT);
  context.setDefaultNavigationTimeout(LOAD_TIMEOUT);
  const appErrors = watchAppErrors(context);
  const logFrom = appLogSize();
  const page = await context.newPage();
  const goto = async (path: string) => {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    await page.locator('header').first().waitFor({ state: 'visible' });
    await appStarted(page);
  };
  const reload = async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await appStarted(page);
  };
  try {
    await fn({ context, page, goto, reload });
    // Every screen a test visits must run clean: a React error or an uncaught exception fails the test even when
    // the page still looks right (React recovers from some by re-rendering, which hides them from assertions).
    if (appErrors.length > 0) {
      throw new Error(
        `The app reported ${appErrors.length} error(s) in the browser:\n${appErrors.join('\n')}`,
      );
    }
  } catch (error) {
    const dir = '/tmp/koalarent-e2e';
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-')}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`Screenshot of the failure: ${file}`);
    // A failed step may be the symptom of an app error: show those too.
    if (appErrors.length > 0) console.error(`Browser errors before the failure:\n${appErrors.join('\n')}`);
    // And the app's own warnings meanwhile (a page served as the shell, a failed job): the server side of the story.
    const warnings = appWarningsSince(logFrom);
    if (warnings.length > 0) console.error(`App warnings during the test:\n${warnings.join('\n')}`);
    throw error;
  } finally {
    await context.close();
  }
}

function appLogSize(): number {
  try {
    return statSync(inject('appLogFile')).size;
  } catch {
    return 0;
  }
}

/** The app's log lines at warn level or above written since `from` (its JSON lines, as the process group wrote them). */
function appWarningsSince(from: number): string[] {
  try {
    const file = inject('appLogFile');
    const length = statSync(file).size - from;
    if (length <= 0) return [];
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, length, from);
    } finally {
      closeSync(fd);
    }
    return buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => /"level":(40|50|60)\b/.test(line))
      .slice(-20)
      .map((line) => {
        // "gateway  | {json}": the message and its fields, without the stack.
        const at = line.indexOf('{');
        try {
          const { level, time, pid, hostname, err, ...fields } = JSON.parse(line.slice(at)) as Record<
            string,
            unknown
          >;
          const cause = (err as { message?: string } | undefined)?.message;
          return `${line.slice(0, at)}${JSON.stringify(fields)}${cause ? ` (${cause})` : ''}`;
        } catch {
          return line.slice(0, 600);
        }
      });
  } catch {
    return [];
  }
}

/**
 * Resolves once the app runs in the page: React has hydrated the server's HTML, or rendered its own, into #root. A server-rendered page shows its header at once, but a click on it
 * before then does nothing: a test acts on the live app, as a visitor does a moment after the page appears.
 */
export async function appStarted(page: Page): Promise<void> {
  // Set by the root layout once the page under the header has committed (rendered or hydrated): React's container
  // key on #root alone comes earlier, when hydration has only been scheduled, and a click then can be lost.
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/**
 * Chromium's own console lines about the network, which no page script writes and none can silence: a response
 * with an error status ('Failed to load resource: the server responded with a status of 401 …', which tests
 * provoke on purpose: a wrong password, a missing page) and a WebSocket torn down mid-handshake when a test
 * navigates away. Everything else logged at error level comes from the app (React's own reports included).
 */
const BROWSER_NETWORK_NOISE = [/^Failed to load resource: /, /^WebSocket connection to '[^']*' failed/];

/**
 * Collects, from every page of `context` (tabs a test opens too), each uncaught exception or rejection and each
 * console error the app logs, with the page's URL; the list stays empty while the app runs clean.
 */
function watchAppErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('weberror', (webError) => {
    const error = webError.error();
    errors.push(`pageerror at ${webError.page()?.url() ?? '?'}: ${error.stack ?? error.message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (BROWSER_NETWORK_NOISE.some((noise) => noise.test(text))) return;
    errors.push(`console.error at ${message.page()?.url() ?? '?'}: ${text}`);
  });
  // Every document the app sends must be in its build's persisted-documents.json (issue 25 §4): the gateway answers a
  // hash it does not list PersistedQueryNotFound (the app then sends the text, which production refuses with the
  // session cookie). So every journey of the suite checks the list. The stack itself leaves GRAPHQL_PERSISTED_ONLY
  // off: the tests' own API calls send documents of their own with a member's cookie.
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    response.text().then(
      (body) => {
        if (!body.includes('PERSISTED_QUERY_NOT_FOUND')) return;
        const sent = request.postDataJSON() as { operationName?: string } | null;
        errors.push(
          `persisted documents: the build does not list the operation ${sent?.operationName ?? '?'} the app sent from ${response.frame().url()}`,
        );
      },
      () => undefined,
    );
  });
  return errors;
}

/** A value unique to this run, for e-mails and usernames. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
