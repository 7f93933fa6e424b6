import { describe, expect, it } from 'vitest';
import { LOCALES } from './format';
import { LOCALE_NAMESPACES } from './i18n';

/**
 * Every namespace of `locales/` in every language: the same keys as English, the same `{{variables}}` in each
 * value, plural forms for every plural category of the language, and real translations (a value equal to the
 * English one only where the file lists the key in `sameAsEnglish`, for names and codes).
 */
type LocaleModule = { default: Record<string, unknown>; sameAsEnglish?: readonly string[] };
const modules = import.meta.glob<LocaleModule>('./locales/*/*.ts', { eager: true });
const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') out.set(`${prefix}${key}`, child);
    else for (const [k, v] of leaves(child, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
/** Letters left once variables, markup and symbols are gone: a value without any cannot be "translated". */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/g, ''));

describe('locale namespaces', () => {
  it('has a folder with all five languages for each namespace and nothing else', () => {
    const found = new Set(Object.keys(modules).map((path) => path.split('/')[2]));
    expect([...found].sort()).toEqual([...LOCALE_NAMESPACES].sort());
    for (const namespace of LOCALE_NAMESPACES) {
      for (const language of LANGUAGES) {
        expect(modules[`./locales/${namespace}/${language}.ts`], `${namespace}/${language}`).toBeDefined();
      }
    }
  });

  for (const namespace of LOCALE_NAMESPACES) {
    describe(namespace, () => {
      const english = leaves(modules[`./locales/${namespace}/en.ts`]?.default ?? {});
      const baseKeys = (keys: Iterable<string>) =>
        [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();

      it('has strings', () => {
        expect(english.size).toBeGreaterThan(0);
      });

      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        it(`${language}: every key, every variable, every plural form, really translated`, () => {
          const module = modules[`./locales/${namespace}/${language}.ts`];
          const strings = leaves(module?.default ?? {});
          expect(baseKeys(strings.keys())).toEqual(baseKeys(english.keys()));

          const categories = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories;
          const pluralBases = new Set(
            [...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
          );
          for (const base of pluralBases) {
            for (const category of categories) {
              // 'many' and 'two' appear only for large or paired counts; `_other` covers them when absent.
              if (
                (category === 'many' || category === 'two' || category === 'zero') &&
                !strings.has(`${base}_${category}`)
              )
                continue;
              expect(strings.has(`${base}_${category}`), `${language} ${base}_${category}`).toBe(true);
            }
          }

          const allowed = new Set(module?.sameAsEnglish ?? []);
          const untranslated: string[] = [];
          for (const [key, value] of strings) {
            const source = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`) ?? '';
            expect(variables(value), `${language} ${key}: variables`).toEqual(variables(source));
            if (value === source && hasWords(value) && !allowed.has(key)) untranslated.push(key);
          }
          expect(untranslated, `${namespace}/${language}: values identical to English`).toEqual([]);
        });
      }
    });
  }
});
