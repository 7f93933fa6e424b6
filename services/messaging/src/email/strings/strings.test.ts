import { describe, expect, it } from 'vitest';
import en from './en.js';
import { MAIL_STRINGS, mailLanguage, mailText } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('e-mail strings', () => {
  const others = Object.entries(MAIL_STRINGS).filter(([language]) => language !== 'en');

  it('are there in every language the app speaks', () => {
    expect(Object.keys(MAIL_STRINGS).sort()).toEqual(['de', 'en', 'es', 'fr', 'zh']);
  });

  it.each(others)('%s has every key of English and no other', (_language, strings) => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(others)('%s is translated: no value equals the English one', (_language, strings) => {
    const untranslated = Object.entries(strings)
      .filter(([key, value]) => value === en[key as keyof typeof en])
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s keeps every {{value}} of English, and no value is blank', (_language, strings) => {
    for (const [key, value] of Object.entries(strings)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });
});

describe('mailText', () => {
  it('fills in the values, inserting them as they are', () => {
    expect(mailText('en', 'greeting', { name: 'Ann' })).toBe('Hi Ann,');
    expect(mailText('de', 'greeting', { name: 'Ann' })).toBe('Hallo Ann,');
    expect(mailText('en', 'greeting', { name: '{{name}} $& $1' })).toBe('Hi {{name}} $& $1,');
  });

  it('reads an unknown language as English', () => {
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage('xx')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('toString')).toBe('en');
  });
});
