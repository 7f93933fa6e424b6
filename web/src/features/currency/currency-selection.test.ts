import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../../shared/storage/choice-cookies';
import { memoryStorage } from '../../shared/storage/safe-storage';
import { initialCurrency, storeCurrency } from './currency-selection';

describe('initialCurrency', () => {
  it('prefers a valid stored choice', () => {
    expect(initialCurrency(memoryStorage({ 'preferred-currency': 'AUD' }), 'en-US')).toBe('AUD');
  });

  it('ignores an unsupported stored value and falls back to the browser language', () => {
    const storage = memoryStorage({ 'preferred-currency': 'JPY' });
    expect(initialCurrency(storage, 'en-GB')).toBe('GBP');
    expect(initialCurrency(storage, 'fr-FR')).toBe('EUR');
    expect(initialCurrency(storage, 'de')).toBe('EUR');
    expect(initialCurrency(storage, 'en-CA')).toBe('CAD');
    expect(initialCurrency(storage, 'en-AU')).toBe('AUD');
    expect(initialCurrency(storage, 'ja-JP')).toBe('USD');
    expect(initialCurrency(storage, undefined)).toBe('USD');
  });
});

describe('storeCurrency', () => {
  it('stores supported codes only', () => {
    const storage = memoryStorage();
    expect(storeCurrency(storage, 'SAR')).toBe('SAR');
    expect(storage.getItem('preferred-currency')).toBe('SAR');
    expect(storeCurrency(storage, 'XYZ')).toBeNull();
    expect(storeCurrency(storage, 'toString')).toBeNull();
    expect(storeCurrency(storage, 5)).toBeNull();
    expect(storage.getItem('preferred-currency')).toBe('SAR');
  });
});

describe('the currency cookie', () => {
  it('is written with every accepted choice', () => {
    const cookies = memoryCookies();
    storeCurrency(memoryStorage(), 'GBP', cookies);
    storeCurrency(memoryStorage(), 'XYZ', cookies);
    expect(cookies.dump()).toEqual({ koalarent_currency: 'GBP' });
  });

  it('is read on start when local storage has no choice, before the browser language', () => {
    expect(initialCurrency(memoryStorage(), 'en-US', memoryCookies({ koalarent_currency: 'AED' }))).toBe(
      'AED',
    );
    expect(initialCurrency(memoryStorage(), 'en-GB', memoryCookies({ koalarent_currency: 'JPY' }))).toBe(
      'GBP',
    );
    const cookies = memoryCookies({ koalarent_currency: 'AED' });
    expect(initialCurrency(memoryStorage({ 'preferred-currency': 'CAD' }), 'en-US', cookies)).toBe('CAD');
    // The stored choice is copied into the cookie, so the server learns it.
    expect(cookies.dump()).toEqual({ koalarent_currency: 'CAD' });
  });
});
