import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminDe from '../../src/shared/i18n/locales/admin/de';
import adminEn from '../../src/shared/i18n/locales/admin/en';
import mailboxDe from '../../src/shared/i18n/locales/devMailbox/de';
import { expectNoSeriousA11yViolations } from './axe';
import { fileBrowser, TEST_TIMEOUT, withPage } from './browser';

/**
 * Issue 11 §3 on the admin screens: the language chosen in the header changes the admin login, every tab of the
 * dashboard (headings, tables, filters, badges, dates) and the local mailbox, survives the full reload the login
 * ends with, and switches back live. The expected strings are read from the locale files, so an English copy or a
 * missing key cannot pass.
 */
const ADMIN_EMAIL = 'admin@koalarent.test';
const ADMIN_PASSWORD = 'KoalaAdmin!2024';

const browser = await fileBrowser();

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

async function openTab(page: Page, sections: string, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: sections }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** A template's text with its `{{variables}}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');
}

describe('the admin screens in another language', () => {
  it(
    'reads the admin login, the dashboard and the local mailbox in German, then English again without a reload',
    async () => {
      await withPage(browser, 'admin-language', async ({ page, goto }) => {
        await goto('/dev/mailbox');
        await chooseLanguage(page, 'Deutsch');
        await page.getByRole('heading', { name: mailboxDe.title, level: 1 }).waitFor();

        // The admin login: title, fields and the failure toast.
        await goto('/admin/login');
        await page.getByRole('heading', { name: adminDe.login.title, level: 1 }).waitFor();
        const form = page.getByRole('form', { name: adminDe.login.formLabel });
        await form.getByLabel(adminDe.login.email).fill(ADMIN_EMAIL);
        await form.getByLabel(adminDe.login.password).fill(`${ADMIN_PASSWORD}-wrong`);
        await form.getByRole('button', { name: adminDe.login.submit }).click();
        await page.getByText(adminDe.login.failure).waitFor();

        // Signed in, the full reload lands on the dashboard still in German.
        await form.getByLabel(adminDe.login.password).fill(ADMIN_PASSWORD);
        await form.getByRole('button', { name: adminDe.login.submit }).click();
        await page.waitForURL((url) => url.pathname === '/admin');
        await page.getByRole('heading', { name: adminDe.dashboard.title, level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        const tabs = page.getByRole('tablist', { name: adminDe.dashboard.sections });
        for (const name of Object.values(adminDe.dashboard.tabs)) {
          await tabs.getByRole('tab', { name, exact: true }).waitFor();
        }

        // Overview: the cards' names, and the numbers with German digit grouping.
        for (const card of Object.values(adminDe.overview.cards)) {
          await page.getByText(card.label, { exact: true }).waitFor();
        }
        await expect.poll(() => page.getByTestId('overview-totalUsers').textContent()).toMatch(/^\d[\d.]*$/);
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('[data-testid="toast"]')).every(
            (toast) => getComputedStyle(toast).opacity === '1',
          ),
        );
        await expectNoSeriousA11yViolations(page, 'the admin dashboard in German');

        // Users: the search, the columns, the badges and a German date.
        await openTab(page, adminDe.dashboard.sections, adminDe.dashboard.tabs.users);
        await page.getByLabel(adminDe.users.searchLabel).fill(ADMIN_EMAIL);
        const users = page.getByRole('region', { name: adminDe.users.caption });
        await users.getByRole('columnheader', { name: adminDe.users.columns.joined }).waitFor();
        const own = users.getByRole('row').filter({ hasText: ADMIN_EMAIL });
        await expect.poll(() => users.getByRole('row').count()).toBe(2);
        expect(await own.textContent()).toContain(adminDe.users.status.verified);
        // "23. Nov. 2026" (de-DE), not "Nov 23, 2026".
        expect(await own.textContent()).toMatch(/\d{1,2}\. \S+ \d{4}/);

        // Listings: the approval tabs and their table.
        await openTab(page, adminDe.dashboard.sections, adminDe.dashboard.tabs.listings);
        await page.getByRole('heading', { name: adminDe.listings.heading, level: 2 }).waitFor();
        await page
          .getByRole('tablist', { name: adminDe.listings.tabsLabel })
          .getByRole('tab', { name: adminDe.listings.tabs.pending, exact: true })
          .waitFor();
        await page.getByRole('region', { name: adminDe.listings.caption.pending }).waitFor();

        // Tracking: the filters with the default range, the tables and the DB-IP credit.
        await openTab(page, adminDe.dashboard.sections, adminDe.dashboard.tabs.tracking);
        const range = page.getByLabel(adminDe.tracking.timeRange);
        await expect.poll(() => range.inputValue()).toBe('WEEK');
        expect(await range.locator('option:checked').textContent()).toBe(adminDe.tracking.ranges.WEEK);
        await page.getByLabel(adminDe.tracking.searchLabel).waitFor();
        const logins = page.getByRole('region', { name: adminDe.tracking.loginHistory });
        await logins.getByRole('columnheader', { name: adminDe.tracking.loginColumns.dateTime }).waitFor();
        await page
          .getByRole('link', { name: fill(adminDe.tracking.dbIpCredit, { name: 'DB-IP' }) })
          .waitFor();

        // Audit: the heading and the columns.
        await openTab(page, adminDe.dashboard.sections, adminDe.dashboard.tabs.audit);
        await page
          .getByRole('region', { name: adminDe.audit.caption })
          .getByRole('columnheader', { name: adminDe.audit.columns.action })
          .waitFor();

        // Back to English from the header: the open tab changes in place, the page never reloads.
        await page.evaluate(() => {
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
        await chooseLanguage(page, 'English');
        await page.getByRole('heading', { name: adminEn.dashboard.title, level: 1 }).waitFor();
        await page
          .getByRole('tablist', { name: adminEn.dashboard.sections })
          .getByRole('tab', { name: adminEn.dashboard.tabs.audit, exact: true })
          .waitFor();
        await page
          .getByRole('region', { name: adminEn.audit.caption })
          .getByRole('columnheader', { name: adminEn.audit.columns.action })
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(
          await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        ).toBe(true);
      });
    },
    TEST_TIMEOUT,
  );
});
