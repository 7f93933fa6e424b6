import { addDays, localIsoDate } from '@koalarent/core/contracts';
import { type Browser, type Locator, type Page, request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { baseUrl, LOAD_TIMEOUT, launchBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const DEMO_PASSWORD = 'KoalaDemo!2024';
const OWNER_EMAIL = 'olivia@koalarent.test';
const PENDING_RENTAL_KEY = 'koalarentPendingRental';

interface ListedItem {
  id: number;
  title: string;
}

/**
 * A fresh USD item (20 a day, 50 deposit, quantity 1) listed by a demo owner through the API and approved by the
 * admin, so each journey has its own calendar.
 */
async function listApprovedItem(label: string): Promise<ListedItem> {
  const title = `Tandem kayak ${label} ${uniqueSuffix()}`;
  const owner = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const login = await owner.post('/api/auth/login', {
      data: { email: OWNER_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e8449' } })
      .jpeg()
      .toBuffer();
    const upload = await owner.post('/api/uploads', {
      multipart: { image: { name: 'kayak.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const created = await owner.post('/api/items', {
      data: {
        title,
        description: 'A stable two-person sit-on-top kayak with paddles, seats and two life jackets.',
        category: 'Outdoor',
        currency: 'USD',
        pricePerDay: 20,
        securityDeposit: 50,
        location: 'Manly, Sydney',
        quantity: 1,
        images: [url],
        availability: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };

    const adminLogin = await admin.post('/api/auth/admin/login', {
      data: { email: 'admin@koalarent.test', password: 'KoalaAdmin!2024' },
    });
    expect(adminLogin.status()).toBe(200);
    const decision = await admin.put(`/api/admin/items/${id}`, { data: { approvalStatus: 'approved' } });
    expect(decision.status()).toBe(200);
    return { id, title };
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
}

/** Fills and sends the /auth page's login form (the page then reloads at its target). */
async function submitLogin(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signIn(page: Page, goto: (path: string) => Promise<void>, email: string): Promise<void> {
  await goto('/auth?returnTo=/');
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('user-menu').waitFor();
}

/** A day `offset` days after the browser's (and this machine's) today, as 'yyyy-mm-dd'. */
function dayFromToday(offset: number): string {
  return addDays(localIsoDate(new Date()), offset);
}

function wizardDialog(page: Page, item: ListedItem): Locator {
  return page.getByRole('dialog', { name: `Rent ${item.title}` });
}

/** A day of the wizard's calendar, shown in the month it belongs to. */
function dayCell(dialog: Locator, date: string): Locator {
  return dialog.locator(`[data-part="table-cell-trigger"][data-value="${date}"]:not([data-outside-range])`);
}

/** Clicks a day, paging the calendar forward to its month first. */
async function pickDay(dialog: Locator, date: string): Promise<void> {
  for (let page = 0; page < 24; page += 1) {
    if ((await dayCell(dialog, date).count()) > 0) {
      await dayCell(dialog, date).click();
      return;
    }
    await dialog.getByRole('button', { name: 'Switch to next month' }).click();
  }
  throw new Error(`The calendar never showed ${date}`);
}

/**
 * Waits until no toast is mid-animation (each shown one fully opaque, closing ones gone), so axe reads final
 * colours; unlike waitForSettledToast it also passes when no toast is showing.
 */
async function settleToasts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-testid="toast"]')).every(
        (toast) => toast.getAttribute('data-state') !== 'closed' && getComputedStyle(toast).opacity === '1',
      ),
    null,
    { timeout: LOAD_TIMEOUT },
  );
}

async function checkA11y(page: Page, screen: string): Promise<void> {
  // The pointer rests on the button just clicked; its hover colour is not what the screen is judged by.
  await page.mouse.move(0, 0);
  await settleToasts(page);
  await expectNoSeriousA11yViolations(page, screen);
}

const NEW_CARD = /^(Use a new card|Add a card)$/;

async function expectStep(dialog: Locator, step: 1 | 2 | 3, title: string): Promise<void> {
  await dialog.getByRole('heading', { name: `Step ${step} of 3: ${title}` }).waitFor();
}

async function toastSays(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByTestId('toast');
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
}

/** Steps 1 and 2 with the given dates and pickup; leaves the wizard at step 3. */
async function chooseDatesAndReview(dialog: Locator, start: string, end: string): Promise<void> {
  await expectStep(dialog, 1, 'Choose your dates');
  await pickDay(dialog, start);
  await pickDay(dialog, end);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectStep(dialog, 2, 'Review your rental');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectStep(dialog, 3, 'Payment');
}

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill('Mia Koala');
  await dialog.getByLabel('Expiry date').fill('1234');
  await dialog.getByLabel('CVV').fill('123');
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
      const item = await listApprovedItem('success');
      const start = dayFromToday(3);
      const end = dayFromToday(5);

      await withPage(browser, 'rental-success', async ({ page, goto }) => {
        await signIn(page, goto, 'mia@koalarent.test');
        // The Quick Booking dialog's Rent Now link: the wizard opens and the parameter leaves the URL.
        await goto(`/item/${item.id}?rent=true`);
        const dialog = wizardDialog(page, item);
        await dialog.waitFor();
        await page.waitForURL((url) => url.pathname === `/item/${item.id}` && url.search === '');
        await expectStep(dialog, 1, 'Choose your dates');
        await checkA11y(page, 'wizard step 1');

        // No dates: the spec's message, and the wizard stays.
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await toastSays(page, 'Date selection required', 'Please select both start and end dates.');
        await dialog
          .getByRole('alert')
          .getByText(/Please select both start and end dates/)
          .waitFor();
        await expectStep(dialog, 1, 'Choose your dates');

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
        await expectStep(dialog, 2, 'Review your rental');
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
        await expectStep(dialog, 1, 'Choose your dates');
        await dialog.getByText('3 days').waitFor();
        expect(await dialog.getByLabel('Delivery address').inputValue()).toBe('12 Wattle Street, Manly');
        await continueButton.click();
        await expectStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // Step 3: the demo card is suggested; nothing chosen gives the spec's message.
        await expectStep(dialog, 3, 'Payment');
        await dialog.getByText('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123').waitFor();
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
        await toastSays(page, 'Payment method required', 'Please select or add a payment method.');

        await dialog.getByText(NEW_CARD).click();
        // A number that fails the checksum is refused with a clear message on its field.
        await dialog.getByLabel('Card number').fill('4242424242424241');
        await dialog.getByLabel('Name on card').click();
        await dialog.getByText('Please enter a valid card number').waitFor();
        await checkA11y(page, 'wizard step 3 with a card error');

        await fillCard(dialog, '4242424242424242');
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
        await expectStep(dialog, 1, 'Choose your dates');
        expect(await dialog.getByRole('radio', { name: 'Self Pickup' }).isChecked()).toBe(true);
        expect(await dialog.getByLabel('Delivery address').count()).toBe(0);
        await expect
          .poll(() => dayCell(dialog, start).first().getAttribute('data-unavailable'), {
            timeout: LOAD_TIMEOUT,
          })
          .not.toBeNull();
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
      const item = await listApprovedItem('declined');
      await withPage(browser, 'rental-declined', async ({ page, goto }) => {
        await signIn(page, goto, 'noah@koalarent.test');
        await goto(`/item/${item.id}`);
        await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
        const dialog = wizardDialog(page, item);
        await chooseDatesAndReview(dialog, dayFromToday(10), dayFromToday(11));
        await dialog.getByText(NEW_CARD).click();
        await fillCard(dialog, '4000 0000 0000 0002');
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

        await toastSays(page, 'Booking failed', 'Your card was declined.');
        // The renter stays at payment to try another card.
        await expectStep(dialog, 3, 'Payment');
        expect(await renterBookingsFor(page, item.id)).toEqual([]);
        await checkA11y(page, 'wizard step 3 after a declined card');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'lets a visitor sign in at step 3 and resume there with the same rental',
    async () => {
      const item = await listApprovedItem('resume');
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
        await expectStep(dialog, 1, 'Choose your dates');
        await pickDay(dialog, start);
        await pickDay(dialog, end);
        await dialog.getByText('Delivery', { exact: true }).click();
        await dialog.getByLabel('Delivery address').fill('3 Banksia Road, Bondi');
        await dialog.getByLabel('Message to the owner (optional)').fill('First time renting here!');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // Step 3 signed out: sign in or create an account, nothing to pay with yet.
        await expectStep(dialog, 3, 'Payment');
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
        await submitLogin(page, 'amelia@koalarent.test');
        await page.waitForURL((url) => url.pathname === `/item/${item.id}`);
        await page.getByTestId('user-menu').waitFor();
        await expectStep(dialog, 3, 'Payment');
        await dialog.getByText('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123').waitFor();
        expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY)).toBeNull();
        await checkA11y(page, 'wizard step 3 resumed after sign-in');

        // The same rental: dates, delivery and message came back.
        await dialog.getByRole('button', { name: 'Back' }).click();
        await expectStep(dialog, 2, 'Review your rental');
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
      const item = await listApprovedItem('own');
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
