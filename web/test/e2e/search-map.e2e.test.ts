import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { baseUrl, fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, listApprovedItem } from './journey-fixtures';

const browser = await fileBrowser();

/**
 * The map draws with WebGL in software here (SwiftShader: no GPU), on a machine the whole suite shares: its code,
 * its basemap and its first frames take far longer than a page, so its steps get their own, longer, limit.
 */
const MAP_TIMEOUT = 90_000;

/** The map's container once MapLibre has drawn: its pins, as the map reports them (a canvas has no DOM to ask). */
async function drawnPins(page: Page): Promise<{ count: number; points: Record<string, [number, number]> }> {
  const map = page.getByTestId('search-map');
  await map.and(page.locator('[data-loaded][data-pins]')).waitFor({ state: 'visible', timeout: MAP_TIMEOUT });
  return map.evaluate((node: HTMLElement) => ({
    count: Number(node.dataset.pins),
    points: JSON.parse(node.dataset.pinPoints ?? '{}') as Record<string, [number, number]>,
  }));
}

/** Waits until the map has drawn again after a change (its pins' report changes). */
async function redrawn(page: Page, before: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const node = document.querySelector<HTMLElement>('[data-testid="search-map"]');
      return (
        Boolean(node?.dataset.pinPoints) && `${node?.dataset.pins}|${node?.dataset.pinPoints}` !== previous
      );
    },
    before,
    { timeout: MAP_TIMEOUT },
  );
}

const report = (page: Page) =>
  page
    .getByTestId('search-map')
    .evaluate((node: HTMLElement) => `${node.dataset.pins}|${node.dataset.pinPoints}`);

/**
 * Issue 24 §3 in the browser: the List / Map toggle on /search (a linkable `map=1` that keeps every filter), the
 * demo listings as pins on the offline basemap, a pin's card on click, and "Search this area" narrowing the list to
 * the map's view; no request leaves the machine, and the map view passes axe.
 */
