import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  completedReviewedRental,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
  MEMBER_PASSWORD,
  type Member,
  memberStanding,
  registerMember,
} from './journey-fixtures';
import {
  axeAfterToasts,
  expectWizardStep,
  fillCard,
  type Goto,
  NEW_CARD,
  openSection,
  pickDay,
  signInMember,
  submitLogin,
  toastSays,
  wizardDialog,
} from './steps';

const browser = await fileBrowser();

const PENDING_RENTAL_KEY = 'koalarentPendingRental';
/** axe with the pointer moved away, once no toast is mid-animation and closing ones are gone. */
function checkA11y(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen, { pointerAway: true, closingGone: true });
}

/** Signs a journey member in through /auth and waits until the app is back at `returnTo` (visible user menu). */
function signIn(page: Page, goto: Goto, email: string, returnTo: string): Promise<void> {
  return signInMember(page, goto, email, MEMBER_PASSWORD, returnTo, { userMenu: 'visible' });
}

async function openRequests(page: Page, goto: Goto): Promise<void> {
  await goto('/profile?tab=requests');
  await page.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
}

interface Standing {
  rank: 'Rookie Koala' | 'Junior Koala';
  rating: string;
  reviews: number;
  rented: number;
}

/** The member's profile card as shown: the rank badge, 'Rating x.y (N reviews)' and the Items Rented stat. */
async function expectProfileStanding(page: Page, standing: Standing): Promise<void> {
  await page
    .getByRole('button', { name: `${standing.rank}: what the Koala ranks mean` })
    .waitFor({ timeout: LOAD_TIMEOUT });
  const rating = page.getByText(/^Rating \d+\.\d$/).locator('..');
  await expect
    .poll(() => rating.textContent(), { timeout: LOAD_TIMEOUT })
    .toBe(`Rating ${standing.rating}(${standing.reviews} ${standing.reviews === 1 ? 'review' : 'reviews'})`);
  const rented = page
    .getByRole('list', { name: 'Member statistics' })
    .getByRole('listitem')
    .filter({ hasText: 'Items Rented' });
  await expect
    .poll(() => rented.textContent(), { timeout: LOAD_TIMEOUT })
    .toBe(`Items Rented${standing.rented}`);
}

async function openPublicProfile(page: Page, goto: Goto, member: Member) {
  await goto(`/user/${member.id}`);
  await page.getByRole('heading', { name: `${member.fullName}'s Profile` }).waitFor();
}

/** The item page's rating with its review count (spec §2), read from its accessible name. */
async function expectItemRating(page: Page, item: ListedItem, name: string): Promise<void> {
  const title = page.getByRole('heading', { name: item.title, level: 1 });
  await title.waitFor();
  // The stars right under the title (the Reviews section further down repeats its own average).
  const rating = title.locator('xpath=following-sibling::*[1]');
  expect(await rating.getAttribute('role')).toBe('img');
  await expect.poll(() => rating.getAttribute('aria-label'), { timeout: LOAD_TIMEOUT }).toBe(name);
}

