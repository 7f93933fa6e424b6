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

/** Converts a USD amount and formats it as symbol + amount with two decimals. */
export function formatPrice(usdAmount: number, currency: CurrencyCode): string {
  const { rate, symbol } = CURRENCIES[currency];
  return `${symbol}${(usdAmount * rate).toFixed(2)}`;
}
