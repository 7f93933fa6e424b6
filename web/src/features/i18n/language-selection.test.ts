import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/storage/safe-storage';
import { initialLanguage, isLanguageCode, storeLanguage } from './language-selection';
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
