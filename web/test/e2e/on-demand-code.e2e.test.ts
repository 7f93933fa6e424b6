import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, listApprovedItem } from './journey-fixtures';
import { expectWizardStep, wizardDialog } from './steps';

const browser = await fileBrowser();

/**
 * Issue 21 §3: a public page loads the code of its first screen; what a visitor has not opened (menus, toasts, the
 * auth dialog, the rental wizard, the forms' zod) arrives on demand. Chunks are named after their module by the
 * bundler (`toast-region-<hash>.js`) and `vendor-zod` by web/vite.config.ts.
 */
const ON_DEMAND = [
  'choice-menu-popup',
  'toast-region',
  'auth-dialog',
  'mobile-drawer',
  'rental-wizard',
  'onboarding-wizard',
  'recommendations-view',
  'vendor-zod',
] as const;

interface ScriptLog {
  /** The chunk name of every script requested so far (`toast-region-AbC123_x.js` → 'toast-region'). */
  names: Set<string>;
  /** Scripts requested and not yet answered. */
  pending: number;
}

function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { names: new Set(), pending: 0 };
  const isScript = (request: Request) => request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    log.pending += 1;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    log.names.add(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  const done = (request: Request) => {
    if (isScript(request)) log.pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return log;
}

/**
 * The page has loaded, the browser has been idle (when the app starts work it put off until then) and every script
 * asked for has arrived: whatever the page fetches after this, something the visitor did asked for. Generous
 * timeouts: this machine may be busy; the assertions are about what loads, never how fast.
 */
async function settledLoad(page: Page, scripts: ScriptLog): Promise<void> {
  await page.waitForLoadState('load', { timeout: 60_000 });
  // Twice: a chunk that arrives at the first idle moment may put off work of its own until the next.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
    await expect.poll(() => scripts.pending, { timeout: 60_000 }).toBe(0);
  }
}

describe('code loaded on demand (issue 21 §3)', () => {
  it(
    'the landing page fetches no menu, toast, dialog or form code until the visitor goes near them',
    async () => {
      await withPage(browser, 'on-demand-landing', async ({ page, goto }) => {
        const scripts = recordScripts(page);
        await goto('/');
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        await settledLoad(page, scripts);
        expect(ON_DEMAND.filter((name) => scripts.names.has(name))).toEqual([]);

        // The pointer on its way to the language menu fetches its machinery; nothing else comes with it.
        await page.getByTestId('language-menu').hover();
        await expect.poll(() => scripts.names.has('choice-menu-popup')).toBe(true);
        expect(scripts.names.has('toast-region')).toBe(false);

        // The first press brings the toast region (before any toast needs it), and the menu opens as before.
        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Español' }).waitFor();
        await expect.poll(() => scripts.names.has('toast-region')).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('menuitemradio', { name: 'Español' }).waitFor({ state: 'hidden' });

        // Login / Register: the dialog's code arrives as the pointer reaches the button, and it opens on the click.
        expect(scripts.names.has('auth-dialog')).toBe(false);
        await page.getByTestId('login-button').hover();
        await expect.poll(() => scripts.names.has('auth-dialog')).toBe(true);
        await page.getByTestId('login-button').click();
        await page.getByRole('dialog').getByRole('tab', { name: 'Login' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'an item page fetches the rental wizard only once the visitor acts (here: the pointer on Rent Now), and it opens as before',
    async () => {
      const owner = await apiSession('olivia@koalarent.test');
      const item = await listApprovedItem(owner, {
        title: `Camp stove ${uniqueSuffix()}`,
        pricePerDay: 12,
        deposit: 30,
        colour: '#1f618d',
      }).finally(() => owner.api.dispose());

      await withPage(browser, 'on-demand-item', async ({ page, goto }) => {
        const scripts = recordScripts(page);
        await goto(`/item/${item.id}`);
        await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
        await settledLoad(page, scripts);
        expect(ON_DEMAND.filter((name) => scripts.names.has(name))).toEqual([]);

        const rentNow = page.getByRole('button', { name: 'Rent Now' }).first();
        await rentNow.hover();
        await expect.poll(() => scripts.names.has('rental-wizard')).toBe(true);
        await rentNow.click();
        await expectWizardStep(wizardDialog(page, item), 1, 'Choose your dates');
      });
    },
    TEST_TIMEOUT,
  );
});
