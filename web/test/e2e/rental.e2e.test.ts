import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
} from './journey-fixtures';
import {
  axeAfterToasts,
  dayCell,
  expectWizardStep,
  fillCard,
  type Goto,
  NEW_CARD,
  pickDay,
  showMonthOf,
  signInMember,
  submitLogin,
  toastSays,
  wizardDialog,
} from './steps';

const browser = await fileBrowser();

const OWNER_EMAIL = 'olivia@koalarent.test';
const PENDING_RENTAL_KEY = 'koalarentPendingRental';

/**
 * A fresh tandem kayak (20 a day, 50 deposit, quantity 1) listed by a demo owner through the API and approved by
 * the admin, so each journey has its own calendar.
 */
async function listKayak(label: string): Promise<ListedItem> {
  const owner = await apiSession(OWNER_EMAIL);
  try {
    return await listApprovedItem(owner, {
      title: `Tandem kayak ${label} ${uniqueSuffix()}`,
      pricePerDay: 20,
      deposit: 50,
      colour: '#1e8449',
      description: 'A stable two-person sit-on-top kayak with paddles, seats and two life jackets.',
      location: 'Manly, Sydney',
      fileName: 'kayak.jpg',
    });
  } finally {
    await owner.api.dispose();
  }
}

/** Signs a demo member in through /auth and waits for the home page's (visible) user menu. */
function signIn(page: Page, goto: Goto, email: string): Promise<void> {
  return signInMember(page, goto, email, DEMO_PASSWORD, '/', { userMenu: 'visible' });
}

/** axe with the pointer moved away, once no toast is mid-animation and closing ones are gone. */
function checkA11y(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen, { pointerAway: true, closingGone: true });
}

/** Steps 1 and 2 with the given dates and pickup; leaves the wizard at step 3. */
async function chooseDatesAndReview(dialog: Locator, start: string, end: string): Promise<void> {
  await expectWizardStep(dialog, 1, 'Choose your dates');
  await pickDay(dialog, start);
  await pickDay(dialog, end);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectWizardStep(dialog, 2, 'Review your rental');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectWizardStep(dialog, 3, 'Payment');
}

interface RenterBooking {
  id: number;
  itemId: number | null;
  status: string;
  startDate: string;
  endDate: string;
  totalPrice: number;
  deliveryMethod: string;
}

async function renterBookingsFor(page: Page, itemId: number): Promise<RenterBooking[]> {
  const res = await page.request.get('/api/bookings/as-renter');
  expect(res.status()).toBe(200);
  return ((await res.json()) as RenterBooking[]).filter((booking) => booking.itemId === itemId);
}

