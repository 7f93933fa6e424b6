import { type Page, request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, waitForSettledToast } from './axe';
import { baseUrl, fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { adminSession, DEMO_PASSWORD } from './journey-fixtures';
import { type Goto, signInMember } from './steps';

const browser = await fileBrowser();

/** A small photo of one colour, as a member's camera would hand the browser a JPEG. */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Signs a demo member in through the /auth page's form and waits until the app is back at `returnTo`. */
function signIn(page: Page, goto: Goto, email: string, returnTo: string): Promise<void> {
  return signInMember(page, goto, email, DEMO_PASSWORD, returnTo, { userMenu: 'visible' });
}

/** The `src` of each uploaded tile, in the order the form shows them. */
async function tileSources(page: Page): Promise<string[]> {
  return page
    .getByRole('img', { name: /^Image \d of \d/ })
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
}

describe('the catalog journey', () => {
  it(
    'lists an item with two reordered photos; once approved a visitor finds it by word and price, favourites it and sees it on the owner’s profile',
    async () => {
      const suffix = uniqueSuffix();
      const word = `wombatcam${suffix}`;
      const title = `Drone ${word} with spare batteries`;
      let itemId = 0;
      let ownerImages: string[] = [];

      // 1. An owner lists an item with two photos and puts the second one first.
      await withPage(browser, 'catalog-list-item', async ({ page, goto }) => {
        await signIn(page, goto, 'olivia@koalarent.test', '/list-item');
        await page.getByRole('heading', { name: 'Item Details' }).waitFor();
        await page.getByText('Listing Tips').waitFor();
        await expectNoSeriousA11yViolations(page, 'the listing form');

        await page.getByLabel('Title').fill(title);
        await page
          .getByLabel('Description')
          .fill('A compact camera drone with three spare batteries, a carry case and spare propellers.');
        await page.getByLabel('Category').selectOption('Electronics');
        await page.getByLabel('Currency').selectOption('USD');
        await page.getByLabel('Price per day').fill('987');
        await page.getByLabel('Security deposit').fill('150');
        await page.getByLabel('Location').fill('Bondi, Sydney');
        await page.locator('input[type="file"]').setInputFiles([
          { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') },
          { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: await photo('#2980b9') },
        ]);
        await page.getByRole('img', { name: 'Image 2 of 2' }).waitFor({ timeout: 30_000 });
        const before = await tileSources(page);
        expect(before).toHaveLength(2);

        // Keyboard reordering (dnd-kit's keyboard sensor): pick up the second photo, move it left, drop it.
        const handle = page.getByRole('button', { name: 'Reorder Image 2 of 2' });
        await handle.focus();
        await page.keyboard.press('Space');
        // dnd-kit marks the handle pressed once the drag has started; only then do arrow keys move it.
        await page.locator('[aria-pressed="true"]').waitFor();
        // dnd-kit starts listening for arrow keys a task after the drag starts, so an early press can go unheard:
        // press until the uploader's live region says the image is over position 1 (a 2-image row has nothing
        // further left, so extra presses change nothing), then drop it there.
        const over = page.getByText('Image 2 is over position 1.');
        for (let attempt = 0; ; attempt += 1) {
          await page.keyboard.press('ArrowLeft');
          const heard = await over
            .waitFor({ state: 'attached', timeout: 2_000 })
            .then(() => true)
            .catch(() => false);
          if (heard) break;
          if (attempt >= 4) throw new Error('The uploader never moved the second image over position 1');
        }
        await page.keyboard.press('Space');
        await expect.poll(() => tileSources(page), { timeout: LOAD_TIMEOUT }).toEqual([before[1], before[0]]);

        // Chakra's checkbox draws its own box over the native input: tick it the way a keyboard user does.
        const terms = page.getByRole('checkbox', { name: /I agree to the terms/ });
        await terms.focus();
        await page.keyboard.press('Space');
        expect(await terms.isChecked()).toBe(true);
        await page.getByRole('button', { name: 'List Item' }).click();
        await page.waitForURL(/\/item\/\d+$/, { timeout: 30_000 });
        itemId = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { name: title }).waitFor();
        // The owner sees that the listing waits for an admin.
        await page.getByText('Awaiting approval').waitFor();
        await waitForSettledToast(page);
        await expectNoSeriousA11yViolations(page, 'the owner’s pending item');

        const own = await page.request.get(`/api/items/${itemId}`);
        expect(own.status()).toBe(200);
        const body = (await own.json()) as { images: string[]; approvalStatus: string };
        expect(body.approvalStatus).toBe('pending');
        ownerImages = body.images;
        expect(ownerImages).toHaveLength(2);
        // The order the owner chose: the blue photo (uploaded second) is the cover.
        const [first, second] = ownerImages.map((url) => url.split('/')[2]);
        expect(before[1]).toContain(first);
        expect(before[0]).toContain(second);
      });
      expect(itemId).toBeGreaterThan(0);

      // 2. Nobody else sees it until an admin approves it through the API.
      const anonymous = await request.newContext({ baseURL: baseUrl() });
      expect((await anonymous.get(`/api/items/${itemId}`)).status()).toBe(404);
      const admin = await adminSession();
      const decision = await admin.put(`/api/admin/items/${itemId}`, {
        data: { approvalStatus: 'approved' },
      });
      expect(decision.status()).toBe(200);
      expect(((await decision.json()) as { approvalStatus: string }).approvalStatus).toBe('approved');
      expect((await anonymous.get(`/api/items/${itemId}`)).status()).toBe(200);
      await admin.dispose();
      await anonymous.dispose();

      // 3. A visitor finds it by a word (typed as a prefix) and by price, opens it and favourites it after signing in.
      await withPage(browser, 'catalog-visitor', async ({ page, goto }) => {
        await goto('/');
        const search = page.getByRole('searchbox').first();
        await search.fill(word.slice(0, -2));
        await search.press('Enter');
        await page.waitForURL(/\/search\?/);
        await page.getByText('1 item found').waitFor();
        await page.getByRole('link', { name: `Details of ${title}` }).waitFor();
        await expectNoSeriousA11yViolations(page, 'search results for a word');

        // Price: only our listing costs more than 950 a day (the demo items cost 15 to 45).
        await goto('/search?minPrice=950');
        await page.getByText('1 item found').waitFor();
        await page.getByRole('link', { name: `Details of ${title}` }).waitFor();
        await page.getByRole('link', { name: `Details of ${title}` }).click();
        await page.waitForURL(new RegExp(`/item/${itemId}$`));
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await expectNoSeriousA11yViolations(page, 'the item page');

        // Signed out, the heart asks to sign in.
        await page
          .getByRole('button', { name: `Add ${title} to favorites` })
          .first()
          .click();
        await page.getByText('Sign in required').waitFor();
        await page.getByText('Please sign in to save items to your favorites').waitFor();

        await signIn(page, goto, 'mia@koalarent.test', `/item/${itemId}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page
          .getByRole('button', { name: `Add ${title} to favorites` })
          .first()
          .click();
        await page.getByText('Added to favorites').waitFor();
        await page
          .getByRole('button', { name: `Remove ${title} from favorites` })
          .first()
          .waitFor();
        const status = await page.request.get(`/api/favorites/${itemId}`);
        expect(await status.json()).toMatchObject({ isFavorite: true });
        await waitForSettledToast(page);
        await expectNoSeriousA11yViolations(page, 'the item page, signed in');

        // 4. The owner's public profile lists it.
        await page.getByRole('region', { name: 'Owner' }).getByRole('link').click();
        await page.waitForURL(/\/user\/\d+$/);
        await page.getByRole('heading', { name: /'s Profile$/ }).waitFor();
        await page.getByText(title).first().waitFor();
        await expectNoSeriousA11yViolations(page, 'the owner’s public profile');
      });
    },
    TEST_TIMEOUT * 2,
  );
});
