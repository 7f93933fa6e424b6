import type { RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../shared/i18n/i18n';
import { documentTitle, isRouteHandle, routeTitleKey } from './route-title';
import { routes } from './router';

const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh'] as const;

function pages(table: readonly RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...pages(route.children ?? [])]);
}

describe('document titles', () => {
  // Languages other than English are chunks of their own, fetched on demand.
  beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

  it('names the page before the product, and only the product without a page name', () => {
    expect(documentTitle('Search')).toBe('Search · KoalaRent');
    expect(documentTitle(null)).toBe('KoalaRent');
    expect(documentTitle('  ')).toBe('KoalaRent');
  });

  it('takes the deepest matched route that names itself', () => {
    expect(routeTitleKey([{ handle: undefined }, { handle: { title: 'titles.search' } }])).toBe(
      'titles.search',
    );
    expect(routeTitleKey([{ handle: { title: 'titles.search' } }, { handle: undefined }])).toBe(
      'titles.search',
    );
    expect(routeTitleKey([{ handle: undefined }])).toBeNull();
  });

  const children = pages(routes).filter((route) => route.path !== '/' && !route.index);

  it('gives every page of the route table but home its own title', () => {
    expect(children.length).toBeGreaterThanOrEqual(20);
    const untitled = children.filter((route) => !isRouteHandle(route.handle)).map((route) => route.path);
    expect(untitled).toEqual([]);
    expect(pages(routes).find((route) => route.index)?.handle).toBeUndefined();
  });

  it.each(LANGUAGES)('translates every page title into %s', (language) => {
    const t = i18n.getFixedT(language);
    for (const route of children) {
      if (!isRouteHandle(route.handle)) continue;
      const key = route.handle.title;
      const title = t(key);
      expect(title, `${route.path} (${key})`).not.toBe(key);
      expect(title.trim(), `${route.path} (${key})`).not.toBe('');
    }
    expect(t('titles.search')).toBe(
      { en: 'Search', fr: 'Recherche', es: 'Buscar', de: 'Suche', zh: '搜索' }[language],
    );
  });
});
