import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';

/** Steps several end-to-end files take: signing in through the real forms, and axe once the page has settled. */

export type Goto = (path: string) => Promise<void>;

/** Fills and submits the /auth page's (or the auth dialog's) login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a member in through /auth and waits until the app is back at `returnTo` with the user menu rendered (at
 * phone width it lives in the drawer, so it is attached but hidden).
 */
export async function signInMember(
  page: Page,
  goto: Goto,
  email: string,
  password: string,
  returnTo = '/',
): Promise<void> {
  await goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  await page.getByTestId('user-menu').first().waitFor({ state: 'attached' });
}

/** Signs an admin in through /admin/login and waits for the dashboard. */
export async function signInAdmin(page: Page, goto: Goto, email: string, password: string): Promise<void> {
  await goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
}

/**
 * Waits until the page has stopped loading (no request in flight for half a second, at most 10 s: a live socket
 * never idles, so the wait is bounded) and no skeleton or spinner is left, then no toast is mid-animation.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('[aria-busy="true"], .chakra-skeleton, [data-scope="skeleton"]').length ===
        0,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-testid="toast"]')).every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
}

/** axe on a settled page: 0 serious or critical violations. */
export async function axeSettled(page: Page, screen: string): Promise<void> {
  await settle(page);
  await expectNoSeriousA11yViolations(page, screen);
}
