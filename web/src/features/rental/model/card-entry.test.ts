import { CardMessages } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { brandLabel, demoCardText, formatCvvInput, formatExpiryInput, savedMethodLabel } from './card-entry';
import { cardErrorText } from './rental-text';

const t = i18n.getFixedT('en', 'rental');
beforeAll(() => loadNamespaces('rental'));

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
    expect(brandLabel('visa', t)).toBe('Visa');
    expect(brandLabel('AMEX', t)).toBe('American Express');
    expect(brandLabel('jcb', t)).toBe('Jcb');
    expect(brandLabel('', t)).toBe('Card');
    expect(brandLabel('unknown', t)).toBe('Card');
  });

  it('reads a saved method as brand, last four and expiry', () => {
    expect(savedMethodLabel({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2034 }, t)).toBe(
      'Visa ending in 4242, expires 03/34',
    );
  });

  it('suggests the sandbox success card', () => {
    expect(demoCardText(t)).toBe('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123');
  });

  it('gives the shared schema’s card messages their own strings, worded as the schema does', () => {
    for (const message of Object.values(CardMessages)) expect(cardErrorText(message, t)).toBe(message);
    // Anything else passes through the server-message table (itself when it has no translation).
    expect(cardErrorText('Your card was declined.', t)).toBe('Your card was declined.');
    expect(cardErrorText(undefined, t)).toBeUndefined();
  });
});
