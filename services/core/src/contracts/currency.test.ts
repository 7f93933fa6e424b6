import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, defaultCurrencyFor, formatPrice, isCurrencyCode } from './currency.js';

describe('currencies (spec §9)', () => {
  it('offers the seven currencies', () => {
    expect(CURRENCY_CODES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'AED', 'SAR']);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('picks the stored choice, else the browser language, else USD', () => {
    expect(defaultCurrencyFor('GBP', 'en-US')).toBe('GBP');
    expect(defaultCurrencyFor('XXX', 'en-GB')).toBe('GBP');
    expect(defaultCurrencyFor(null, 'en-CA')).toBe('CAD');
    expect(defaultCurrencyFor(null, 'en-AU')).toBe('AUD');
    expect(defaultCurrencyFor(null, 'fr-FR')).toBe('EUR');
    expect(defaultCurrencyFor(null, 'de')).toBe('EUR');
    expect(defaultCurrencyFor(null, 'it-IT')).toBe('EUR');
    expect(defaultCurrencyFor(null, 'es-MX')).toBe('EUR');
    expect(defaultCurrencyFor(null, 'ja-JP')).toBe('USD');
    expect(defaultCurrencyFor(undefined, undefined)).toBe('USD');
  });

  it('converts from USD and shows symbol plus two decimals', () => {
    expect(formatPrice(25, 'USD')).toBe('$25.00');
    expect(formatPrice(25, 'EUR')).toBe('€23.00');
    expect(formatPrice(10, 'CAD')).toBe('C$13.60');
    expect(formatPrice(1, 'SAR')).toBe('﷼3.75');
  });
});