describe('search map', () => {
  it(
    'shows the demo listings as pins, and nothing is asked of any other host',
    async () => {
      await withPage(browser, 'search-map-demo', async ({ page, goto }) => {
        // The file's first page: the server's first render of /search in a fresh stack is the slow one.
        page.setDefaultNavigationTimeout(MAP_TIMEOUT);
        page.setDefaultTimeout(MAP_TIMEOUT);
        const own = new URL(baseUrl()).host;
        const elsewhere: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (/^(https?|wss?):$/.test(url.protocol) && url.host !== own) elsewhere.push(request.url());
        });
        // The list first: no map code is fetched for it.
        const mapCode: string[] = [];
        page.on('request', (request) => {
          if (/maplibre|search-map|countries-50m/.test(request.url())) mapCode.push(request.url());
        });
        await goto('/search');
        await expect
          .poll(() => page.getByTestId('item-card').count(), { timeout: MAP_TIMEOUT })
          .toBeGreaterThan(0);
        expect(mapCode).toEqual([]);

        await page.getByRole('button', { name: 'Map', exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('map'), { timeout: MAP_TIMEOUT })
          .toBe('1');
        const { count } = await drawnPins(page);
        // The first hundred results (the demo's Sydney, Melbourne and London listings among them) are on the map.
        expect(count).toBeGreaterThan(20);
        expect(mapCode.some((url) => url.includes('maplibre-gl-worker'))).toBe(true);
        // The basemap's credits, as Natural Earth asks, and the map canvas's label.
        await expect
          .poll(() => page.getByText('Made with Natural Earth').count(), { timeout: MAP_TIMEOUT })
          .toBe(1);
        await expect
          .poll(() =>
            page.getByRole('region', { name: /Map of the results; the same items are listed/ }).count(),
          )
          .toBe(1);
        // The list stays under the map.
        expect(await page.getByTestId('item-card').count()).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(page, 'search map');
        expect(elsewhere).toEqual([]);
      });
    },
    3 * TEST_TIMEOUT,
  );

  it(
    'keeps the filters across the toggle, opens a pin’s card, and "Search this area" narrows the list',
    async () => {
      const word = `mapkayak${uniqueSuffix().replace(/\W/g, '')}`;
      const perthTitle = `Perth ${word} double`;
      const brisbaneTitle = `Brisbane ${word} double`;
      const owner = await apiSession('olivia@koalarent.test');
      let perthId = 0;
      try {
        perthId = (
          await listApprovedItem(owner, {
            title: perthTitle,
            pricePerDay: 31,
            deposit: 50,
            colour: '#1f618d',
            location: 'Perth, Australia',
          })
        ).id;
        await listApprovedItem(owner, {
          title: brisbaneTitle,
          pricePerDay: 33,
          deposit: 50,
          colour: '#a04000',
          location: 'Brisbane, Australia',
        });
      } finally {
        await owner.api.dispose();
      }
      const card = (page: Page, title: string) => page.getByRole('link', { name: `Details of ${title}` });

      await withPage(browser, 'search-map-area', async ({ page, goto }) => {
        page.setDefaultNavigationTimeout(MAP_TIMEOUT);
        page.setDefaultTimeout(MAP_TIMEOUT);
        await goto(`/search?q=${word}&maxPrice=500&sort=price_asc`);
        await card(page, perthTitle).waitFor();
        await card(page, brisbaneTitle).waitFor();

        // The toggle changes the view only: the words, the price ceiling and the sort stay.
        await page.getByRole('button', { name: 'Map', exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('map'), { timeout: MAP_TIMEOUT })
          .toBe('1');
        const params = new URL(page.url()).searchParams;
        expect([params.get('q'), params.get('maxPrice'), params.get('sort')]).toEqual([
          word,
          '500',
          'price_asc',
        ]);
        const { count, points } = await drawnPins(page);
        expect(count).toBe(2);
        const perth = points[String(perthId)];
        expect(perth, JSON.stringify(points)).toBeDefined();

        // A pin's card: the item card, with its link.
        const map = page.getByTestId('search-map');
        const box = (await map.boundingBox())!;
        const [x, y] = perth!;
        await page.mouse.click(box.x + x, box.y + y);
        const mapCard = page.getByTestId('map-card');
        await mapCard.getByRole('link', { name: `Details of ${perthTitle}` }).waitFor();
        await mapCard.getByRole('button', { name: 'Close' }).click();
        await mapCard.waitFor({ state: 'detached' });

        // No "Search this area" until the visitor moves the map; zoomed in on Perth, Brisbane leaves the view.
        expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
        const before = await report(page);
        await page.mouse.move(box.x + x, box.y + y);
        for (let n = 0; n < 4; n++) {
          await page.mouse.wheel(0, -400);
          await page.waitForTimeout(150);
        }
        await redrawn(page, before);
        await page.getByRole('button', { name: 'Search this area' }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('bbox'), { timeout: MAP_TIMEOUT })
          .not.toBeNull();
        const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
        expect(bbox[0]).toBeLessThan(115.86);
        expect(bbox[2]).toBeGreaterThan(115.86);
        expect(bbox[2]).toBeLessThan(153);
        await card(page, brisbaneTitle).waitFor({ state: 'detached' });
        // (The list is replaced while the narrower search loads: Brisbane's card goes before Perth's comes back.)
        await card(page, perthTitle).waitFor();
        expect(await card(page, perthTitle).count()).toBe(1);
        // The other filters are still there, and back to the list the area still filters.
        expect(new URL(page.url()).searchParams.get('q')).toBe(word);
        await page.getByRole('button', { name: 'List', exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('map'), { timeout: MAP_TIMEOUT })
          .toBeNull();
        expect(new URL(page.url()).searchParams.get('bbox')).not.toBeNull();
        expect(await page.getByTestId('search-map').count()).toBe(0);
        await card(page, perthTitle).waitFor();
        expect(await card(page, perthTitle).count()).toBe(1);
        expect(await card(page, brisbaneTitle).count()).toBe(0);
        // "Search anywhere" drops the area.
        await page.getByRole('button', { name: 'Search anywhere' }).click();
        await card(page, brisbaneTitle).waitFor();
      });
    },
    3 * TEST_TIMEOUT,
  );
});
