import type { LanguageCode } from '@koalarent/core/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { createContext, use, useContext } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { choiceCookies } from '../storage/choice-cookies';
import { localStore } from '../storage/safe-storage';
import { DEFAULT_LANGUAGE, initialLanguage } from './language-selection';
import { en } from './resources/en';

/**
 * The namespaces and where each language's strings come from. Only English `translation` (the shell's
 * strings and the fallback) is in the entry bundle; everything else is a chunk of its own, fetched when a
 * language is chosen or a page that needs a namespace is opened. A visitor downloads one language, not five.
 */
type Loader = () => Promise<Record<string, unknown>>;

/** Every `locales/<namespace>/<language>.ts`, each its own chunk (see locales/README.md). */
const LOCALE_MODULES = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts');

/** The namespaces of `locales/`: the folder names, typed so `useTranslation('admin')` is checked. */
export const LOCALE_NAMESPACES = [
  'onboarding',
  'location',
  'admin',
  'devMailbox',
  'bookings',
  'ownerBookings',
  'rental',
  'messaging',
  'profile',
  'reviews',
  'items',
  'listing',
  'home',
  'search',
  'serverMessages',
  'money',
  'progress',
  'moderation',
  'identity',
] as const;
type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

function localeLoaders(namespace: LocaleNamespace): Partial<Record<LanguageCode, Loader>> {
  const loaders: Partial<Record<LanguageCode, Loader>> = {};
  for (const language of ['en', 'es', 'fr', 'de', 'zh'] as const) {
    const load = LOCALE_MODULES[`./locales/${namespace}/${language}.ts`];
    if (load) loaders[language] = () => load().then((m) => m.default);
  }
  return loaders;
}

const LOADERS = {
  ...(Object.fromEntries(
    LOCALE_NAMESPACES.map((namespace) => [namespace, localeLoaders(namespace)]),
  ) as Record<LocaleNamespace, Partial<Record<LanguageCode, Loader>>>),
  translation: {
    es: () => import('./resources/es').then((m) => m.es),
    fr: () => import('./resources/fr').then((m) => m.fr),
    de: () => import('./resources/de').then((m) => m.de),
    zh: () => import('./resources/zh').then((m) => m.zh),
  },
  pages: {
    en: () => import('./pages/en').then((m) => m.pagesEn),
    es: () => import('./pages/es').then((m) => m.pagesEs),
    fr: () => import('./pages/fr').then((m) => m.pagesFr),
    de: () => import('./pages/de').then((m) => m.pagesDe),
    zh: () => import('./pages/zh').then((m) => m.pagesZh),
  },
} satisfies Record<string, Partial<Record<LanguageCode, Loader>>>;

export type Namespace = keyof typeof LOADERS;

export const i18n = i18next.createInstance();

/**
 * The language the server answered this page in (`<html lang>`: the visitor's cookie or Accept-Language), read before
 * this module sets the attribute itself below; the start-up choice falls back to it.
 */
const pageLanguage = typeof document === 'undefined' ? undefined : document.documentElement.lang;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['translation'],
  defaultNS: 'translation',
  // Bundles are added as they arrive (addResourceBundle); i18next must not treat the initial set as all.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
  showSupportNotice: false, // No console banner in users' browsers.
});

/** Namespaces some rendered page has asked for: a language switch fetches these too before it applies. */
const wanted = new Set<Namespace>(['translation']);

/**
 * Marks a promise settled the way React's `use` reads it (the fields React sets on promises it tracks itself), so
 * `use` returns at once instead of suspending for a tick on a bundle that is already here.
 */
function markFulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

/** Already here: the bundled English strings, or a bundle added before anyone asked for it. */
const loaded = markFulfilled(Promise.resolve());

/** Each bundle's one fetch, kept after it arrives so every later caller is handed the same, settled promise. */
const bundles = new Map<string, Promise<void>>();

/** The one fetch of a bundle: the same promise to every caller, while it is under way and after. */
function loadBundle(language: LanguageCode, namespace: Namespace): Promise<void> {
  const id = `${language}|${namespace}`;
  const known = bundles.get(id);
  if (known) return known;
  if (i18n.hasResourceBundle(language, namespace)) return loaded;
  const loader = (LOADERS[namespace] as Partial<Record<LanguageCode, Loader>>)[language];
  if (!loader) return loaded; // Bundled (English translation).
  const promise: Promise<void> = loader().then(
    (resources) => {
      i18n.addResourceBundle(language, namespace, resources, true, true);
      markFulfilled(promise);
    },
    (error: unknown) => {
      // A failed fetch (offline) is tried again by the next caller.
      bundles.delete(id);
      throw error;
    },
  );
  bundles.set(id, promise);
  return promise;
}

/**
 * Suspends the calling component until `namespaces` are loaded in the current language (for components that
 * appear on many pages, such as the header's bell or the location card, whose routes cannot list them all).
 *
 * `use` is called for every namespace on every render, never only while a bundle is missing: when a component
 * suspends on its first render, React replays it once the promise settles, and by then the bundle is there; a
 * replay that skipped the `use` the first attempt made would leave React's hook bookkeeping in its replay mode, and
 * the component's next hook fails with React error #467 ('Update hook called on initial render', escalating to
 * #520). Each namespace gets the same promise object on every call, as `use` needs.
 */
export function useNamespaces(...namespaces: Namespace[]): void {
  const { i18n: instance } = useTranslation();
  const language = (instance.language as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
  const rendered = useContext(RenderedNamespaces);
  for (const namespace of namespaces) {
    wanted.add(namespace);
    rendered?.add(namespace);
    use(loadBundle(language, namespace));
  }
}

/**
 * A server render's record of the namespaces its components asked for: the page names them, and the browser loads
 * them before it hydrates, so no component suspends (and shows a fallback the HTML does not have) while it does.
 */
export const RenderedNamespaces = createContext<Set<Namespace> | null>(null);

/**
 * The server's instance for one render in `language`: every namespace of it loaded (once per process), sharing the
 * strings with every other render, with a language of its own so concurrent renders in other languages do not mix.
 */
export async function serverI18n(language: LanguageCode): Promise<I18n> {
  await loadLanguage(language);
  const instance = i18n.cloneInstance({ lng: language, initAsync: false });
  if (instance.language !== language) await instance.changeLanguage(language);
  return instance;
}

/** Makes `namespaces` available in the current language (and keeps them loaded across language switches). */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const language = currentLanguage();
  await Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)));
}

/** Fetches every wanted namespace of `language`, then switches to it: the page never shows raw keys. */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await Promise.all([...wanted].map((namespace) => loadBundle(language, namespace)));
  await i18n.changeLanguage(language);
}

/** Loads `language` with every namespace, for tests and tools that read all strings at once. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  await Promise.all(
    (Object.keys(LOADERS) as Namespace[]).map((namespace) => loadBundle(language, namespace)),
  );
}

function currentLanguage(): LanguageCode {
  return (i18n.language as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

/** Before the first render: the stored language's strings, so the first paint is already in that language. */
export function prepareI18n(): Promise<void> {
  // Server messages can reach any screen (a toast, a field error), and are read without a hook.
  wanted.add('serverMessages');
  return switchLanguage(initialLanguage(localStore, choiceCookies, pageLanguage));
}

if (typeof document !== 'undefined') {
  // The server's <html lang> names what is on screen until the start-up language is applied (prepareI18n): setting
  // English here first would mislabel a German page for a moment (language-cookie.e2e read it so once).
  if (!pageLanguage) document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}
