/**
 * The one route-path table (spec §2). Route definitions and every link build their paths from here,
 * so a path is never typed twice.
 */
export const PATHS = {
  home: '/',
  search: '/search',
  searchResults: '/search-results',
  item: '/item/:id',
  listItem: '/list-item',
  editItem: '/edit-item/:id',
  itemCalendar: '/item/:id/calendar',
  howItWorks: '/how-it-works',
  profile: '/profile',
  user: '/user/:id',
  myRentals: '/my-rentals',
  messages: '/messages',
  messagesWith: '/messages/:ownerId',
  auth: '/auth',
  categories: '/categories',
  about: '/about',
  blog: '/blog',
  trustSafety: '/trust-safety',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  insurance: '/insurance',
  cookies: '/cookies',
  admin: '/admin',
  adminLogin: '/admin/login',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  devMailbox: '/dev/mailbox',
} as const;

/**
 * The pages that are the same for every visitor and need no query: the sitemap lists them (with the listings and
 * public profiles the gateway reads from the database).
 */
export const INDEXABLE_PAGES: readonly PathPattern[] = [
  PATHS.home,
  PATHS.howItWorks,
  PATHS.categories,
  PATHS.about,
  PATHS.blog,
  PATHS.trustSafety,
  PATHS.help,
  PATHS.terms,
  PATHS.privacy,
  PATHS.insurance,
  PATHS.cookies,
];

/** Pages of one member or of the admins, and the sign-in screens: robots.txt keeps crawlers out of them. */
export const PRIVATE_PAGES: readonly PathPattern[] = [
  PATHS.profile,
  PATHS.myRentals,
  PATHS.messages,
  PATHS.messagesWith,
  PATHS.listItem,
  PATHS.editItem,
  PATHS.itemCalendar,
  PATHS.admin,
  PATHS.adminLogin,
  PATHS.auth,
  PATHS.verifyEmail,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.devMailbox,
];

type PathKey = keyof typeof PATHS;
export type PathPattern = (typeof PATHS)[PathKey];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills a pattern's `:params` (URI-encoded) and appends the query parameters whose value is not
 * null, undefined or an empty string.
 */
export function buildPath<P extends PathPattern>(
  pattern: P,
  ...args: ParamNames<P> extends never
    ? [params?: Record<string, never>, query?: Record<string, QueryValue>]
    : [params: PathParams<P>, query?: Record<string, QueryValue>]
): string {
  const [params, query] = args;
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}

/** `?a=1&b=2` from the non-empty values, or '' when there are none. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  // '/' is legal in a query (RFC 3986 §3.4); keeping it readable gives /auth?redirectTo=/my-rentals.
  const text = search.toString().replace(/%2F/gi, '/');
  return text ? `?${text}` : '';
}
