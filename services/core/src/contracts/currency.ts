/** Spec §9: supported currencies, their rate against USD and their symbol. */
export const CURRENCIES = {
  USD: { rate: 1, symbol: '$' },
  EUR: { rate: 0.92, symbol: '€' },
  GBP: { rate: 0.78, symbol: '£' },
  CAD: { rate: 1.36, symbol: 'C$' },
  AUD: { rate: 1.52, symbol: 'A$' },
  AED: { rate: 3.67, symbol: 'د.إ' },
  SAR: { rate: 3.75, symbol: '﷼' },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const PREFERRED_CURRENCY_KEY = 'preferred-currency';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** Spec §9 default: stored choice, else the browser language, else USD. */
export function defaultCurrencyFor(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): CurrencyCode {
  if (isCurrencyCode(stored)) return stored;
  const lang = (browserLanguage ?? '').toLowerCase();
  if (lang === 'en-us') return 'USD';
  if (lang === 'en-gb') return 'GBP';
  if (lang === 'en-ca') return 'CAD';
  if (lang === 'en-au') return 'AUD';
  const base = lang.split('-')[0];
  if (base === 'fr' || base === 'de' || base === 'es' || base === 'it') return 'EUR';
  return 'USD';
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals with the digits and separators of `locale` ("1,234.50" in en-US, "1.234,50" in de-DE). */
function formatAmount(amount: number, locale: string): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format.format(amount);
}

/**
 * Symbol + amount with two decimals (spec §9), for an amount already in `currency`. Without a `locale` the amount
 * is written as `toFixed(2)` does (the spec's own examples); with one, the symbol still leads but the digits follow
 * the reader's language.
 */
export function formatMoney(amount: number, currency: CurrencyCode, locale?: string): string {
  const { symbol } = CURRENCIES[currency];
  return `${symbol}${locale ? formatAmount(amount, locale) : amount.toFixed(2)}`;
}

/** Converts an amount between two supported currencies through the spec §9 rates against USD. */
export function convertAmount(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  if (from === to) return amount;
  return (amount / CURRENCIES[from].rate) * CURRENCIES[to].rate;
}

/** Converts a USD amount and formats it as symbol + amount with two decimals. */
export function formatPrice(usdAmount: number, currency: CurrencyCode, locale?: string): string {
  return formatMoney(convertAmount(usdAmount, 'USD', currency), currency, locale);
}

/**
 * How a price is shown (spec §2 item card, §9): in the viewer's currency, and, when that is not USD, the USD
 * amount beside it in parentheses. `itemCurrency` is the currency the owner priced the item in; an unknown code
 * is treated as USD.
 */
export function displayPrice(
  amount: number,
  itemCurrency: string,
  viewerCurrency: CurrencyCode,
  locale?: string,
): { primary: string; usd: string | null } {
  const from: CurrencyCode = isCurrencyCode(itemCurrency) ? itemCurrency : 'USD';
  const primary = formatMoney(convertAmount(amount, from, viewerCurrency), viewerCurrency, locale);
  const usd =
    viewerCurrency === 'USD' ? null : formatMoney(convertAmount(amount, from, 'USD'), 'USD', locale);
  return { primary, usd };
}
