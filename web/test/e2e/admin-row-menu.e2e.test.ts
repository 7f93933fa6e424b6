import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiSession, uploadPhoto } from './journey-fixtures';
import { signInAdmin } from './steps';

const browser = await fileBrowser();

/** A listing of a demo owner's, waiting for approval (so it is in the Listings tab's default Pending table). */
async function listPending(title: string): Promise<void> {
  const owner = await apiSession('liam@koalarent.test');
  try {
    const created = await owner.api.post('/api/items', {
      data: {
        title,
        description: 'A sturdy aluminium ladder that extends to four metres, with levelling feet.',
        category: 'Tools',
        currency: 'USD',
        pricePerDay: 18,
        securityDeposit: 60,
        location: 'Parramatta, NSW',
        quantity: 1,
        images: [await uploadPhoto(owner.api, '#b9770e', 'ladder.jpg')],
        availability: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
  } finally {
    await owner.api.dispose();
  }
}

describe('the admin listings table (issue 27)', () => {
  it(
    'keeps a row’s open menu, and the focus in it, across the debounced search refresh',
    async () => {
      const suffix = uniqueSuffix();
      const title = `Extension ladder ${suffix}`;
      await listPending(title);
      await withPage(browser, 'admin-row-menu-refresh', async ({ page, goto }) => {
        await signInAdmin(page, goto, ADMIN_EMAIL, ADMIN_PASSWORD);
        await page
          .getByRole('tablist', { name: 'Admin sections' })
          .getByRole('tab', { name: 'Listings' })
          .click();
        const row = page
          .getByRole('region', { name: 'Pending listings' })
          .getByRole('row')
          .filter({ hasText: title });
        await row.waitFor();

        // The search for this listing goes out 300 ms after typing stops; the menu is opened before that.
        const refreshed = page.waitForResponse(
          (response) =>
            response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(suffix),
        );
        await page.getByLabel('Search listings').fill(suffix);
        await row.getByRole('button', { name: `Actions for ${title}` }).click();
        const menu = page.getByRole('menu');
        await menu.getByRole('menuitem', { name: 'View details' }).waitFor();
        await refreshed;
        // The refreshed table has rendered: the search has narrowed it to this one row.
        await expect
          .poll(() => page.getByRole('region', { name: 'Pending listings' }).getByRole('row').count())
          .toBe(2); // The header row and this listing's.
        expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(
          true,
        );
        expect(await menu.isVisible()).toBe(true);

        // Still a working menu: View details opens the listing's dialog.
        await page.getByRole('menuitem', { name: 'View details' }).click();
        await page.getByRole('dialog', { name: title }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );
});