describe('the rental wizard', () => {
  it(
    'books with the success card: dates, delivery, review, payment, then the wizard resets',
    async () => {
      const item = await listKayak('success');
      const start = dayFromToday(3);
      const end = dayFromToday(5);

      await withPage(browser, 'rental-success', async ({ page, goto }) => {
        await signIn(page, goto, 'mia@koalarent.test');
        // The Quick Booking dialog's Rent Now link: the wizard opens and the parameter leaves the URL.
        await goto(`/item/${item.id}?rent=true`);
        const dialog = wizardDialog(page, item);
        await dialog.waitFor();
        await page.waitForURL((url) => url.pathname === `/item/${item.id}` && url.search === '');
        await expectWizardStep(dialog, 1, 'Choose your dates');
        await checkA11y(page, 'wizard step 1');

        // No dates: the spec's message, and the wizard stays.
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await toastSays(page, 'Date selection required', 'Please select both start and end dates.');
        await dialog
          .getByRole('alert')
          .getByText(/Please select both start and end dates/)
          .waitFor();
        await expectWizardStep(dialog, 1, 'Choose your dates');

        // Yesterday cannot be picked.
        const yesterday = dialog.locator(
          `[data-part="table-cell-trigger"][data-value="${dayFromToday(-1)}"]`,
        );
        if ((await yesterday.count()) > 0)
          expect(await yesterday.first().getAttribute('aria-disabled')).toBe('true');

        // The start by pointer, the end by keyboard (arrow keys move through the grid, Enter picks).
        await pickDay(dialog, start);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-value')))
          .toBe(start);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await dialog.getByText('3 days').waitFor();

        // Delivery needs an address before Continue is enabled.
        await dialog.getByText('Delivery', { exact: true }).click();
        const continueButton = dialog.getByRole('button', { name: 'Continue' });
        await expect.poll(() => continueButton.isDisabled()).toBe(true);
        await dialog.getByLabel('Delivery address').fill('12 Wattle Street, Manly');
        await expect.poll(() => continueButton.isEnabled()).toBe(true);
        await dialog.getByLabel('Message to the owner (optional)').fill('Planning a paddle at the weekend.');
        await checkA11y(page, 'wizard step 1 with delivery');
        await continueButton.click();

        // Step 2: spec §9's breakdown, 20 a day for 3 days.
        await expectWizardStep(dialog, 2, 'Review your rental');
        const prices = dialog.getByTestId('rental-price');
        await prices.getByText('$20.00 × 3 days').waitFor();
        await prices.getByText('$60.00', { exact: true }).waitFor();
        await prices.getByText('Service fee (15%)').waitFor();
        await prices.getByText('$9.00', { exact: true }).waitFor();
        await prices.getByText('$50.00', { exact: true }).waitFor();
        expect(await dialog.getByTestId('rental-total').textContent()).toBe('$119.00');
        await dialog.getByText('12 Wattle Street, Manly').waitFor();
        await dialog.getByText(/Cancel before the owner approves/).waitFor();
        await checkA11y(page, 'wizard step 2');

        // Back keeps the choices.
        await dialog.getByRole('button', { name: 'Back' }).click();
        await expectWizardStep(dialog, 1, 'Choose your dates');
        await dialog.getByText('3 days').waitFor();
        expect(await dialog.getByLabel('Delivery address').inputValue()).toBe('12 Wattle Street, Manly');
        await continueButton.click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // Step 3: the demo card is suggested; nothing chosen gives the spec's message.
        await expectWizardStep(dialog, 3, 'Payment');
        await dialog.getByText('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123').waitFor();
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
        await toastSays(page, 'Payment method required', 'Please select or add a payment method.');

        await dialog.getByText(NEW_CARD).click();
        // A number that fails the checksum is refused with a clear message on its field.
        await dialog.getByLabel('Card number').fill('4242424242424241');
        await dialog.getByLabel('Name on card').click();
        await dialog.getByText('Please enter a valid card number').waitFor();
        await checkA11y(page, 'wizard step 3 with a card error');

        await fillCard(dialog, '4242424242424242', 'Mia Koala');
        expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
        expect(await dialog.getByLabel('Expiry date').inputValue()).toBe('12/34');
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

        await toastSays(
          page,
          'Rental request sent!',
          'Your request has been sent to the owner for approval.',
        );
        await dialog.waitFor({ state: 'hidden' });
        const bookings = await renterBookingsFor(page, item.id);
        expect(bookings).toHaveLength(1);
        expect(bookings[0]).toMatchObject({
          status: 'pending_approval',
          startDate: start,
          endDate: end,
          totalPrice: 69,
          deliveryMethod: 'delivery',
        });
        await checkA11y(page, 'the item page after the request');

        // Reopened: reset to step 1 with pickup and no address; the requested days are now booked.
        await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
        await expectWizardStep(dialog, 1, 'Choose your dates');
        expect(await dialog.getByRole('radio', { name: 'Self Pickup' }).isChecked()).toBe(true);
        expect(await dialog.getByLabel('Delivery address').count()).toBe(0);
        // The booked start may fall in next month (three days from the end of a month): show its month, then come back.
        const moved = await showMonthOf(dialog, start);
        await expect
          .poll(() => dayCell(dialog, start).first().getAttribute('data-unavailable'), {
            timeout: LOAD_TIMEOUT,
          })
          .not.toBeNull();
        for (let i = 0; i < moved; i += 1)
          await dialog.getByRole('button', { name: 'Show the previous two months' }).click();
        // A range across the booked days is refused.
        await pickDay(dialog, dayFromToday(2));
        await pickDay(dialog, dayFromToday(7));
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog
          .getByText('Some of these dates are already booked. Please choose other dates.')
          .waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
    },
    // The longest journey: every step, its checks and axe runs, then the reopened wizard.
    TEST_TIMEOUT * 2,
  );

  it(
    'shows the server’s refusal for the declined card and books nothing',
    async () => {
      const item = await listKayak('declined');
      await withPage(browser, 'rental-declined', async ({ page, goto }) => {
        await signIn(page, goto, 'noah@koalarent.test');
        await goto(`/item/${item.id}`);
        await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
        const dialog = wizardDialog(page, item);
        await chooseDatesAndReview(dialog, dayFromToday(10), dayFromToday(11));
        await dialog.getByText(NEW_CARD).click();
        await fillCard(dialog, '4000 0000 0000 0002', 'Mia Koala');
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

        await toastSays(page, 'Booking failed', 'Your card was declined.');
        // The renter stays at payment to try another card.
        await expectWizardStep(dialog, 3, 'Payment');
        expect(await renterBookingsFor(page, item.id)).toEqual([]);
        await checkA11y(page, 'wizard step 3 after a declined card');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'lets a visitor sign in at step 3 and resume there with the same rental',
    async () => {
      const item = await listKayak('resume');
      const start = dayFromToday(20);
      const end = dayFromToday(23);

      await withPage(browser, 'rental-resume', async ({ page, goto }) => {
        // An unreadable saved rental is discarded, and opens nothing.
        await goto('/');
        await page.evaluate((key) => localStorage.setItem(key, '{not json'), PENDING_RENTAL_KEY);
        await goto(`/item/${item.id}`);
        await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
        await expect
          .poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY))
          .toBeNull();
        expect(await wizardDialog(page, item).count()).toBe(0);

        // A visitor may start the wizard (spec §6).
        await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
        const dialog = wizardDialog(page, item);
        await expectWizardStep(dialog, 1, 'Choose your dates');
        await pickDay(dialog, start);
        await pickDay(dialog, end);
        await dialog.getByText('Delivery', { exact: true }).click();
        await dialog.getByLabel('Delivery address').fill('3 Banksia Road, Bondi');
        await dialog.getByLabel('Message to the owner (optional)').fill('First time renting here!');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // Step 3 signed out: sign in or create an account, nothing to pay with yet.
        await expectWizardStep(dialog, 3, 'Payment');
        await dialog.getByText('Sign in to complete your booking').waitFor();
        expect(await dialog.getByRole('button', { name: 'Confirm Booking' }).count()).toBe(0);
        expect(await dialog.getByTestId('demo-card').count()).toBe(0);
        await checkA11y(page, 'wizard step 3 signed out');

        await dialog.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL(
          (url) =>
            url.pathname === '/auth' &&
            url.searchParams.get('redirectTo') === `/item/${item.id}` &&
            url.searchParams.get('returnTo') === `/item/${item.id}` &&
            url.searchParams.get('resumeRental') === 'true' &&
            url.searchParams.get('register') === 'true',
        );
        await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
        const saved = JSON.parse(
          (await page.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY)) ?? 'null',
        ) as Record<string, unknown>;
        expect(saved).toEqual({
          itemId: item.id,
          startDate: start,
          endDate: end,
          deliveryOption: 'delivery',
          deliveryAddress: '3 Banksia Road, Bondi',
          message: 'First time renting here!',
          wizardStep: 3,
          wizardOpen: true,
        });

        // An existing member signs in instead; the page reloads at the item with the wizard at step 3.
        await page.getByRole('tab', { name: 'Login' }).click();
        await submitLogin(page, 'amelia@koalarent.test', DEMO_PASSWORD);
        await page.waitForURL((url) => url.pathname === `/item/${item.id}`);
        await page.getByTestId('user-menu').waitFor();
        await expectWizardStep(dialog, 3, 'Payment');
        await dialog.getByText('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123').waitFor();
        expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY)).toBeNull();
        await checkA11y(page, 'wizard step 3 resumed after sign-in');

        // The same rental: dates, delivery and message came back.
        await dialog.getByRole('button', { name: 'Back' }).click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await dialog.getByText('4 days', { exact: true }).waitFor();
        await dialog.getByText('3 Banksia Road, Bondi').waitFor();
        await dialog.getByText('First time renting here!').waitFor();
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // And it books.
        await dialog.getByRole('button', { name: 'Use demo card' }).click();
        expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
        await toastSays(
          page,
          'Rental request sent!',
          'Your request has been sent to the owner for approval.',
        );
        expect(await renterBookingsFor(page, item.id)).toEqual([
          expect.objectContaining({
            startDate: start,
            endDate: end,
            totalPrice: 92,
            deliveryMethod: 'delivery',
          }),
        ]);
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'offers no Rent Now to the item’s owner, not even through ?rent=true',
    async () => {
      const item = await listKayak('own');
      await withPage(browser, 'rental-owner', async ({ page, goto }) => {
        await signIn(page, goto, OWNER_EMAIL);
        await goto(`/item/${item.id}?rent=true`);
        await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
        await page.waitForURL((url) => url.search === '');
        // The owner's own panel instead of Rent Now.
        await page.getByRole('link', { name: 'Edit listing' }).waitFor();
        expect(await page.getByRole('button', { name: 'Rent Now', exact: true }).count()).toBe(0);
        // A wizard would arrive as its own chunk: give it time to show up before saying it never does.
        await page.waitForTimeout(2_000);
        expect(await wizardDialog(page, item).count()).toBe(0);
      });
    },
    TEST_TIMEOUT,
  );
});
