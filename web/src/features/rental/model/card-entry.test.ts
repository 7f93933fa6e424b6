import { describe, expect, it } from 'vitest';
import {
  brandLabel,
  DEMO_CARD_TEXT,
  formatCvvInput,
  formatExpiryInput,
  savedMethodLabel,
} from './card-entry';

describe('formatExpiryInput', () => {
  it('turns typed digits into MM/YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1234')).toBe('12/34');
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('12/345')).toBe('12/34');
    expect(formatExpiryInput('ab12cd34')).toBe('12/34');
  });

  it('reads a one-digit month followed by a slash as that month', () => {
    expect(formatExpiryInput('1/')).toBe('01');
    expect(formatExpiryInput('1/26')).toBe('01/26');
  });
});

describe('card labels', () => {
  it('keeps only up to four digits of the security code', () => {
    expect(formatCvvInput('12a34 5')).toBe('1234');
  });

  it('names known brands and capitalises others', () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('AMEX')).toBe('American Express');
    expect(brandLabel('jcb')).toBe('Jcb');
    expect(brandLabel('')).toBe('Card');
  });

  it('reads a saved method as brand, last four and expiry', () => {
    expect(savedMethodLabel({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2034 })).toBe(
      'Visa ending in 4242, expires 03/34',
    );
  });

  it('suggests the sandbox success card', () => {
    expect(DEMO_CARD_TEXT).toBe('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123');
  });
});
