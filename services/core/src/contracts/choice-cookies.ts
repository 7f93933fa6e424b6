/**
 * First-party cookies that carry the visitor's language and currency choice to the server (issue 21 §1), beside the
 * spec's local-storage keys ('koalarent-language', 'preferred-currency'), which stay the web app's own record. The
 * menus write both; the gateway reads only the cookies, so the first byte of a page (`<html lang>`, its head) is
 * already in the visitor's language. Script-readable on purpose (no HttpOnly): they hold a display choice, no
 * secret, and the app reads them on start when local storage has no choice (another tab, a cleared store).
 */
export const LANGUAGE_COOKIE = 'koalarent_lang';
export const CURRENCY_COOKIE = 'koalarent_currency';
/** One year, in seconds. */
export const CHOICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;
/**
 * The visitor's IANA time zone ('Europe/Berlin'), written by the web app on start, so a server-rendered page dates
 * things as the visitor's browser will (without it the server writes UTC and the browser corrects after hydrating).
 */
export const TIME_ZONE_COOKIE = 'koalarent_tz';
