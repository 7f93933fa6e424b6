import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { CurrencyProvider } from '../../currency/currency-context';
import { quoteForItem } from '../model/booking-request';
import { INITIAL_WIZARD } from '../model/wizard-state';
import { ReviewStep } from './review-step';

const ITEM = { title: 'Tandem kayak', currency: 'USD', pricePerDay: 20, securityDeposit: 50 };

/** Step 2 of the wizard (3 days at $20, $50 deposit, delivery), its text without markup. */
function renderReview(): string {
  return renderText(
    <CurrencyProvider>
      <ReviewStep
        item={ITEM}
        state={{ ...INITIAL_WIZARD, deliveryOption: 'delivery', deliveryAddress: '12 Wattle Street' }}
        startDate="2027-01-05"
        endDate="2027-01-07"
        quote={quoteForItem(ITEM, '2027-01-05', '2027-01-07')}
      />
    </CurrencyProvider>,
  );
}

beforeAll(() => loadNamespaces('rental', 'money'));
afterAll(() => switchLanguage('en'));

describe('the rental wizard’s price review in another language', () => {
  it('renders in English first, then in French after switchLanguage("fr")', async () => {
    const english = renderReview();
    expect(english).toContain('Dates Tue, Jan 5, 2027 – Thu, Jan 7, 2027');
    expect(english).toContain('Rental days 3 days');
    expect(english).toContain('Delivery 12 Wattle Street');
    expect(english).toContain('Rent: $20.00 × 3 days $60.00');
    expect(english).toContain('Service fee (15%) $9.00');
    expect(english).toContain(
      'Total price charged Rent and service fee, charged once the owner approves. $69.00',
    );
    expect(english).toMatch(/Security deposit held .* \$50\.00/);
    expect(english).toContain('Total on your card (charged + deposit held) $119.00');
    expect(english).toContain('Cancel after approval, at least 48 hours before the start date');

    await switchLanguage('fr');
    const french = renderReview();
    expect(french).toContain('Dates mar. 5 janv. 2027 – jeu. 7 janv. 2027');
    expect(french).toContain('Jours de location 3 jours');
    expect(french).toContain('Livraison 12 Wattle Street');
    // French digits: a decimal comma and a narrow no-break space before the percent sign.
    expect(french).toContain('Location : $20,00 × 3 jours $60,00');
    expect(french).toMatch(/Frais de service \(15\s%\) \$9,00/);
    expect(french).toMatch(/Caution bloquée .* \$50,00/);
    expect(french).toContain('Total sur votre carte (débit + caution bloquée) $119,00');
    expect(french).toContain('Annulation après l’approbation, au moins 48 heures avant la date de début');
    expect(french).not.toContain('Price details');
  });
});
