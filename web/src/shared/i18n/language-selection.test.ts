import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../storage/choice-cookies';
import { memoryStorage } from '../storage/safe-storage';
import { i18n, loadLanguage, switchLanguage } from './i18n';
import { initialLanguage, isLanguageCode, storeLanguage } from './language-selection';
import { pagesDe } from './pages/de';
import { pagesEn } from './pages/en';
import { pagesEs } from './pages/es';
import { pagesFr } from './pages/fr';
import { pagesZh } from './pages/zh';
import { de } from './resources/de';
import { en } from './resources/en';
import { es } from './resources/es';
import { fr } from './resources/fr';
import { zh } from './resources/zh';

describe('language selection', () => {
  it('defaults to English and accepts only the five languages', () => {
    expect(initialLanguage(memoryStorage())).toBe('en');
    expect(initialLanguage(memoryStorage({ 'koalarent-language': 'es' }))).toBe('es');
    expect(initialLanguage(memoryStorage({ 'koalarent-language': 'xx' }))).toBe('en');
    expect(isLanguageCode('zh')).toBe(true);
    expect(isLanguageCode('it')).toBe(false);
  });

  it('stores valid choices only', () => {
    const storage = memoryStorage();
    expect(storeLanguage(storage, 'de')).toBe('de');
    expect(storeLanguage(storage, 'pt')).toBeNull();
    expect(storage.getItem('koalarent-language')).toBe('de');
  });

  it('writes the choice to the koalarent_lang cookie too, for the server', () => {
    const cookies = memoryCookies();
    storeLanguage(memoryStorage(), 'fr', cookies);
    storeLanguage(memoryStorage(), 'pt', cookies);
    expect(cookies.dump()).toEqual({ koalarent_lang: 'fr' });
  });

  it('starts from the stored choice, else the cookie, else the language the server answered the page in', () => {
    const cookies = memoryCookies({ koalarent_lang: 'zh' });
    expect(initialLanguage(memoryStorage({ 'koalarent-language': 'es' }), cookies, 'de')).toBe('es');
    expect(initialLanguage(memoryStorage(), memoryCookies({ koalarent_lang: 'zh' }), 'de')).toBe('zh');
    expect(initialLanguage(memoryStorage(), memoryCookies({ koalarent_lang: 'xx' }), 'de')).toBe('de');
    expect(initialLanguage(memoryStorage(), memoryCookies(), 'it')).toBe('en');
    expect(initialLanguage(memoryStorage(), memoryCookies(), '')).toBe('en');
  });

  it('copies a stored choice the cookie lacks into it, so the next page arrives in that language', () => {
    const cookies = memoryCookies({ koalarent_lang: 'zh' });
    initialLanguage(memoryStorage({ 'koalarent-language': 'es' }), cookies);
    expect(cookies.dump()).toEqual({ koalarent_lang: 'es' });
  });
});

describe('translations', () => {
  const keysOf = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('every language has every English key and keeps the interpolation variables', () => {
    const english = keysOf(en).sort();
    for (const language of [es, fr, de, zh]) {
      expect(keysOf(language).sort()).toEqual(english);
    }
    expect(es.auth.title).toContain('{{product}}');
    expect(zh.auth.providerNotConfigured).toContain('{{provider}}');
  });

  it('keeps the spec strings in English', () => {
    expect(en.header.searchPlaceholder).toBe('Search for items to rent...');
    expect(en.auth.subtitle).toBe('Join our community to rent and share items');
    expect(en.footer.tagline).toBe('The peer-to-peer rental marketplace for everything.');
  });
});

describe('information pages', () => {
  const shapeOf = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shapeOf)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, child]) => [key, shapeOf(child)]),
          )
        : typeof value;

  it('every language has every page, section, paragraph and list entry of the English text', () => {
    for (const language of [pagesEs, pagesFr, pagesDe, pagesZh]) {
      expect(shapeOf(language)).toEqual(shapeOf(pagesEn));
    }
  });

  it('keeps dates and the facts the product enforces in every language', () => {
    for (const language of [pagesEn, pagesEs, pagesFr, pagesDe, pagesZh]) {
      expect(language.blog.posts.map((post) => post.date)).toEqual(
        pagesEn.blog.posts.map((post) => post.date),
      );
      expect(language.info.terms.updated).toBe(pagesEn.info.terms.updated);
      // Spec §9: the service fee is 15% of the rental subtotal; the marker cookie lives 86400 s.
      expect(language.howItWorks.faq.fees.answer).toMatch(/15\s?%/);
      expect(language.info.cookies.sections[0].bullets.join(' ')).toContain('86400');
      const storage = language.info.cookies.sections[1].bullets.join(' ');
      expect(storage).toContain('preferred-currency');
      expect(storage).toContain('koalarent-language');
    }
  });

  it('loads a language on demand, without touching the bundled English', async () => {
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    await loadLanguage('de');
    expect(i18n.getFixedT('de')('header.howItWorks')).toBe(de.header.howItWorks);
    expect(i18n.getFixedT('de', 'pages')('howItWorks.owners.cta')).toBe(pagesDe.howItWorks.owners.cta);
    await switchLanguage('de');
    expect(i18n.language).toBe('de');
    await switchLanguage('en');
    expect(i18n.t('header.howItWorks')).toBe(en.header.howItWorks);
  });
});