describe('the booking journey, end to end', () => {
  it(
    'a visitor rents (declined card, then success) after signing in at payment; the owner approves; the renter receives and returns; the owner confirms; both review; the renter rises to Junior Koala and the item shows its rating',
    async () => {
      // Fresh members, so their numbers are only what this test gives them.
      const owner = await registerMember('Harper Quokka', 'journeyowner');
      const renter = await registerMember('Riley Wombat', 'journeyrenter');
      try {
        // The renter's history: two completed rentals of another item, each reviewed by both sides. The owner gave 4
        // and 3 stars (3.5 average): with two rentals the renter is a Rookie Koala, and the rank asks for both more
        // rentals and a better rating (Junior: 3+ rentals and 4+ stars, spec §9).
        const earlier = await listApprovedItem(owner, {
          title: `Beach cart ${uniqueSuffix()}`,
          pricePerDay: 15,
          deposit: 50,
          colour: '#b9770e',
        });
        for (const [offset, ownerRating] of [
          [40, 4],
          [44, 3],
        ] as const) {
          await completedReviewedRental({
            renter,
            owner,
            item: earlier,
            startDate: dayFromToday(offset),
            endDate: dayFromToday(offset + 1),
            ownerRating,
            renterRating: 5,
          });
        }
        expect(await memberStanding(renter.api, renter.id)).toMatchObject({
          koalaRank: 'rookie',
          rating: 3.5,
          reviewCount: 2,
          itemsRented: 2,
        });
        // The item of this journey starts without reviews.
        const item = await listApprovedItem(owner, {
          title: `Surf kayak ${uniqueSuffix()}`,
          pricePerDay: 25,
          deposit: 80,
          colour: '#117a65',
        });
        const start = dayFromToday(3);
        const end = dayFromToday(5);
        const ownerReview = 'A thoughtful renter: kayak rinsed, dried and back on time.';
        const renterReview = 'Great kayak, and Harper showed us the best launch spot.';

        await withPage(browser, 'journey-owner', async (ownerSide) => {
          await withPage(browser, 'journey-renter', async (renterSide) => {
            const rp = renterSide.page;
            const op = ownerSide.page;
            await signIn(op, ownerSide.goto, owner.email, '/');

            // 0. Before: the renter's profile says Rookie Koala, 3.5 from 2 reviews, 2 items rented.
            await openPublicProfile(op, ownerSide.goto, renter);
            await expectProfileStanding(op, { rank: 'Rookie Koala', rating: '3.5', reviews: 2, rented: 2 });
            await checkA11y(op, 'the renter’s profile before the journey');

            // 1. A visitor opens the item (no reviews yet) and starts the wizard.
            await renterSide.goto(`/item/${item.id}`);
            await expectItemRating(rp, item, 'New, no reviews yet');
            await rp.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet').waitFor();
            await rp.getByRole('button', { name: 'Rent Now', exact: true }).click();
            const wizard = wizardDialog(rp, item);
            await expectWizardStep(wizard, 1, 'Choose your dates');
            await pickDay(wizard, start);
            await pickDay(wizard, end);
            await wizard.getByText('3 days').waitFor();
            await wizard.getByLabel('Message to the owner (optional)').fill('Keen to paddle the point.');
            await checkA11y(rp, 'wizard step 1 with dates');
            await wizard.getByRole('button', { name: 'Continue' }).click();

            // 2. Review: 25 × 3 = 75, fee 11.25, deposit 80 held (spec §9).
            await expectWizardStep(wizard, 2, 'Review your rental');
            const prices = wizard.getByTestId('rental-price');
            await prices.getByText('$25.00 × 3 days').waitFor();
            await prices.getByText('$11.25', { exact: true }).waitFor();
            expect(await wizard.getByTestId('rental-total').textContent()).toBe('$166.25');
            await checkA11y(rp, 'wizard step 2');
            await wizard.getByRole('button', { name: 'Continue' }).click();

            // 3. Payment, signed out: sign in; the rental is kept and the wizard reopens at step 3.
            await expectWizardStep(wizard, 3, 'Payment');
            await wizard.getByText('Sign in to complete your booking').waitFor();
            await checkA11y(rp, 'wizard step 3 signed out');
            await wizard.getByRole('button', { name: 'Sign in', exact: true }).click();
            await rp.waitForURL(
              (url) =>
                url.pathname === '/auth' &&
                url.searchParams.get('resumeRental') === 'true' &&
                url.searchParams.get('redirectTo') === `/item/${item.id}` &&
                url.searchParams.get('register') === null,
            );
            const saved = JSON.parse(
              (await rp.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY)) ?? 'null',
            ) as Record<string, unknown>;
            expect(saved).toMatchObject({
              itemId: item.id,
              startDate: start,
              endDate: end,
              deliveryOption: 'pickup',
              message: 'Keen to paddle the point.',
              wizardStep: 3,
              wizardOpen: true,
            });
            await checkA11y(rp, 'the sign-in page from the wizard');
            await submitLogin(rp, renter.email, MEMBER_PASSWORD);
            await rp.waitForURL((url) => url.pathname === `/item/${item.id}`);
            await rp.getByTestId('user-menu').waitFor();
            await expectWizardStep(wizard, 3, 'Payment');
            await wizard.getByText('Demo card: 4242 4242 4242 4242, expiry 12/34, CVV 123').waitFor();
            expect(await rp.evaluate((key) => localStorage.getItem(key), PENDING_RENTAL_KEY)).toBeNull();
            await checkA11y(rp, 'wizard step 3 resumed after sign-in');

            // The declined card: 'Booking failed' with the server's message; nothing booked, still at payment.
            await wizard.getByText(NEW_CARD).click();
            await fillCard(wizard, '4000 0000 0000 0002', renter.fullName);
            await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
            await toastSays(rp, 'Booking failed', 'Your card was declined.');
            await expectWizardStep(wizard, 3, 'Payment');
            const mine = async () =>
              (
                (await (await renter.api.get('/api/bookings/as-renter')).json()) as {
                  id: number;
                  itemId: number;
                  status: string;
                  startDate: string;
                }[]
              ).filter((b) => b.itemId === item.id);
            expect(await mine()).toEqual([]);
            await checkA11y(rp, 'wizard step 3 after a declined card');

            // The success card: the request is sent, the wizard closes.
            await fillCard(wizard, '4242 4242 4242 4242', renter.fullName);
            await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
            await toastSays(
              rp,
              'Rental request sent!',
              'Your request has been sent to the owner for approval.',
            );
            await wizard.waitFor({ state: 'hidden' });
            const [booking] = await mine();
            expect(booking).toMatchObject({ status: 'pending_approval', startDate: start });
            await checkA11y(rp, 'the item page after the request');

            // 4. The owner approves it in the Requests tab.
            await openRequests(op, ownerSide.goto);
            await openSection(op, 'New requests');
            const request = op.getByRole('listitem', { name: item.title });
            await request.getByText(renter.fullName).first().waitFor();
            await request.getByText('Pending Approval').waitFor();
            await request.getByText('Keen to paddle the point.').waitFor();
            await checkA11y(op, 'the owner’s new requests');
            await request.getByRole('button', { name: 'Approve' }).click();
            await op.getByTestId('toast').getByText('Booking approved', { exact: true }).waitFor();
            await request.waitFor({ state: 'hidden' });
            await openSection(op, 'Hand-over');
            await op
              .getByRole('listitem', { name: item.title })
              .getByText('Approved', { exact: true })
              .waitFor();
            await checkA11y(op, 'the owner’s hand-over section');

            // 5. The renter confirms receipt and returns the item in My Rentals.
            await renterSide.goto('/my-rentals');
            await rp.getByRole('heading', { name: 'My Rentals', level: 1 }).waitFor();
            const rental = rp.getByRole('article', { name: item.title });
            await rental.getByText('Approved', { exact: true }).waitFor();
            await checkA11y(rp, 'My Rentals with the approved rental');
            await rental.getByRole('button', { name: 'Mark as Received' }).click();
            const receipt = rp.getByRole('dialog', { name: 'Confirm Item Receipt' });
            await receipt.waitFor();
            await checkA11y(rp, 'the Confirm Item Receipt dialog');
            // The rental starts in three days: receipt now is an early pickup, which the dialog asks about first.
            await receipt.getByText(/^Your rental starts .+\. Picked it up early\?$/).waitFor();
            await receipt.getByRole('button', { name: 'Yes, I have it' }).click();
            await toastSays(rp, 'Item marked as received', /^Your rental period starts /);
            await receipt.waitFor({ state: 'hidden' });
            await rental.getByText('With You', { exact: true }).waitFor();
            await checkA11y(rp, 'My Rentals with the item received');
            await rental.getByRole('button', { name: 'Return Item' }).click();
            const returning = rp.getByRole('dialog', { name: 'Return Item' });
            await returning.waitFor();
            await returning.getByLabel('Return Notes').fill('Rinsed and dried, paddle in the bag.');
            await checkA11y(rp, 'the Return Item dialog');
            await returning.getByRole('button', { name: 'Confirm Return' }).click();
            await toastSays(rp, 'Item marked as returned', 'The owner will be notified.');
            await returning.waitFor({ state: 'hidden' });
            await rp.getByRole('tab', { name: /^Completed/ }).click();
            await rental.getByText('Returned', { exact: true }).waitFor();
            await checkA11y(rp, 'My Rentals, Completed tab with the returned rental');

            // 6. The owner confirms the condition: the rental completes.
            await openRequests(op, ownerSide.goto);
            await openSection(op, 'Condition check');
            const returned = op.getByRole('listitem', { name: item.title });
            await returned.getByText('Rinsed and dried, paddle in the bag.').waitFor();
            await checkA11y(op, 'the owner’s condition check');
            await returned.getByRole('button', { name: 'Confirm Condition' }).click();
            const confirm = op.getByRole('alertdialog', { name: 'Confirm the condition?' });
            await confirm.waitFor();
            await confirm.getByText('$80.00 of the deposit is released').waitFor();
            await checkA11y(op, 'the confirm condition dialog');
            await confirm.getByRole('button', { name: 'Confirm Condition' }).click();
            // The toast's (each card's timeline names a 'Condition confirmed' step of its own).
            await op.getByTestId('toast').getByText('Condition confirmed', { exact: true }).waitFor();
            await returned.waitFor({ state: 'hidden' });

            // Three rentals now, but 3.5 stars is short of Junior's 4: still a Rookie.
            await openPublicProfile(op, ownerSide.goto, renter);
            await expectProfileStanding(op, { rank: 'Rookie Koala', rating: '3.5', reviews: 2, rented: 3 });

            // 7. The owner reviews the renter first: 5 stars, hidden until the renter has reviewed too.
            await openRequests(op, ownerSide.goto);
            await openSection(op, 'Past');
            const past = op.getByRole('listitem', { name: item.title });
            await past.getByText('Completed', { exact: true }).waitFor();
            await past.getByRole('button', { name: 'Leave a Review' }).click();
            const ownerDialog = op.getByRole('dialog', { name: `Review ${renter.fullName}` });
            await ownerDialog.waitFor();
            await ownerDialog.getByRole('radio', { name: '5 stars – Excellent' }).click();
            await ownerDialog.getByLabel('Comment').fill(ownerReview);
            await checkA11y(op, 'the owner’s review dialog');
            await ownerDialog.getByRole('button', { name: 'Submit Review' }).click();
            await toastSays(op, 'Review submitted', /^Thank you!/);
            await ownerDialog.waitFor({ state: 'hidden' });
            await past.getByText('Your review').waitFor();
            await checkA11y(op, 'the owner’s past rentals after reviewing');

            await openPublicProfile(op, ownerSide.goto, renter);
            await expectProfileStanding(op, { rank: 'Rookie Koala', rating: '3.5', reviews: 2, rented: 3 });
            expect(await op.getByText(ownerReview).count()).toBe(0);
            await renterSide.goto(`/item/${item.id}`);
            await expectItemRating(rp, item, 'New, no reviews yet');
            await rp.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet').waitFor();

            // 8. The renter reviews the owner (and so the item): 4 stars. Both have written: both are published.
            await renterSide.goto('/my-rentals?tab=completed');
            const completed = rp.getByRole('article', { name: item.title });
            await completed.getByText('Completed', { exact: true }).waitFor();
            await completed.getByRole('button', { name: 'Leave a Review' }).click();
            const renterDialog = rp.getByRole('dialog', { name: `Review ${owner.fullName}` });
            await renterDialog.waitFor();
            await renterDialog.getByRole('radio', { name: /^4 stars/ }).click();
            await renterDialog.getByLabel('Comment').fill(renterReview);
            await checkA11y(rp, 'the renter’s review dialog');
            await renterDialog.getByRole('button', { name: 'Submit Review' }).click();
            await toastSays(rp, 'Review submitted', /^Thank you!/);
            await renterDialog.waitFor({ state: 'hidden' });
            await completed.getByText(/You rated this rental 4 out of 5/).waitFor();
            await checkA11y(rp, 'My Rentals after reviewing');

            // 9. The renter's rank: 3 rentals, (4 + 3 + 5) / 3 = 4.0 stars → Junior Koala, on their own account page…
            await renterSide.goto('/profile');
            await expectProfileStanding(rp, { rank: 'Junior Koala', rating: '4.0', reviews: 3, rented: 3 });
            await rp.getByRole('button', { name: 'Junior Koala: what the Koala ranks mean' }).click();
            const ranks = rp.getByRole('dialog', { name: 'Koala Ranks' });
            await ranks.waitFor();
            const current = ranks.locator('[aria-current="true"]');
            await current.getByText('Junior Koala', { exact: true }).waitFor();
            await current.getByText('Your rank', { exact: true }).waitFor();
            await checkA11y(rp, 'the rank help dialog at Junior Koala');
            await ranks.getByRole('button', { name: 'Close' }).first().click();
            await ranks.waitFor({ state: 'hidden' });

            // …and on the public profile, with the owner's review now published.
            await openPublicProfile(op, ownerSide.goto, renter);
            await expectProfileStanding(op, { rank: 'Junior Koala', rating: '4.0', reviews: 3, rented: 3 });
            const reviews = op.getByRole('region', { name: 'Reviews' });
            await reviews.getByText(ownerReview).waitFor();
            await reviews.getByRole('link', { name: owner.fullName }).first().waitFor();
            await checkA11y(op, 'the renter’s profile after the journey');

            // 10. The item's rating: the renter's 4 stars, one review, listed on the item page.
            await renterSide.goto(`/item/${item.id}`);
            await expectItemRating(rp, item, 'Rated 4.0 out of 5 (1 review)');
            const itemReviews = rp.getByRole('region', { name: 'Reviews' });
            await itemReviews.getByRole('img', { name: 'Rated 4.0 out of 5 (1 review)' }).waitFor();
            await itemReviews.getByText(renterReview).waitFor();
            await itemReviews.getByRole('link', { name: renter.fullName }).waitFor();
            await checkA11y(rp, 'the item page with its first review');
          });
        });

        expect(await memberStanding(renter.api, renter.id)).toMatchObject({
          koalaRank: 'junior',
          rating: 4,
          reviewCount: 3,
          itemsRented: 3,
        });
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }
    },
    TEST_TIMEOUT * 4,
  );
});
