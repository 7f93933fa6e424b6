import { addDays } from '@koalarent/core/contracts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  bookingStatus,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
  requestBooking,
} from './journey-fixtures';
import { axeAfterToasts, type Goto, openSection, signInMember } from './steps';

const browser = await fileBrowser();

// Members no other e2e file rents with or from; the item is listed fresh by this test, so its bookings are ours.
const OWNER_EMAIL = 'priya@koalarent.test';
const OWNER_NAME = 'Priya Patel';
const RENTER_EMAIL = 'chloe@koalarent.test';
const RENTER_NAME = 'Chloé Dubois';

/** A fresh camping trailer (30 a day, 120 deposit), listed by the owner through the API and approved by the admin. */
function listTrailer(owner: { api: APIRequestContext }): Promise<ListedItem> {
  return listApprovedItem(owner, {
    title: `Camping trailer ${uniqueSuffix()}`,
    pricePerDay: 30,
    deposit: 120,
    colour: '#7d6608',
    description: 'A compact camping trailer with a kitchen drawer, an awning and two folding chairs.',
    location: 'Fitzroy, Melbourne',
    fileName: 'trailer.jpg',
  });
}

/** The renter's request through REST, for delivery to Fitzroy and with a message for the owner. */
function requestDelivery(
  renter: { api: APIRequestContext },
  item: ListedItem,
  startDate: string,
  endDate: string,
): Promise<number> {
  return requestBooking(renter, {
    item,
    startDate,
    endDate,
    nameOnCard: RENTER_NAME,
    idempotencyPrefix: 'owner-e2e',
    message: 'Hello! We would love it for a long weekend by the coast.',
    delivery: { address: '12 Wattle Street, Fitzroy' },
  });
}

/** Signs the owner in through /auth and waits until the app is back at `returnTo` with the (visible) user menu. */
function signIn(page: Page, goto: Goto, email: string, returnTo: string): Promise<void> {
  return signInMember(page, goto, email, DEMO_PASSWORD, returnTo, { userMenu: 'visible' });
}

/** axe once no toast is mid-animation. */
function axe(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen);
}

/**
 * The booking's card in the open section: a list item named by the item's title (the other sections' panels are
 * hidden, so role queries do not see their cards).
 */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title });
}

