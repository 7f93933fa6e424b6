import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  dayFromToday,
  listApprovedItem,
  MEMBER_PASSWORD,
  type Member,
  registerMember,
} from './journey-fixtures';
import {
  expectAmount,
  expectWizardStep,
  fillCard,
  type Goto,
  NEW_CARD,
  openSection,
  pickDay,
  signInMember,
  toastSays,
  wizardDialog,
} from './steps';

/**
 * Issue 27 §2, one story of the money: the same booking tells the same numbers on every screen — the wizard's
 * review (and the item page once the request is sent), My Rentals, the account page's My Bookings and its details,
 * the owner's request card and both receipts — rent (daily price × days), the 15 % fee, the total price charged
 * (rent + fee, the spec's totalPrice) and the deposit held apart; after the condition check the renter sees the
 * deposit released and the owner the payout. At desktop (1366 px) and phone (390 px) width. withPage fails the
 * test on any page error or app console error.
 */

const browser = await fileBrowser();

const WIDTHS = [
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The issue's own booking: $20 a day for 3 days, $100 deposit. */
const PRICE_PER_DAY = 20;
const DEPOSIT = 100;
const MONEY = {
  rent: '$60.00',
  fee: '$9.00',
  charged: '$69.00',
  deposit: '$100.00',
  onCard: '$169.00',
  payout: '$60.00',
} as const;

/** The breakdown's lines as every screen shows them: rent, fee, charged and the deposit held apart. */
async function expectBreakdown(scope: Locator, options: { full: boolean } = { full: true }): Promise<void> {
  const breakdown = scope.getByTestId('money-breakdown').first();
  if (options.full) {
    await expectAmount(breakdown, 'money-rent', MONEY.rent);
    await expectAmount(breakdown, 'money-fee', MONEY.fee);
    await breakdown.getByText(`Rent: $${PRICE_PER_DAY}.00 × 3 days`).waitFor();
  }
  await expectAmount(breakdown, 'total-price', MONEY.charged);
  await expectAmount(breakdown, 'deposit-held', MONEY.deposit);
  await breakdown.getByText('Total price charged').waitFor();
  await breakdown.getByText('Security deposit held').waitFor();
  // The deposit is never added into the charge on a booking's screens: only the wizard says "on your card".
  expect(await breakdown.getByText(MONEY.onCard).count()).toBe(0);
}

/** Opens the booking's receipt from `from`, checks its lines, its printing and its print stylesheet; closes it. */
async function checkReceipt(
  page: Page,
  from: Locator,
  expected: {
    viewer: 'renter' | 'owner';
    renter: Member;
    owner: Member;
    title: string;
    paymentStatus: string;
    /** The details dialog turns into the receipt in place, with 'Back to details'. */
    inPlace?: boolean;
  },
): Promise<void> {
  const trigger = from.getByRole('button', { name: 'View receipt' });
  await trigger.click();
  const receipt = page.getByTestId('receipt');
  await receipt.waitFor();
  const heading = receipt.getByRole('heading', { name: 'Receipt' });
  await heading.waitFor();
  if (expected.inPlace)
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
  await receipt.getByText(expected.title).waitFor();
  await receipt.getByText(expected.renter.fullName).waitFor();
  await receipt.getByText(expected.owner.fullName).waitFor();
  expect(await receipt.getByTestId('receipt-payment-status').textContent()).toBe(expected.paymentStatus);
  // The card only where the API shows it to this viewer: the renter, never the owner.
  if (expected.viewer === 'renter')
    expect(await receipt.getByTestId('receipt-card').textContent()).toBe('Visa ending in 4242');
  else expect(await receipt.getByTestId('receipt-card').count()).toBe(0);
  await expectBreakdown(receipt);

  // Print receipt opens the browser's print dialog (stubbed: headless Chromium has none to show).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper only the receipt shows: the page behind it and the dialog's buttons are hidden.
  await page.emulateMedia({ media: 'print' });
  try {
    expect(await receipt.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    // (A role query no longer sees what print hides: find the button by its text.)
    expect(
      await page
        .locator('button', { hasText: 'Print receipt' })
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  if (expected.inPlace) {
    // Its heading took focus when it replaced the details; 'Back to details' returns to the button that opened it.
    await page.getByRole('button', { name: 'Back to details' }).click();
  } else {
    await page.keyboard.press('Escape');
  }
  await receipt.waitFor({ state: 'hidden' });
  await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** The renter rents the item through the wizard with the sandbox success card, checking the review's numbers. */
async function rentThroughWizard(
  page: Page,
  goto: Goto,
  item: { id: number; title: string },
  renter: Member,
) {
  await goto(`/item/${item.id}`);
  await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Rent Now', exact: true }).first().click();
  const wizard = wizardDialog(page, item);
  await expectWizardStep(wizard, 1, 'Choose your dates');
  // Days ahead (receipt before the start is allowed), so the booking is the same whatever the hour.
  await pickDay(wizard, dayFromToday(3));
  await pickDay(wizard, dayFromToday(5));
  await wizard.getByText('3 days').first().waitFor();
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await expectWizardStep(wizard, 2, 'Review your rental');
  // The wizard alone adds the hold to the charge, on a line that says so.
  await expectAmount(wizard, 'money-rent', MONEY.rent);
  await expectAmount(wizard, 'money-fee', MONEY.fee);
  await expectAmount(wizard, 'total-price', MONEY.charged);
  await expectAmount(wizard, 'deposit-held', MONEY.deposit);
  await expectAmount(wizard, 'rental-total', MONEY.onCard);
  await wizard.getByText('Total on your card (charged + deposit held)').waitFor();

  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expectWizardStep(wizard, 3, 'Payment');
  await wizard.getByText(NEW_CARD).click();
  await fillCard(wizard, '4242 4242 4242 4242', renter.fullName);
  await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
  await toastSays(page, 'Rental request sent!', 'Your request has been sent to the owner for approval.');
  await wizard.waitFor({ state: 'hidden' });
  // After sending, the item page shows the request.
  await page.getByTestId('my-item-booking').waitFor();
}

/** The renter's My Rentals card of the item, in a tab. */
async function myRental(page: Page, goto: Goto, title: string, tab = ''): Promise<Locator> {
  await goto(`/my-rentals${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('heading', { name: 'My Rentals', level: 1 }).waitFor();
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  return card;
}

/** The owner's Requests card of the item, in a section. */
async function ownerCard(page: Page, goto: Goto, title: string, section: string): Promise<Locator> {
  await goto('/profile?tab=requests');
  await page.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
  await openSection(page, section);
  const card = page.getByRole('listitem', { name: title });
  await card.waitFor();
  return card;
}

/** An owner command through the app's REST API. */
async function put(member: Member, bookingId: number, action: string, data: object = {}): Promise<void> {
  const res = await member.api.put(`/api/bookings/${bookingId}/${action}`, { data });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
}

/** The renter's one booking of the item, as the REST API lists it. */
async function bookingIdOf(renter: Member, itemId: number): Promise<number> {
  const res = await renter.api.get('/api/bookings/as-renter');
  expect(res.status(), await res.text()).toBe(200);
  const list = (await res.json()) as { id: number; itemId: number | null }[];
  const mine = list.filter((booking) => booking.itemId === itemId);
  expect(mine).toHaveLength(1);
  return (mine[0] as { id: number }).id;
}

describe('one story of the money', () => {
  for (const { label, viewport } of WIDTHS) {
    it(
      `tells the same charge and deposit on every screen of one booking, and its receipt, at ${label} width`,
      async () => {
        const owner = await registerMember('Olive Hart', 'mbowner');
        const renter = await registerMember('Remy Dubois', 'mbrenter');
        try {
          const item = await listApprovedItem(owner, {
            title: `Surf ski ${uniqueSuffix()}`,
            pricePerDay: PRICE_PER_DAY,
            deposit: DEPOSIT,
            colour: '#2f7f9f',
          });

          await withPage(
            browser,
            `money-renter-${label}`,
            async ({ page, goto }) => {
              await signInMember(page, goto, renter.email, MEMBER_PASSWORD, `/item/${item.id}`);
              await rentThroughWizard(page, goto, item, renter);

              const card = await myRental(page, goto, item.title);
              await expectBreakdown(card);
              await checkReceipt(page, card, {
                viewer: 'renter',
                renter,
                owner,
                title: item.title,
                paymentStatus: 'Authorized',
              });

              // The account page's My Bookings: the charge with the deposit beside it; the whole breakdown in Details.
              await goto('/profile?tab=bookings');
              await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
              await page
                .getByRole('tablist', { name: 'Bookings' })
                .getByRole('tab', { name: /^Pending/ })
                .click();
              const booking = page.getByRole('article', { name: item.title });
              await expectBreakdown(booking, { full: false });
              await booking.getByRole('button', { name: 'Details' }).click();
              const details = page.getByRole('dialog', { name: item.title });
              await details.waitFor();
              await expectBreakdown(details);
              await checkReceipt(page, details, {
                viewer: 'renter',
                renter,
                owner,
                title: item.title,
                paymentStatus: 'Authorized',
                inPlace: true,
              });
              await page.keyboard.press('Escape');
              await details.waitFor({ state: 'hidden' });
            },
            { viewport },
          );

          await withPage(
            browser,
            `money-owner-${label}`,
            async ({ page, goto }) => {
              await signInMember(page, goto, owner.email, MEMBER_PASSWORD, '/profile?tab=requests');
              const card = await ownerCard(page, goto, item.title, 'New requests');
              await expectBreakdown(card);
              // What the owner will be paid (the rent; the fee is the platform's) and when.
              await expectAmount(card, 'owner-payout', MONEY.payout);
              await card.getByText(/paid when the rental completes after your condition check/).waitFor();
              await checkReceipt(page, card, {
                viewer: 'owner',
                renter,
                owner,
                title: item.title,
                paymentStatus: 'Authorized',
              });
            },
            { viewport },
          );

          // The rental runs its course through the API: approved, received, returned, condition confirmed.
          const bookingId = await bookingIdOf(renter, item.id);
          await put(owner, bookingId, 'approve');
          await put(renter, bookingId, 'received');
          await put(renter, bookingId, 'returned', { notes: 'Rinsed and dried.' });
          await put(owner, bookingId, 'confirm-condition');

          await withPage(
            browser,
            `money-settled-${label}`,
            async ({ page, goto }) => {
              await signInMember(page, goto, renter.email, MEMBER_PASSWORD, '/my-rentals?tab=completed');
              const card = await myRental(page, goto, item.title, 'completed');
              const breakdown = card.getByTestId('money-breakdown');
              await expectAmount(breakdown, 'total-price', MONEY.charged);
              // The $100 hold released, with its date.
              await expectAmount(breakdown, 'deposit-released', MONEY.deposit);
              await breakdown.getByText('Security deposit released').waitFor();
              await breakdown
                .getByText(/^Released to your card on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)
                .waitFor();
              expect(await breakdown.getByTestId('deposit-held').count()).toBe(0);
              await checkReceiptSettled(page, card);
            },
            { viewport },
          );
        } finally {
          await owner.api.dispose();
          await renter.api.dispose();
        }
      },
      TEST_TIMEOUT * 2,
    );
  }
});

/** The completed booking's receipt: paid, the deposit released. */
async function checkReceiptSettled(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'View receipt' }).click();
  const receipt = page.getByTestId('receipt');
  await receipt.waitFor();
  expect(await receipt.getByTestId('receipt-payment-status').textContent()).toBe('Paid');
  await expectAmount(receipt, 'deposit-released', MONEY.deposit);
  await expectAmount(receipt, 'total-price', MONEY.charged);
  await page.keyboard.press('Escape');
  await receipt.waitFor({ state: 'hidden' });
}
