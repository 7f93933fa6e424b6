import { describe, expect, it } from 'vitest';
import { de } from '../../src/shared/i18n/resources/de';
import { en } from '../../src/shared/i18n/resources/en';
import { es } from '../../src/shared/i18n/resources/es';
import { fr } from '../../src/shared/i18n/resources/fr';
import { accessibleName, expectNoSeriousA11yViolations, textContrast, waitForSettledToast } from './axe';
import { fileBrowser, TEST_TIMEOUT, withPage } from './browser';

const TRANSLATIONS = { en, fr, es, de };

const browser = await fileBrowser();

describe('app shell', () => {
  it(
    'shows the 404 page for an unknown path',
    async () => {
      await withPage(browser, 'shell-404', async ({ page, goto }) => {
        await goto('/this/path/does-not-exist');
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        expect(await page.title()).toBe('Page Not Found · KoalaRent');
        await expectNoSeriousA11yViolations(page, 'the 404 page');
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        await expect.poll(() => page.title()).toBe('KoalaRent');
        await expectNoSeriousA11yViolations(page, 'the home page');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'switches the header language and keeps the currency choice across a reload',
    async () => {
      await withPage(browser, 'shell-language-currency', async ({ page, goto, reload }) => {
        await goto('/');
        await page.getByRole('link', { name: 'How It Works' }).first().waitFor();

        await page.getByTestId('language-menu').click();
        await page.getByRole('menuitemradio', { name: 'Español' }).click();
        await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).waitFor();
        await page.getByRole('link', { name: 'Cómo funciona' }).first().waitFor();
        expect(await page.getByPlaceholder('Buscar artículos para alquilar...').count()).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
        await expectNoSeriousA11yViolations(page, 'the home page in Spanish');

        await page.getByTestId('currency-menu').click();
        await page.getByRole('menuitemradio', { name: /EUR/ }).click();
        // Every price on the page is drawn again in euros: on a loaded machine that takes longer than expect.poll's
        // default second.
        await expect
          .poll(() => page.getByTestId('currency-menu').textContent(), { timeout: 10_000 })
          .toContain('EUR');
        expect(await page.evaluate(() => localStorage.getItem('preferred-currency'))).toBe('EUR');

        // The server's page cannot know a choice kept in local storage: the currency is the app's once it runs.
        await reload();
        await expect.poll(() => page.getByTestId('currency-menu').textContent()).toContain('EUR');
        // The language choice persists too.
        await page.getByRole('button', { name: 'Iniciar sesión / Registrarse' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'searches from the header and ignores blank queries',
    async () => {
      await withPage(browser, 'shell-search', async ({ page, goto }) => {
        await goto('/');
        const box = page.getByRole('searchbox', { name: 'Search' }).first();
        await box.fill('  power drill ');
        await box.press('Enter');
        await page.waitForURL((url) => url.pathname === '/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe('power drill');
        await page.getByRole('heading', { name: 'Results for "power drill"', level: 1 }).waitFor();

        // Back home through history: the search route is loaded now, so a navigation to it would commit
        // within the submit's own task instead of waiting on a lazy chunk.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        const before = await page.evaluate(() => ({ href: location.href, entries: history.length }));

        await box.fill('   ');
        await box.press('Enter');
        // The submit handler and any navigation it started have run once the page has rendered two
        // more frames (React Router resolves a loaded route in microtasks; React commits before paint).
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
        const after = await page.evaluate(() => ({ href: location.href, entries: history.length }));
        expect(after).toEqual(before);
        await page.getByRole('heading', { name: 'Rent Anything, From Anyone' }).waitFor();
        expect(await box.inputValue()).toBe('   ');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'opens the auth dialog on the register tab from the openAuthModal event',
    async () => {
      await withPage(browser, 'shell-auth-event', async ({ page, goto }) => {
        await goto('/');
        await page.getByRole('button', { name: 'Login / Register' }).waitFor();
        await page.evaluate(() =>
          window.dispatchEvent(new CustomEvent('openAuthModal', { detail: { tab: 'register' } })),
        );
        const dialog = page.getByRole('dialog', { name: 'Sign in to KoalaRent' });
        await dialog.getByRole('button', { name: 'Create Account' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'sends signed-out visitors of protected pages to sign in',
    async () => {
      await withPage(browser, 'shell-protected', async ({ page, goto }) => {
        await goto('/my-rentals');
        await page.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/my-rentals');
        await page.getByText('Please sign in to view your rentals').waitFor();

        await goto('/list-item');
        await page.waitForURL((url) => url.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe('list-item');

        await goto('/admin');
        await page.waitForURL((url) => url.pathname === '/');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'offers the drawer menu on small screens',
    async () => {
      await withPage(
        browser,
        'shell-mobile',
        async ({ page, goto }) => {
          await goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByRole('dialog', { name: 'Menu' });
          await drawer.getByRole('button', { name: 'How It Works' }).waitFor();
          await drawer.getByRole('button', { name: 'Login / Register' }).click();
          await page.getByRole('dialog', { name: 'Sign in to KoalaRent' }).waitFor();
        },
        { viewport: { width: 390, height: 844 } },
      );
    },
    TEST_TIMEOUT,
  );
  it(
    'leads each hero category tile to the search page for its category',
    async () => {
      await withPage(browser, 'shell-category-tiles', async ({ page, goto }) => {
        await goto('/');
        // Both the hero's tiles and the Browse by Category section (the real categories, with their counts).
        const hero = page.getByRole('navigation', { name: 'Popular categories' });
        const section = page.getByRole('region', { name: 'Browse by Category' });
        await section.getByRole('link', { name: /^Outdoor \d+ items?$/ }).waitFor();
        for (const category of ['Cameras', 'Tools', 'Outdoor']) {
          const href = `/search?category=${category}`;
          expect(await hero.getByRole('link', { name: category }).getAttribute('href')).toBe(href);
          expect(
            await section.getByRole('link', { name: new RegExp(`^${category} `) }).getAttribute('href'),
          ).toBe(href);
        }
        await section.getByRole('link', { name: /^Cameras / }).click();
        await page.waitForURL((url) => url.pathname === '/search');
        expect(new URL(page.url()).searchParams.get('category')).toBe('Cameras');
        await page.getByRole('heading', { name: 'Cameras', level: 1 }).waitFor();
        await page.getByText(/^\d+ items? found$/).waitFor();
        await expect.poll(() => page.title()).toBe('Search · KoalaRent');
        await expectNoSeriousA11yViolations(page, 'the search page');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'titles each page after its route, in the chosen language',
    async () => {
      await withPage(browser, 'shell-titles', async ({ page, goto }) => {
        for (const [path, title] of [
          ['/how-it-works', 'How It Works · KoalaRent'],
          ['/about', 'About Us · KoalaRent'],
          ['/auth', 'Sign In · KoalaRent'],
          ['/admin/login', 'Admin Login · KoalaRent'],
        ] as const) {
          await goto(path);
          await expect.poll(() => page.title(), { message: path }).toBe(title);
        }
        await page.evaluate(() => localStorage.setItem('koalarent-language', 'fr'));
        await goto('/search');
        await expect.poll(() => page.title()).toBe('Recherche · KoalaRent');
      });
    },
    TEST_TIMEOUT,
  );

  for (const width of [800, 1024, 1280]) {
    it(
      `fits the header into ${width} px in every language, with the hidden items behind the menu button`,
      async () => {
        await withPage(
          browser,
          `shell-header-${width}`,
          async ({ page, goto }) => {
            await goto('/'); // storage belongs to the app's origin
            for (const language of ['en', 'fr', 'es', 'de'] as const) {
              const strings = TRANSLATIONS[language].header;
              await page.evaluate((code) => localStorage.setItem('koalarent-language', code), language);
              await goto('/');
              const login = page.getByTestId('login-button');
              await login.waitFor();
              // A choice kept only in local storage (the cookie does not carry it yet) is applied by the browser: the
              // server rendered the page in the cookie's language, and the app renders it again in the stored one.
              await expect.poll(() => login.textContent()).toBe(strings.loginRegister);
              const overflow = await page.evaluate(() => ({
                scrollWidth: document.documentElement.scrollWidth,
                innerWidth: window.innerWidth,
              }));
              expect(overflow.scrollWidth, `${language}: no sideways scroll`).toBeLessThanOrEqual(
                overflow.innerWidth,
              );
              const box = await login.boundingBox();
              expect(box, `${language}: login button laid out`).not.toBeNull();
              expect(
                (box?.x ?? 0) + (box?.width ?? 0),
                `${language}: login button not cut`,
              ).toBeLessThanOrEqual(overflow.innerWidth);

              const links = page.getByRole('navigation', { name: strings.mainNav });
              const menuButton = page.getByTestId('menu-button');
              if (width >= 1280) {
                await links.getByRole('link', { name: strings.listYourItem }).waitFor();
                await links.getByRole('link', { name: strings.howItWorks }).waitFor();
                expect(await menuButton.isVisible(), `${language}: no menu button`).toBe(false);
              } else {
                expect(await links.isVisible(), `${language}: links moved to the drawer`).toBe(false);
                expect(await menuButton.isVisible(), `${language}: menu button shown`).toBe(true);
                expect(await menuButton.getAttribute('aria-label')).toBe(strings.openMenu);
                await menuButton.click();
                const drawer = page.getByRole('dialog', { name: strings.menu });
                await drawer.getByRole('button', { name: strings.listYourItem }).waitFor();
                await drawer.getByRole('button', { name: strings.howItWorks }).waitFor();
                await expectNoSeriousA11yViolations(page, `the open drawer at ${width} px (${language})`);
                await page.keyboard.press('Escape');
                await drawer.waitFor({ state: 'hidden' });
              }
              if (language === 'en') {
                await expectNoSeriousA11yViolations(page, `the home page at ${width} px`);
              }
            }
          },
          { viewport: { width, height: 900 } },
        );
      },
      TEST_TIMEOUT,
    );
  }
  it(
    'names the language and currency menus with their visible text (WCAG 2.5.3 label in name)',
    async () => {
      await withPage(browser, 'shell-label-in-name', async ({ page, goto }) => {
        await goto('/');
        const language = await accessibleName(page, '[data-testid="language-menu"]');
        expect(language).toMatch(/(^|\W)EN(\W|$)/);
        expect(language).toContain('Language');
        const currency = await accessibleName(page, '[data-testid="currency-menu"]');
        expect(currency).toMatch(/USD/);
        expect(currency).toContain('Currency');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'shows toasts with readable titles and descriptions (4.5:1)',
    async () => {
      await withPage(browser, 'shell-toast-contrast', async ({ page, goto }) => {
        await goto('/');
        for (const type of ['success', 'error', 'info'] as const) {
          // A toast queued for the next page load, as login and logout do.
          await page.evaluate(
            (kind) =>
              sessionStorage.setItem(
                'koalarentFlash',
                JSON.stringify({
                  type: kind,
                  title: `A ${kind} title`,
                  description: `A ${kind} description`,
                }),
              ),
            type,
          );
          await goto('/');
          await page.getByText(`A ${type} description`).waitFor();
          await waitForSettledToast(page);
          for (const part of ['title', 'description']) {
            const ratio = await textContrast(page, `[data-testid="toast"] [data-part="${part}"]`);
            expect(ratio, `${type} toast ${part}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      });
    },
    TEST_TIMEOUT,
  );
});
