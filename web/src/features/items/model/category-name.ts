import type { TFunction } from 'i18next';

/**
 * A category's name in the reader's language. Categories come from the server by their English name
 * (spec §3: Cameras, Tools…), which stays the search filter's value; the demo categories have a translation in
 * the 'items' namespace, and any other name is shown as the server sent it.
 */
export function categoryLabel(name: string, t: TFunction<'items'>): string {
  const names = t('categoryNames', { returnObjects: true }) as Readonly<Record<string, string>>;
  return Object.hasOwn(names, name) ? (names[name] ?? name) : name;
}