describe('the owner’s side of a rental', () => {
  it(
    'approves a request, ships it, confirms the returned item’s condition and reviews the renter; the renter’s profile shows the review once both reviewed',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      const renter = await apiSession(RENTER_EMAIL);
      try {
        const item = await listTrailer(owner);
        const startDate = dayFromToday(20);
        const endDate = addDays(startDate, 2);
        const bookingId = await requestDelivery(renter, item, startDate, endDate);

        await withPage(browser, 'owner-bookings', async ({ page, goto }) => {
          await signIn(page, goto, OWNER_EMAIL, '/profile');

          // 1. The account tab names the waiting requests; it opens on them.
          const requestsTab = page.getByRole('tab', { name: /^Requests/ });
          await expect
            .poll(() => requestsTab.textContent(), { timeout: LOAD_TIMEOUT })
            .toMatch(/^Requests\s*\d+/);
          await requestsTab.click();
          await page.waitForURL(/[?&]tab=requests/);
          await page.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
          await openSection(page, 'New requests');
          const request = card(page, item.title);
          await request.waitFor();
          await request.getByText(RENTER_NAME).waitFor();
          await request.getByText('Pending Approval').waitFor();
          await request.getByText('Authorized').waitFor();
          await request.getByText('We would love it for a long weekend').waitFor();
          await request.getByText('Delivery to 12 Wattle Street, Fitzroy').waitFor();
          await request.getByText('3 days').first().waitFor();
          // Rent 90 + fee 13.50 = 103.50 charged; the deposit is held apart.
          await request.getByText('$103.50').first().waitFor();
          await request.getByText('$120.00').first().waitFor();
          await axe(page, 'the owner’s Requests tab');

          // Reject asks for a reason first (the dialog is checked, then left without rejecting).
          await request.getByRole('button', { name: 'Reject' }).click();
          const reject = page.getByRole('dialog', { name: 'Reject this request?' });
          await reject.waitFor();
          await reject.getByRole('button', { name: 'Reject Request' }).click();
          await reject.getByText('Please give a reason').waitFor();
          await axe(page, 'the reject dialog');
          await reject.getByRole('button', { name: 'Cancel' }).click();
          await reject.waitFor({ state: 'hidden' });
          expect(await bookingStatus(owner.api, bookingId)).toBe('pending_approval');

          // 2. Approve: the card leaves the requests for the hand-over.
          await request.getByRole('button', { name: 'Approve' }).click();
          await page.getByText('Booking approved').waitFor();
          await request.waitFor({ state: 'hidden' });
          expect(await bookingStatus(owner.api, bookingId)).toBe('approved');
          await openSection(page, 'Hand-over');
          const handover = card(page, item.title);
          await handover.getByText('Approved', { exact: true }).waitFor();
          await handover.getByText('Paid', { exact: true }).waitFor();
          await axe(page, 'the hand-over section');

          // 3. Ship it with a note for the renter.
          await handover.getByRole('button', { name: 'Mark as Shipped' }).click();
          const ship = page.getByRole('dialog', { name: 'Mark as shipped' });
          await ship.waitFor();
          await ship.getByLabel('Notes for the renter').fill('Sent with Koala Couriers, tracking KC123456.');
          await axe(page, 'the shipping dialog');
          await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
          await page.getByText('Marked as shipped').waitFor();
          await ship.waitFor({ state: 'hidden' });
          await handover.getByText('In Transit').waitFor();
          await handover.getByText('tracking KC123456').waitFor();
        });

        // 4. The renter receives the item and brings it back (through the API).
        for (const [path, data] of [
          ['received', {}],
          ['returned', { notes: 'Cleaned and packed as it came.' }],
        ] as const) {
          const res = await renter.api.put(`/api/bookings/${bookingId}/${path}`, { data });
          expect(res.status(), await res.text()).toBe(200);
        }
        expect(await bookingStatus(owner.api, bookingId)).toBe('returned');

        await withPage(browser, 'owner-bookings-return', async ({ page, goto }) => {
          await signIn(page, goto, OWNER_EMAIL, '/profile?tab=requests');
          await page.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
          await openSection(page, 'Condition check');
          const returned = card(page, item.title);
          await returned.getByText('Returned', { exact: true }).first().waitFor();
          await returned.getByText('Cleaned and packed as it came.').waitFor();

          // Report Damage: amount, reason and photos (looked at, not sent).
          await returned.getByRole('button', { name: 'Report Damage' }).click();
          const damage = page.getByRole('dialog', { name: 'Report damage' });
          await damage.waitFor();
          await damage.getByLabel('Amount').fill('500');
          await damage.getByRole('button', { name: 'Report Damage' }).click();
          await damage
            .getByText('The damage amount can be at most $120.00 (the deposit, less any late fee).')
            .waitFor();
          await axe(page, 'the damage dialog');
          await damage.getByRole('button', { name: 'Cancel' }).click();
          await damage.waitFor({ state: 'hidden' });

          // 5. Confirm the condition: the rental completes and the deposit goes back.
          await returned.getByRole('button', { name: 'Confirm Condition' }).click();
          const confirm = page.getByRole('alertdialog', { name: 'Confirm the condition?' });
          await confirm.waitFor();
          await confirm.getByText('$120.00 of the deposit is released').waitFor();
          await axe(page, 'the condition dialog');
          await confirm.getByRole('button', { name: 'Confirm Condition' }).click();
          // The toast's (the card's timeline names its own 'Condition confirmed' step).
          await page.getByTestId('toast').getByText('Condition confirmed', { exact: true }).waitFor();
          await returned.waitFor({ state: 'hidden' });
          expect(await bookingStatus(owner.api, bookingId)).toBe('completed');

          // 6. Past: the completed rental with the payout, and a review of the renter.
          await openSection(page, 'Past');
          const past = card(page, item.title);
          await past.getByText('Completed', { exact: true }).waitFor();
          await past.getByText('$90.00').first().waitFor();
          await past.getByRole('button', { name: 'Leave a Review' }).click();
          const review = page.getByRole('dialog', { name: `Review ${RENTER_NAME}` });
          await review.waitFor();
          await review.getByRole('button', { name: 'Submit Review' }).click();
          await review.getByText('Please choose a rating from 1 to 5 stars').waitFor();
          await review.getByRole('radio', { name: '5 stars – Excellent' }).click();
          await review.getByLabel('Comment').fill('A careful renter who returned everything spotless.');
          await axe(page, 'the review dialog');
          await review.getByRole('button', { name: 'Submit Review' }).click();
          await page.getByText('Review submitted').waitFor();
          await review.waitFor({ state: 'hidden' });
          await past.getByText('Your review').waitFor();
          await expect
            .poll(() => past.getByRole('button', { name: 'Leave a Review' }).count(), {
              timeout: LOAD_TIMEOUT,
            })
            .toBe(0);

          // 7. Earnings list what the rental paid out.
          await page.getByRole('tab', { name: 'Earnings' }).click();
          const earnings = page.getByRole('table');
          await earnings.getByRole('row', { name: new RegExp(`#${bookingId}\\b`) }).waitFor();
          await earnings.getByRole('row', { name: new RegExp(`#${bookingId}\\b.*\\$90\\.00`) }).waitFor();
          await axe(page, 'the earnings section');
        });

        // 8. Hidden until both have written: the renter's profile lacks it until the renter reviews too.
        const hidden = await renter.api.get(`/api/users/${renter.userId}/reviews`);
        expect(hidden.status()).toBe(200);
        expect(((await hidden.json()) as { bookingId: number }[]).map((r) => r.bookingId)).not.toContain(
          bookingId,
        );
        const renterReview = await renter.api.post('/api/reviews', {
          headers: { 'Idempotency-Key': `owner-e2e-review-${uniqueSuffix()}` },
          data: { bookingId, rating: 4, comment: 'Lovely trailer, easy hand-over.' },
        });
        expect(renterReview.status(), await renterReview.text()).toBeLessThan(300);

        await withPage(browser, 'owner-bookings-profile', async ({ page, goto }) => {
          await goto(`/user/${renter.userId}`);
          await page.getByRole('heading', { name: `${RENTER_NAME}'s Profile` }).waitFor();
          const reviews = page.getByRole('region', { name: 'Reviews' });
          await reviews.getByText('A careful renter who returned everything spotless.').waitFor();
          await reviews.getByRole('link', { name: OWNER_NAME }).first().waitFor();
          await reviews.getByRole('img', { name: 'Rated 5 out of 5' }).first().waitFor();
          await axe(page, 'the renter’s public profile with reviews');

          // The rank badge's help dialog lists the five ranks with their requirements.
          await page.getByRole('button', { name: /: what the Koala ranks mean$/ }).click();
          const ranks = page.getByRole('dialog', { name: 'Koala Ranks' });
          await ranks.waitFor();
          for (const label of [
            'Rookie Koala',
            'Junior Koala',
            'Senior Koala',
            'Expert Koala',
            'Master Koala',
          ])
            await ranks.getByText(label, { exact: true }).waitFor();
          await ranks.getByText('50+ completed rentals').waitFor();
          await ranks.getByText('Community contributions').waitFor();
          await axe(page, 'the rank help dialog');
          await ranks.getByRole('button', { name: 'Close' }).first().click();

          // The item page lists the renter's review of the item.
          await goto(`/item/${item.id}`);
          await page.getByRole('heading', { name: item.title, level: 1 }).waitFor();
          const itemReviews = page.getByRole('region', { name: 'Reviews' });
          await itemReviews.getByText('Lovely trailer, easy hand-over.').waitFor();
          await itemReviews.getByRole('link', { name: RENTER_NAME }).waitFor();
        });
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }
    },
    TEST_TIMEOUT * 3,
  );
});
