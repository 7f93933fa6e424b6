import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import homeDe from '../../src/shared/i18n/locales/home/de';
import homeEn from '../../src/shared/i18n/locales/home/en';
import homeEs from '../../src/shared/i18n/locales/home/es';
import homeFr from '../../src/shared/i18n/locales/home/fr';
import homeZh from '../../src/shared/i18n/locales/home/zh';
import itemsDe from '../../src/shared/i18n/locales/items/de';
import itemsEn from '../../src/shared/i18n/locales/items/en';
import itemsEs from '../../src/shared/i18n/locales/items/es';
import itemsFr from '../../src/shared/i18n/locales/items/fr';
import itemsZh from '../../src/shared/i18n/locales/items/zh';
import { de } from '../../src/shared/i18n/resources/de';
import { en } from '../../src/shared/i18n/resources/en';
import { es } from '../../src/shared/i18n/resources/es';
import { fr } from '../../src/shared/i18n/resources/fr';
import { zh } from '../../src/shared/i18n/resources/zh';
import { fileBrowser, TEST_TIMEOUT, withPage } from './browser';

/**
 * Issue 11 §3: each of the five languages, chosen from the header, changes the home page's text (hero, a
 * section heading, the header's links), the document's `lang`, and the way money is written; the choice
 * survives a reload. The expected strings are read from the locale files themselves, so a translation can
 * change without this test changing, but an English copy or a missing key cannot pass.
 */
const LANGUAGES = [
  // The visitor starts in English (the browser is en-US, the currency USD), so English goes last: back again.
  { code: 'es', label: 'Español', shell: es, home: homeEs, items: itemsEs, decimal: ',' },
  { code: 'fr', label: 'Français', shell: fr, home: homeFr, items: itemsFr, decimal: ',' },
  { code: 'de', label: 'Deutsch', shell: de, home: homeDe, items: itemsDe, decimal: ',' },
  { code: 'zh', label: '中文', shell: zh, home: homeZh, items: itemsZh, decimal: '.' },
  { code: 'en', label: 'English', shell: en, home: homeEn, items: itemsEn, decimal: '.' },
] as const;

type Language = (typeof LANGUAGES)[number];

const browser = await fileBrowser();

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The home page as it reads in `language`: hero, section headings, header links, `lang`, a card's price. */
async function expectHomeIn(page: Page, language: Language): Promise<void> {
  await page.getByRole('heading', { name: language.home.hero.title, level: 1 }).waitFor();
  await page.getByRole('heading', { name: language.home.featured.title, level: 2 }).waitFor();
  await page.getByRole('heading', { name: language.home.how.title, level: 2 }).waitFor();
  const nav = page.getByRole('navigation', { name: language.shell.header.mainNav });
  await nav.getByRole('link', { name: language.shell.header.listYourItem }).waitFor();
  await nav.getByRole('link', { name: language.shell.header.howItWorks }).waitFor();
  await page.getByRole('button', { name: language.shell.header.loginRegister }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.code);

  // A featured card's price per day, in US dollars (the currency of an en-US browser) written with the
  // language's decimal mark: "$25.00 / day", "$25,00 / día", "$25.00 / 天".
  const card = page.getByTestId('item-card').first();
  const perDay = literal(language.items.card.perDay);
  const price = new RegExp(`\\$\\d+${literal(language.decimal)}\\d{2}\\s*${perDay}`);
  await card.getByText(price).first().waitFor();
  await card.getByRole('link', { name: language.items.card.details }).waitFor();
}

describe('languages', () => {
  it(
    'switches the home page into each language from the header and keeps it across a reload',
    async () => {
      await withPage(browser, 'languages-home', async ({ page, goto, reload }) => {
        await goto('/');
        await expectHomeIn(page, LANGUAGES[LANGUAGES.length - 1] as Language);

        for (const language of LANGUAGES) {
          await page.getByTestId('language-menu').click();
          await page.getByRole('menuitemradio', { name: language.label }).click();
          await expectHomeIn(page, language);
          expect(await page.evaluate(() => localStorage.getItem('koalarent-language'))).toBe(language.code);

          await reload();
          await expectHomeIn(page, language);
        }
      });
    },
    TEST_TIMEOUT * 2,
  );
});
