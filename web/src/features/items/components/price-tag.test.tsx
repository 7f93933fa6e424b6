import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { CurrencyProvider } from '../../currency/currency-context';
import { PricePerDay } from './price-tag';

/** The price as a US-dollar viewer (the tests' default currency) first receives it. */
function renderPrice(amount: number, currency: string): string {
  return renderText(
    <CurrencyProvider>
      <PricePerDay amount={amount} currency={currency} />
    </CurrencyProvider>,
  ).trim();
}

beforeAll(() => loadNamespaces('items', 'money'));

describe('PricePerDay', () => {
  it("leads with the owner's own price where the conversion could surprise (issue 27 §2)", () => {
    // renderText puts a space where each tag was: the one before the comma is markup, not text.
    expect(renderPrice(15, 'AUD').replace(' ,', ',')).toBe('A$15.00 / day, about $9.87');
  });

  it('is the plain price when the item is in the viewer’s currency', () => {
    expect(renderPrice(15, 'USD')).toBe('$15.00 / day');
  });
});
