import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { LOAD_TIMEOUT } from './browser';

/**
 * Steps several end-to-end files take: signing in through the real forms, axe once the page (or only its toasts)
 * has settled, the rental wizard's calendar and card, and the owner's Requests sections.
 */

export type Goto = (path: string) => Promise<void>;

/** Fills and submits the /auth page's (or the auth dialog's) login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a member in through /auth and waits until the app is back at `returnTo` with the user menu rendered. By
 * default the menu only has to be attached (at phone width it lives in the drawer, hidden); `userMenu: 'visible'`
 * waits for the one visible menu instead, as the desktop-width files always have.
 */
export async function signInMember(
  page: Page,
  goto: Goto,
  email: string,
  password: string,
  returnTo = '/',
  options: { userMenu?: 'attached' | 'visible' } = {},
): Promise<void> {
  await goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
  if (options.userMenu === 'visible') await page.getByTestId('user-menu').waitFor();
  else await page.getByTestId('user-menu').first().waitFor({ state: 'attached' });
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
  await settleToasts(page);
}

/**
 * Waits until no toast is mid-animation (every one showing is fully opaque), so axe reads final colours; unlike
 * waitForSettledToast it also passes when no toast is showing. A toast that has just started closing is still
 * opaque for a moment: `closingGone` also waits for closing toasts (data-state="closed") to leave.
 */
export async function settleToasts(page: Page, options: { closingGone?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    (closingGone) =>
      Array.from(document.querySelectorAll('[data-testid="toast"]')).every(
        (toast) =>
          (!closingGone || toast.getAttribute('data-state') !== 'closed') &&
          getComputedStyle(toast).opacity === '1',
      ),
    options.closingGone ?? false,
    { timeout: LOAD_TIMEOUT },
  );
}

/**
 * axe once the toasts have settled (without waiting for the network or skeletons, unlike axeSettled): 0 serious
 * or critical violations. `pointerAway` first moves the pointer to the corner, off the button just clicked, whose
 * hover colour is not what the screen is judged by.
 */
export async function axeAfterToasts(
  page: Page,
  screen: string,
  options: { closingGone?: boolean; pointerAway?: boolean } = {},
): Promise<void> {
  if (options.pointerAway) await page.mouse.move(0, 0);
  await settleToasts(page, options);
  await expectNoSeriousA11yViolations(page, screen);
}

/** Waits for a toast with this title and description (a RegExp description matches part of the text). */
export async function toastSays(page: Page, title: string, description: string | RegExp): Promise<void> {
  const toast = page.getByTestId('toast');
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: typeof description === 'string' }).waitFor();
}

/**
 * Starts keeping the text of every toast the page shows from now on, and returns a reader of them. For a toast that
 * another may replace at once (one toast at a time): a busy machine's polling can miss it on screen, the page's own
 * observer cannot.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[data-testid="toast"]'))) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toastsSeen: string[] }).__toastsSeen]);
}

/** axe on a settled page: 0 serious or critical violations. */
export async function axeSettled(page: Page, screen: string): Promise<void> {
  await settle(page);
  await expectNoSeriousA11yViolations(page, screen);
}

/** The rental wizard's dialog for the item (named 'Rent <title>'). */
export function wizardDialog(page: Page, item: { title: string }): Locator {
  return page.getByRole('dialog', { name: `Rent ${item.title}` });
}

/** Waits for the rental wizard to show step `step` of 3, by its heading. */
export async function expectWizardStep(dialog: Locator, step: 1 | 2 | 3, title: string): Promise<void> {
  await dialog.getByRole('heading', { name: `Step ${step} of 3: ${title}` }).waitFor();
}

/** A day of the wizard's calendar, shown in the month it belongs to. */
export function dayCell(dialog: Locator, date: string): Locator {
  return dialog.locator(`[data-part="table-cell-trigger"][data-value="${date}"]:not([data-outside-range])`);
}

/**
 * Pages the wizard's calendar forward until it shows the month of a day ('yyyy-mm-dd'); returns how many months it
 * moved, so a test can page back. A day of the next month is otherwise only an outside-range cell of this one.
 */
export async function showMonthOf(dialog: Locator, date: string): Promise<number> {
  for (let page = 0; page < 24; page += 1) {
    if ((await dayCell(dialog, date).count()) > 0) return page;
    await dialog.getByRole('button', { name: 'Show the next two months' }).click();
  }
  throw new Error(`The calendar never showed ${date}`);
}

