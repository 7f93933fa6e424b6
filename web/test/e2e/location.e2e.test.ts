import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { appStarted, fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, withPage } from './browser';

/**
 * Spec §2 Location hint card, §4 Geolocation, §8 geolocation messages, §9 options and radius: a browser whose
 * position is granted (Playwright's geolocation, in central Sydney, where the demo data lists items) sees the
 * place our server names, in the card and the header, and the items within 50 km, nearest first; one that
 * refuses sees the denial with Browser Settings and Try Again; a dismissal survives a reload; the header search
 * carries the position; place suggestions work from the keyboard. axe runs on each state.
 */

const browser = await fileBrowser();

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const SYDNEY_LABEL = 'Sydney, Australia';

const card = (page: Page) => page.getByTestId('location-hint-card');
const headerSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search' }).first();

/** The distances the Near You cards show, in order ("2.3 km away" → 2.3). */
async function nearYouDistances(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('near-you')
    .getByText(/km away$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

describe('location', () => {
  it(
    'a granted position in Sydney: the card and the header name the place, Near You lists items nearest first, and a header search sends lat and lon',
    async () => {
      await withPage(
        browser,
        'location-granted',
        async ({ page, goto }) => {
          await goto('/');
          // Detected without asking (permission already granted), so no 'Location detected' toast is due.
          await expect
            .poll(() => card(page).getAttribute('data-state'), { timeout: LOAD_TIMEOUT })
            .toBe('detected');
          // The pointer on the card holds the brief "detected" display while axe reads it.
          await card(page).hover();
          await expect.poll(() => card(page).textContent()).toContain(`Showing items near ${SYDNEY_LABEL}`);
          await expect
            .poll(() => headerSearch(page).getAttribute('placeholder'))
            .toBe(`Search near ${SYDNEY_LABEL}...`);

          const nearYou = page.getByTestId('near-you');
          await nearYou.getByRole('heading', { name: 'Near You' }).waitFor();
          await expect.poll(() => nearYouDistances(page), { timeout: LOAD_TIMEOUT }).not.toHaveLength(0);
          const distances = await nearYouDistances(page);
          // Spec §9: within 50 km, nearest first.
          expect(distances.every((km) => km <= 50)).toBe(true);
          expect([...distances].sort((a, b) => a - b)).toEqual(distances);
          await expectNoSeriousA11yViolations(page, 'home with the detected place and Near You');

          await page.mouse.move(0, 0);
          // Spec §4: hidden once detected (after the brief display).
          await card(page).waitFor({ state: 'detached', timeout: 20_000 });

          await headerSearch(page).fill('camera');
          await headerSearch(page).press('Enter');
          await page.waitForURL((url) => url.pathname === '/search');
          const params = new URL(page.url()).searchParams;
          expect(params.get('q')).toBe('camera');
          expect(Number(params.get('lat'))).toBeCloseTo(SYDNEY.latitude, 3);
          expect(Number(params.get('lon'))).toBeCloseTo(SYDNEY.longitude, 3);
        },
        { position: SYDNEY },
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'the search page’s Near me sorts by distance from the position and shows each distance',
    async () => {
      await withPage(
        browser,
        'location-near-me',
        async ({ page, goto }) => {
          await goto('/search');
          await page.getByRole('button', { name: 'Near me' }).click();
          await page.waitForURL((url) => url.searchParams.get('sort') === 'distance');
          const params = new URL(page.url()).searchParams;
          expect(Number(params.get('lat'))).toBeCloseTo(SYDNEY.latitude, 3);
          expect(Number(params.get('lon'))).toBeCloseTo(SYDNEY.longitude, 3);
          await page.getByText('Near your location').waitFor();
          await expect
            .poll(() => page.getByText(/km away$/).count(), { timeout: LOAD_TIMEOUT })
            .toBeGreaterThan(0);
          await expectNoSeriousA11yViolations(page, 'search near me');
        },
        { position: SYDNEY },
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'without permission: the card offers detection; a refusal shows the denial with Browser Settings and Try Again',
    async () => {
      await withPage(browser, 'location-denied', async ({ page, goto }) => {
        await goto('/');
        await expect.poll(() => card(page).getAttribute('data-state')).toBe('prompt');
        await card(page).getByRole('button', { name: 'Use my location' }).waitFor();
        await expectNoSeriousA11yViolations(page, 'the location card asking for permission');
        // Nothing is shown near a position nobody gave, and the header keeps its own placeholder.
        expect(await page.getByTestId('near-you').count()).toBe(0);
        expect(await headerSearch(page).getAttribute('placeholder')).toBe('Search for items to rent...');

        // The headless browser refuses the request, as a user clicking Block would.
        await card(page).getByRole('button', { name: 'Use my location' }).click();
        await expect.poll(() => card(page).getAttribute('data-state')).toBe('denied');
        await card(page)
          .getByText('Location access denied. Please enable location services to find items near you.')
          .waitFor();
        const settings = card(page).getByRole('button', { name: 'Browser Settings' });
        await settings.click();
        expect(await settings.getAttribute('aria-expanded')).toBe('true');
        await card(page)
          .getByText('Please enable location access in your browser settings, then refresh the page.')
          .waitFor();
        await card(page).getByRole('button', { name: 'Try Again' }).waitFor();
        await expectNoSeriousA11yViolations(page, 'the location card after a refusal');

        // Try Again asks again; still refused, still denied.
        await card(page).getByRole('button', { name: 'Try Again' }).click();
        await expect.poll(() => card(page).getAttribute('data-state')).toBe('denied');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'a dismissal is stored with its time and survives a reload',
    async () => {
      await withPage(browser, 'location-dismissed', async ({ page, goto }) => {
        await goto('/');
        await card(page).waitFor();
        await card(page).getByRole('button', { name: 'Dismiss location hint' }).click();
        await card(page).waitFor({ state: 'detached' });
        const stored = await page.evaluate(() => ({
          flag: localStorage.getItem('koalarentLocationHintDismissed'),
          at: localStorage.getItem('koalarentLocationHintDismissedAt'),
        }));
        expect(stored.flag).toBe('true');
        expect(Date.now() - Date.parse(stored.at ?? '')).toBeLessThan(60_000);

        await page.reload({ waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        // The dismissal is kept in this browser only: the server's page has the card, which the app removes as soon as
        // it runs.
        await appStarted(page);
        await expect.poll(() => card(page).count()).toBe(0);
        await expectNoSeriousA11yViolations(page, 'home with the location card dismissed');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'place suggestions: typed, chosen with the arrow keys and Enter, closed with Escape; free text stays',
    async () => {
      await withPage(browser, 'location-place-input', async ({ page, goto }) => {
        await goto('/search');
        const field = page.getByRole('combobox', { name: 'Location' });
        await field.click();
        await field.pressSequentially('Sydn', { delay: 30 });
        const listbox = page.getByRole('listbox', { name: 'Place suggestions' });
        await listbox.getByRole('option', { name: SYDNEY_LABEL }).first().waitFor();
        expect(await field.getAttribute('aria-expanded')).toBe('true');
        await expectNoSeriousA11yViolations(page, 'place suggestions open');

        // Escape closes the list and keeps the text.
        await field.press('Escape');
        await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
        expect(await field.inputValue()).toBe('Sydn');

        // Down reopens on the first option; Enter chooses it.
        await field.press('ArrowDown');
        await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
        const active = await field.getAttribute('aria-activedescendant');
        expect(active).toBeTruthy();
        const option = page.locator(`[id="${active}"]`);
        expect(await option.getAttribute('aria-selected')).toBe('true');
        const chosen = (await option.locator('p').first().textContent()) ?? '';
        expect(chosen).toContain('Sydney');
        // Every painted frame's text is recorded from here on: the field must not blink empty while the URL
        // catches up with the choice.
        await field.evaluate((input) => {
          const frames: string[] = [];
          Object.assign(window, { locationFrames: frames });
          const record = () => {
            frames.push((input as HTMLInputElement).value);
            requestAnimationFrame(record);
          };
          record();
        });
        await field.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('location') === chosen);
        // The results follow, and the keyboard user is still in the field.
        await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
        // The URL changes before React renders it, so the text is polled; no frame showed it blank.
        await expect.poll(() => field.inputValue()).toBe(chosen);
        const frames = await page.evaluate(
          () => (window as unknown as { locationFrames: string[] }).locationFrames,
        );
        expect(frames).not.toContain('');

        // Free text without choosing is applied as typed.
        const again = page.getByRole('combobox', { name: 'Location' });
        await again.fill('Nowhere Special');
        await again.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('location') === 'Nowhere Special');

        // A change that did not come from the field replaces its text: Back, then Clear all.
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('location') === chosen);
        await expect.poll(() => again.inputValue()).toBe(chosen);
        await page.getByRole('button', { name: 'Clear all' }).click();
        await page.waitForURL((url) => !url.searchParams.has('location'));
        await expect.poll(() => again.inputValue()).toBe('');
      });
    },
    TEST_TIMEOUT,
  );
});
