// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/theme';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { bookingRequestInput, type PaymentSelection, quoteForItem } from '../model/booking-request';
import { INITIAL_WIZARD } from '../model/wizard-state';
import { PaymentStep, type PaymentStepProps } from './payment-step';

/**
 * Issue 25 §5, the browser's side: with a Stripe publishable key the payment step's new card is Stripe Elements'
 * card field, and confirming sends only the PaymentMethod id Stripe.js answers. Stripe.js is a stub here (no
 * script, no network): `loadStripe` answers an object with the few methods Elements and the step call.
 */

const cardElement = {
  mount: vi.fn(),
  destroy: vi.fn(),
  update: vi.fn(),
  focus: vi.fn(),
  on: vi.fn((event: string, handler: () => void) => {
    // Stripe's iframe says it is ready a moment after mounting.
    if (event === 'ready') setTimeout(handler, 0);
  }),
  off: vi.fn(),
};
const elements = {
  create: vi.fn(() => cardElement),
  getElement: vi.fn(() => cardElement),
  update: vi.fn(),
};
const stripe = {
  elements: vi.fn(() => elements),
  createToken: vi.fn(),
  createPaymentMethod: vi.fn(),
  confirmCardPayment: vi.fn(),
};
const loadStripe = vi.fn(async (_key: string) => stripe);
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));

const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));

beforeAll(() => loadNamespaces('rental'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  stripe.createPaymentMethod.mockResolvedValue({
    paymentMethod: { id: 'pm_1TestElementsCard', card: { brand: 'visa', last4: '4242' } },
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderStep(overrides: Partial<PaymentStepProps> = {}) {
  const onSubmit = vi.fn<PaymentStepProps['onSubmit']>(async () => ({}));
  const props: PaymentStepProps = {
    formId: 'payment-form',
    signedIn: true,
    holderName: 'Kim Renter',
    methods: [],
    methodsState: 'ready',
    choice: { kind: 'new' },
    onChoice: vi.fn(),
    onSubmit,
    onSignIn: vi.fn(),
    stripePublishableKey: 'pk_test_koala_web',
    ...overrides,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <PaymentStep {...props} />
        <button type="submit" form="payment-form">
          Confirm
        </button>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...view, onSubmit };
}

/** What the wizard would send for a selection (GraphQL BookingRequestInput). */
function sent(selection: PaymentSelection) {
  const item = { pricePerDay: 20, securityDeposit: 50 };
  return bookingRequestInput({
    itemId: 7,
    state: INITIAL_WIZARD,
    startDate: '2027-01-05',
    endDate: '2027-01-06',
    quote: quoteForItem(item, '2027-01-05', '2027-01-06'),
    payment: selection,
  });
}

describe('the payment step with Stripe configured', () => {
  it('shows Stripe’s card field instead of the number, expiry and CVV inputs, and sends only the PaymentMethod id', async () => {
    const { onSubmit, container } = renderStep();
    await waitFor(() => expect(cardElement.mount).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_koala_web');
    expect(elements.create).toHaveBeenCalledWith('card', expect.anything());
    // No card number, expiry or CVV input of ours on the page: those live in Stripe's iframe.
    expect(container.querySelector('input[autocomplete="cc-number"]')).toBeNull();
    expect(container.querySelector('input[autocomplete="cc-csc"]')).toBeNull();
    expect(container.querySelector('input[autocomplete="cc-exp"]')).toBeNull();
    expect(screen.queryByTestId('demo-card')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Name on card/ }) as HTMLInputElement).value).toBe(
      'Kim Renter',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: cardElement,
      billing_details: { name: 'Kim Renter' },
    });
    const selection = onSubmit.mock.calls[0]![0];
    expect(selection).toEqual({ kind: 'stripe', paymentMethodId: 'pm_1TestElementsCard' });
    const input = sent(selection);
    expect(input.stripePaymentMethodId).toBe('pm_1TestElementsCard');
    expect(input.card).toBeNull();
    expect(input.paymentMethodId).toBeNull();
    expect(JSON.stringify(input)).not.toMatch(/cardNumber|cvv|4242/);
    // Nothing else left the page: Stripe.js is the stub, and the step fetched nothing itself.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('shows Stripe’s refusal on the card field and sends nothing', async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const { onSubmit } = renderStep();
    await waitFor(() => expect(cardElement.mount).toHaveBeenCalled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads nothing of Stripe’s in demo mode: the sandbox card form stays', () => {
    const { container } = renderStep({ stripePublishableKey: null });
    expect(container.querySelector('input[autocomplete="cc-number"]')).not.toBeNull();
    expect(screen.getByTestId('demo-card')).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