/** Clicks a day ('yyyy-mm-dd') of the wizard's calendar, paging it forward to the day's month first. */
export async function pickDay(dialog: Locator, date: string): Promise<void> {
  for (let page = 0; page < 24; page += 1) {
    if ((await dayCell(dialog, date).count()) > 0) {
      await dayCell(dialog, date).click();
      return;
    }
    await dialog.getByRole('button', { name: 'Show the next two months' }).click();
  }
  throw new Error(`The calendar never showed ${date}`);
}

/** Fills the wizard's new-card form (expiry 12/34, CVV 123) with this number and name. */
export async function fillCard(dialog: Locator, number: string, name: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill(name);
  await dialog.getByLabel('Expiry date').fill('1234');
  await dialog.getByLabel('CVV').fill('123');
}

/** The wizard's choice of a new card: 'Use a new card' beside saved cards, 'Add a card' for a member with none. */
export const NEW_CARD = /^(Use a new card|Add a card)$/;

/** The text of a test id inside `scope` (its first match), polled: cards fill in as their queries answer. */
export async function expectAmount(scope: Locator, testId: string, amount: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await scope
          .getByTestId(testId)
          .first()
          .textContent()
          .catch(() => null)) ?? '',
      { timeout: LOAD_TIMEOUT },
    )
    .toBe(amount);
}

/** Opens one of the owner's Requests sections by its label (the tab reads 'Label (count)') and waits for it. */
export async function openSection(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: LOAD_TIMEOUT }).toBe('true');
}

/** A member-to-be as the Register form asks for them. */
export interface NewMember {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/**
 * Registers through the /auth page's Register form, as a visitor would, and waits for its confirmation. The
 * account is not verified yet: `verifyEmailFromMailbox` follows the e-mailed link.
 */
export async function registerThroughForm(page: Page, goto: Goto, member: NewMember): Promise<void> {
  await goto('/auth?register=true');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Full Name').fill(member.fullName);
  await form.getByLabel('Username').fill(member.username);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Confirm Password').fill(member.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
  // The account cannot sign in before its e-mail is verified, so the welcome says so (issue 27 §3).
  const toast = page.getByTestId('toast');
  await toast.getByText('Registration successful', { exact: true }).waitFor();
  await toast
    .getByText('Welcome to KoalaRent! Check your e-mail to verify your account before signing in.')
    .waitFor();
}

/**
 * Opens the local mailbox page (/dev/mailbox) and waits, refreshing it, until a message to `email` is listed (and,
 * with `subject`, one whose entry also matches it), then opens the newest such message.
 */
export async function openMailTo(page: Page, goto: Goto, email: string, subject?: RegExp): Promise<void> {
  await goto('/dev/mailbox');
  const deadline = Date.now() + 60_000;
  let entry = page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&'), 'i') });
  if (subject) entry = entry.filter({ hasText: subject });
  for (;;) {
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: LOAD_TIMEOUT });
    if ((await entry.count()) > 0) break;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${email} arrived in the local mailbox`);
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(300);
  }
  await entry.first().click();
}

/** Follows the verification link of the e-mail to `email` from the local mailbox, to 'Your email is verified'. */
export async function verifyEmailFromMailbox(page: Page, goto: Goto, email: string): Promise<void> {
  await openMailTo(page, goto, email);
  const link = page.getByRole('link', { name: /\/verify-email\?token=/ }).first();
  await link.click();
  await page.waitForURL(/\/verify-email\?token=/);
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
}

/**
 * A member's first sign-in, from the verified e-mail page's 'Sign in' link through the login form, back home, where
 * the onboarding wizard greets a new member: skipped here (onboarding.e2e walks it).
 */
export async function firstSignIn(page: Page, member: NewMember): Promise<void> {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await submitLogin(page, member.email, member.password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('user-menu').first().waitFor({ state: 'attached' });
  // A first sign-in is a welcome by name, not 'Welcome back!' (issue 27 §3).
  await page.getByTestId('toast').getByText(`Welcome to KoalaRent, ${member.fullName}!`).waitFor();
  expect(await page.getByText('Welcome back!').count()).toBe(0);
  const wizard = page.getByTestId('onboarding-wizard');
  await wizard.getByRole('button', { name: 'Skip Setup' }).click();
  await wizard.waitFor({ state: 'hidden' });
}
