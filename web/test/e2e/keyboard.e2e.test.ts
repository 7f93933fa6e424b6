import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TEST_TIMEOUT, withPage } from './browser';
import { listApprovedItem, MEMBER_PASSWORD, type Member, registerMember } from './journey-fixtures';
import { signInAdmin, signInMember } from './steps';

/**
 * Keyboard paths (issue 11 §4): the header menus, the auth dialog, the user menu, the rental wizard and the
 * admin tables and dialogs, driven with Tab, arrows, Enter and Escape only, with a visible focus indicator on what
 * has focus, dialogs that keep focus inside them and give it back to what opened them.
 */

let browser: Browser;
let owner: Member;
let renter: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, renter] = await Promise.all([
    registerMember('Keyboard Owner', 'kbowner'),
    registerMember('Keyboard Renter', 'kbrenter'),
  ]);
});

afterAll(async () => {
  await Promise.all([owner?.api.dispose(), renter?.api.dispose()]);
  await browser?.close();
});

/**
 * What has focus (for a menu, its highlighted item): its test id, accessible label or text, and whether a focus
 * ring is drawn around it.
 */
async function focused(page: Page): Promise<{ testId: string | null; label: string; ring: boolean }> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { testId: null, label: '', ring: false };
    // Menus keep focus on their list and point at the highlighted item (aria-activedescendant).
    const highlighted =
      document.getElementById(element.getAttribute('aria-activedescendant') ?? '') ??
      element.querySelector<HTMLElement>('[role^="menuitem"][data-highlighted]');
    if (highlighted) element = highlighted;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return {
      testId: element.getAttribute('data-testid'),
      label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      ring,
    };
  });
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` presses). */
async function tabTo(
  page: Page,
  matches: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  what: string,
  limit = 60,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Whether the focused element is inside the element `selector` finds. */
function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const container = document.querySelector(s);
    return container?.contains(document.activeElement) === true;
  }, selector);
}

/** Presses Tab and Shift+Tab many times and checks focus never leaves the open dialog. */
async function expectFocusTrapped(page: Page, dialogSelector: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, dialogSelector), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, dialogSelector), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

describe('keyboard paths', () => {
  it(
    'header menus and the auth dialog work from the keyboard, with visible focus, a focus trap and focus returned',
    async () => {
      await withPage(browser, 'keyboard-header', async ({ page, goto }) => {
        await goto('/how-it-works');
        await page.getByRole('heading', { level: 1 }).first().waitFor();

        // The language menu: reached with Tab, opened with Enter, left with Escape (focus back on its trigger).
        await tabTo(page, (f) => f.testId === 'language-menu', 'the language menu');
        expect((await focused(page)).ring, 'the language trigger shows a focus ring').toBe(true);
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('menu').first().waitFor({ state: 'hidden' });
        expect((await focused(page)).testId).toBe('language-menu');

        // Choosing Español with arrows and Enter switches the page's language.
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        for (let i = 0; i < 6 && (await focused(page)).label !== 'Español'; i++)
          await page.keyboard.press('ArrowDown');
        expect((await focused(page)).label).toBe('Español');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
        await page.getByTestId('language-menu').focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        for (let i = 0; i < 6 && (await focused(page)).label !== 'English'; i++)
          await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

        // The currency menu likewise.
        await page.getByTestId('currency-menu').focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('menu').first().waitFor({ state: 'hidden' });
        expect((await focused(page)).testId).toBe('currency-menu');

        // The auth dialog: opened with Enter, focus kept inside, Escape closes it and focus returns.
        await tabTo(page, (f) => f.label === 'Login / Register', 'Login / Register');
        expect((await focused(page)).ring, 'Login / Register shows a focus ring').toBe(true);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: /Sign in to KoalaRent/ }).waitFor();
        expect(await focusInside(page, OPEN_DIALOG)).toBe(true);
        await expectFocusTrapped(page, OPEN_DIALOG);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: /Sign in to KoalaRent/ }).waitFor({ state: 'hidden' });
        expect((await focused(page)).label).toBe('Login / Register');

        // Signing in without the mouse: Email, Tab, Password, Enter.
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: /Sign in to KoalaRent/ });
        await dialog.waitFor();
        await dialog.getByLabel('Email').focus();
        await page.keyboard.type(renter.email);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
          'password',
        );
        await page.keyboard.type(MEMBER_PASSWORD);
        await page.keyboard.press('Enter');
        await page.getByTestId('user-menu').first().waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'the user menu and the rental wizard work from the keyboard',
    async () => {
      const item = await listApprovedItem(owner, {
        title: `Keyboard tent ${Date.now()}`,
        pricePerDay: 30,
        deposit: 50,
        colour: '#2f6b3a',
      });
      await withPage(browser, 'keyboard-member', async ({ page, goto }) => {
        await signInMember(page, goto, renter.email, MEMBER_PASSWORD, '/how-it-works');

        // The user menu: Enter opens it, arrows reach My Rentals, Enter follows it.
        await page.getByTestId('user-menu').first().focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        for (let i = 0; i < 8 && (await focused(page)).label !== 'My Rentals'; i++)
          await page.keyboard.press('ArrowDown');
        expect((await focused(page)).label).toBe('My Rentals');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/my-rentals');

        // The rental wizard: Rent Now with Enter, two days chosen with arrows and Enter, Continue, Escape.
        await goto(`/item/${item.id}`);
        const rentNow = page.getByRole('button', { name: 'Rent Now' }).first();
        await rentNow.focus();
        expect((await focused(page)).ring, 'Rent Now shows a focus ring').toBe(true);
        await page.keyboard.press('Enter');
        const wizard = page.getByRole('dialog', { name: `Rent ${item.title}` });
        await wizard.waitFor();
        expect(await focusInside(page, OPEN_DIALOG)).toBe(true);

        const inDayGrid = () =>
          page.evaluate(() => document.activeElement?.closest('[data-part="table-cell-trigger"]') != null);
        for (let i = 0; i < 30 && !(await inDayGrid()); i++) await page.keyboard.press('Tab');
        expect(await inDayGrid(), 'Tab reaches the calendar').toBe(true);
        // Tomorrow and the day after (today may already be past the cut-off).
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await tabTo(page, (f) => f.label === 'Continue', 'Continue', 30);
        await page.keyboard.press('Enter');
        await wizard.getByRole('heading', { name: /^Step 2 of 3/ }).waitFor();
        await expectFocusTrapped(page, OPEN_DIALOG);
        await page.keyboard.press('Escape');
        await wizard.waitFor({ state: 'hidden' });
        expect((await focused(page)).label).toBe('Rent Now');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'the admin tabs, a table row’s actions menu and its dialog work from the keyboard',
    async () => {
      await withPage(browser, 'keyboard-admin', async ({ page, goto }) => {
        await signInAdmin(page, goto, 'admin@koalarent.test', 'KoalaAdmin!2024');
        const tablist = page.getByRole('tablist', { name: 'Admin sections' });
        const selected = tablist.locator('[role="tab"][aria-selected="true"]');
        await selected.focus();
        const first = await selected.textContent();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => selected.textContent()).not.toBe(first);

        // The Users tab: a row's actions button, its menu, Edit details, the dialog and back.
        const users = tablist.getByRole('tab', { name: 'Users', exact: true });
        await users.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => users.getAttribute('aria-selected')).toBe('true');
        const actions = page.getByRole('button', { name: /^Actions for / }).first();
        await actions.waitFor();
        await actions.focus();
        expect((await focused(page)).ring, 'the row actions button shows a focus ring').toBe(true);
        const actionsLabel = (await focused(page)).label;
        await page.keyboard.press('Enter');
        await page.getByRole('menu').first().waitFor();
        for (let i = 0; i < 6 && !(await focused(page)).label.startsWith('Edit details'); i++) {
          await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await page.locator(OPEN_DIALOG).first().waitFor();
        expect(await focusInside(page, OPEN_DIALOG)).toBe(true);
        await expectFocusTrapped(page, OPEN_DIALOG);
        await page.keyboard.press('Escape');
        await page.locator(OPEN_DIALOG).first().waitFor({ state: 'hidden' });
        await expect.poll(async () => (await focused(page)).label).toBe(actionsLabel);
      });
    },
    TEST_TIMEOUT,
  );
});
