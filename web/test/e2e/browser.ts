import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxDir: string;
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
  const page = await context.newPage();
  const goto = async (path: string) => {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    await page.locator('header').first().waitFor({ state: 'visible' });
  };
  try {
    await fn({ context, page, goto });
  } catch (error) {
    const dir = '/tmp/koalarent-e2e';
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-')}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`Screenshot of the failure: ${file}`);
    throw error;
  } finally {
    await context.close();
  }
}

/** A value unique to this run, for e-mails and usernames. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
