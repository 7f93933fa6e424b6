import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  convertAmount,
  defaultCurrencyFor,
  displayPrice,
  formatPrice,
  isCurrencyCode,
} from './currency.js';

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

describe('displayPrice', () => {
  it('shows the chosen currency, with USD beside it unless the viewer chose USD', () => {
    expect(displayPrice(20, 'USD', 'USD')).toEqual({ primary: '$20.00', usd: null });
    expect(displayPrice(20, 'USD', 'EUR')).toEqual({ primary: '€18.40', usd: '$20.00' });
    expect(displayPrice(92, 'EUR', 'USD')).toEqual({ primary: '$100.00', usd: null });
    expect(displayPrice(78, 'GBP', 'CAD')).toEqual({ primary: 'C$136.00', usd: '$100.00' });
    expect(displayPrice(10, 'XYZ', 'USD')).toEqual({ primary: '$10.00', usd: null });
  });
  it('converts through USD', () => {
    expect(convertAmount(367, 'AED', 'SAR')).toBeCloseTo(375, 9);
  });
});
