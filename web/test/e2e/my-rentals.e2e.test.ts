import {
  ACCOUNT_BOOKING_GROUPS,
  MY_RENTALS_GROUPS,
  quoteRental,
  rentalDays,
} from '@koalarent/core/contracts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
} from './journey-fixtures';
import { axeAfterToasts, type Goto, signInMember, toastSays } from './steps';

const browser = await fileBrowser();

// Members no other e2e file rents with or from, so this file's bookings are the only ones on their screens; the
// counts are still compared with what the API says rather than assumed.
const OWNER_EMAIL = 'liam@koalarent.test';
const RENTER_EMAIL = 'jack@koalarent.test';
const PRICE_PER_DAY = 20;
const DEPOSIT = 50;

/** One GraphQL operation through the gateway; fails the test with the server's errors if there are any. */
async function gql<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await api.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], JSON.stringify(body.errors)).toEqual([]);
  return body.data as T;
}

/** A fresh paddleboard (20 a day, 50 deposit, quantity 1), listed by the owner and approved by the admin. */
function listPaddleboard(owner: APIRequestContext): Promise<ListedItem> {
  return listApprovedItem(
    { api: owner },
    {
      title: `Stand-up paddleboard ${uniqueSuffix()}`,
      pricePerDay: PRICE_PER_DAY,
      deposit: DEPOSIT,
      colour: '#2874a6',
      description: 'An inflatable paddleboard with a pump, an adjustable paddle, a leash and a dry bag.',
      location: 'Coogee, Sydney',
      fileName: 'board.jpg',
    },
  );
}

/** The renter requests the item for the dates, paying with the sandbox's success card. */
async function requestBooking(
  renter: APIRequestContext,
  itemId: number,
  startDate: string,
  endDate: string,
  message: string | null,
): Promise<number> {
  const quote = quoteRental(PRICE_PER_DAY * 100, DEPOSIT * 100, rentalDays(startDate, endDate));
  const data = await gql<{ requestBooking: { id: number; status: string } }>(
    renter,
    `mutation Request($input: BookingRequestInput!, $key: String!) {
      requestBooking(input: $input, idempotencyKey: $key) { id status }
    }`,
    {
      key: `my-rentals-${uniqueSuffix()}`,
      input: {
        itemId,
        startDate,
        endDate,
        totalPrice: quote.totalCents / 100,
        deliveryOption: 'pickup',
        deliveryAddress: null,
        message,
        card: {
          cardNumber: '4242 4242 4242 4242',
          nameOnCard: 'Jack Nguyen',
          expiryDate: '12/34',
          cvv: '123',
        },
      },
    },
  );
  expect(data.requestBooking.status).toBe('pending_approval');
  return data.requestBooking.id;
}

async function ownerCommand(owner: APIRequestContext, mutation: string): Promise<string> {
  const data = await gql<Record<string, { status: string }>>(owner, `mutation { ${mutation} { status } }`);
  return Object.values(data)[0]!.status;
}

/** What the API says the renter's tabs hold. */
async function expectedCounts<G extends string>(
  renter: APIRequestContext,
  groups: Record<G, readonly string[]>,
): Promise<Record<G, number>> {
  const data = await gql<{ myBookings: { status: string }[] }>(renter, '{ myBookings { status } }');
  const counts = Object.fromEntries(Object.keys(groups).map((name) => [name, 0])) as Record<G, number>;
  for (const { status } of data.myBookings) {
    const group = (Object.keys(groups) as G[]).find((name) => groups[name].includes(status));
    if (group) counts[group] += 1;
  }
  return counts;
}

/** Signs the renter in through /auth and waits until the app is back at `returnTo` with the (visible) user menu. */
function signIn(page: Page, goto: Goto, email: string, returnTo: string): Promise<void> {
  return signInMember(page, goto, email, DEMO_PASSWORD, returnTo, { userMenu: 'visible' });
}

/** axe once no toast is mid-animation and closing ones are gone. */
function checkA11y(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen, { closingGone: true });
}

function rentalCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

async function tabCount(page: Page, group: string): Promise<number> {
  return Number(await page.getByTestId(`${group}-count`).textContent());
}

describe('My Rentals', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await withPage(browser, 'my-rentals-signed-out', async ({ page, goto }) => {
      await goto('/my-rentals');
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/my-rentals');
      await page.getByText('Please sign in to view your rentals').waitFor();
    });
  });

  it(
    'shows the renter’s bookings by tab; the renter receives, returns, cancels and reviews',
    async () => {
      const owner = (await apiSession(OWNER_EMAIL)).api;
      const renter = (await apiSession(RENTER_EMAIL)).api;
      try {
        const item = await listPaddleboard(owner);

        // Three bookings of one item on separate dates: one the owner readies for pickup (with notes), one the
        // owner rejects, one left waiting for approval.
        const handedOver = await requestBooking(
          renter,
          item.id,
          dayFromToday(0),
          dayFromToday(3),
          'Beach day!',
        );
        expect(await ownerCommand(owner, `approveBooking(bookingId: ${handedOver})`)).toBe('approved');
        expect(
          await ownerCommand(
            owner,
            `markReadyForPickup(bookingId: ${handedOver}, notes: "Collect it from the garage, side gate.")`,
          ),
        ).toBe('awaiting_pickup');
        const rejected = await requestBooking(renter, item.id, dayFromToday(10), dayFromToday(11), null);
        expect(
          await ownerCommand(owner, `rejectBooking(bookingId: ${rejected}, reason: "Away that week")`),
        ).toBe('rejected');
        const waiting = await requestBooking(renter, item.id, dayFromToday(20), dayFromToday(21), null);
        const { owner: ownerParty } = (
          await gql<{ booking: { owner: { id: number; fullName: string; username: string } } }>(
            renter,
            `{ booking(id: ${waiting}) { owner { id fullName username } } }`,
          )
        ).booking;
        const ownerId = ownerParty.id;
        const ownerName = ownerParty.fullName.trim() || ownerParty.username;

        await withPage(browser, 'my-rentals', async ({ page, goto }) => {
          await signIn(page, goto, RENTER_EMAIL, '/my-rentals');
          await page.getByRole('heading', { name: 'My Rentals', level: 1 }).waitFor();
          await page.getByRole('tablist', { name: 'Rentals' }).waitFor();

          // Tabs and counts, as the API groups the bookings.
          const counts = await expectedCounts(renter, MY_RENTALS_GROUPS);
          expect(counts.active).toBeGreaterThanOrEqual(2);
          expect(counts.cancelled).toBeGreaterThanOrEqual(1);
          for (const group of ['active', 'completed', 'cancelled'] as const)
            expect(await tabCount(page, group)).toBe(counts[group]);

          const cards = page.getByRole('article', { name: item.title });
          // Each card is told by its status badge (exact): the timeline on every card names the other steps too.
          await expect.poll(() => cards.count()).toBe(2);
          const ready = cards.filter({ has: page.getByText('Ready for Pickup', { exact: true }) });
          await ready.getByText('Collect it from the garage, side gate.').waitFor();
          await ready.getByText('Beach day!').waitFor();
          await ready.getByText('Self Pickup').waitFor();
          await ready.getByText('4 days', { exact: true }).waitFor();
          expect(await ready.getByTestId('total-price').textContent()).toBe('$92.00');
          expect(await ready.getByRole('link', { name: item.title }).getAttribute('href')).toBe(
            `/item/${item.id}`,
          );
          await cards.filter({ has: page.getByText('Pending Approval', { exact: true }) }).waitFor();
          await checkA11y(page, 'My Rentals, Active tab');

          // Message Owner: the dialog leads to the conversation on the Messages page.
          await ready.getByRole('button', { name: 'Message Owner' }).click();
          const message = page.getByRole('dialog', { name: 'Message the Owner' });
          await message.waitFor();
          expect(await message.getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe(
            `/messages/${ownerId}`,
          );
          await checkA11y(page, 'the Message the Owner dialog');
          await message.getByRole('button', { name: 'Cancel' }).click();
          await message.waitFor({ state: 'hidden' });

          // Mark as Received: the dialog names the end date; then the status is 'With You' with the remaining time.
          await ready.getByRole('button', { name: 'Mark as Received' }).click();
          const receipt = page.getByRole('dialog', { name: 'Confirm Item Receipt' });
          await receipt.waitFor();
          await receipt.getByText(/in good condition/).waitFor();
          await receipt.getByText(/Your rental period begins now and ends on/).waitFor();
          await checkA11y(page, 'the Confirm Item Receipt dialog');
          await receipt.getByRole('button', { name: 'Confirm Receipt' }).click();
          await toastSays(page, 'Item marked as received', 'The rental period has started.');
          await receipt.waitFor({ state: 'hidden' });
          const withYou = cards.filter({ has: page.getByText('With You', { exact: true }) });
          await withYou
            .getByTestId('remaining-time')
            .getByText(/^\d+ days? remaining$/)
            .waitFor();
          await expect.poll(() => withYou.getByRole('button', { name: 'Mark as Received' }).count()).toBe(0);
          await checkA11y(page, 'My Rentals with the item received');

          // Return Item with notes: the card moves to Completed as 'Returned'.
          const completedBefore = await tabCount(page, 'completed');
          await withYou.getByRole('button', { name: 'Return Item' }).click();
          const returning = page.getByRole('dialog', { name: 'Return Item' });
          await returning.waitFor();
          await returning.getByText(/The owner will be notified/).waitFor();
          await returning.getByLabel('Return Notes').fill('Rinsed with fresh water and left to dry.');
          await checkA11y(page, 'the Return Item dialog');
          await returning.getByRole('button', { name: 'Confirm Return' }).click();
          await toastSays(page, 'Item marked as returned', 'The owner will be notified.');
          await returning.waitFor({ state: 'hidden' });
          await expect.poll(() => cards.count()).toBe(1);
          expect(await tabCount(page, 'completed')).toBe(completedBefore + 1);
          await page.getByRole('tab', { name: /^Completed/ }).click();
          const returned = rentalCard(page, item.title);
          await returned.getByText('Returned', { exact: true }).waitFor();
          expect(await returned.getByRole('button', { name: 'Return Item' }).count()).toBe(0);
          await checkA11y(page, 'My Rentals, Completed tab');

          // Cancelled tab: the rejected request.
          await page.getByRole('tab', { name: /^Cancelled/ }).click();
          await rentalCard(page, item.title).getByText('Rejected', { exact: true }).waitFor();
          await checkA11y(page, 'My Rentals, Cancelled tab');

          // Cancel the request still waiting for approval: the hold is released, and it joins the Cancelled tab.
          await page.getByRole('tab', { name: /^Active/ }).click();
          const pending = rentalCard(page, item.title);
          await pending.getByText('Pending Approval').waitFor();
          const cancelledBefore = await tabCount(page, 'cancelled');
          await pending.getByRole('button', { name: 'Cancel Request' }).click();
          const cancel = page.getByRole('alertdialog', { name: 'Cancel this request?' });
          await cancel.waitFor();
          await cancel
            .getByText(/If you cancel now, the \$46\.00 held on your card will be released\./)
            .waitFor();
          await checkA11y(page, 'the cancel dialog');
          await cancel.getByRole('button', { name: 'Cancel Request' }).click();
          await toastSays(page, 'Booking cancelled', 'The hold on your card has been released.');
          await expect.poll(() => tabCount(page, 'cancelled')).toBe(cancelledBefore + 1);
          await expect.poll(() => page.getByRole('article', { name: item.title }).count()).toBe(0);

          // The owner finds it in good condition: completed, and the renter may review.
          expect(await ownerCommand(owner, `confirmCondition(bookingId: ${handedOver})`)).toBe('completed');
          await goto('/my-rentals?tab=completed');
          const completed = rentalCard(page, item.title);
          await completed.getByText('Completed', { exact: true }).waitFor();
          await completed.getByRole('button', { name: 'Leave a Review' }).click();
          // The review dialog is the one the owner's side uses too (features/reviews).
          const review = page.getByRole('dialog', { name: `Review ${ownerName}` });
          await review.waitFor();
          await review.getByRole('button', { name: 'Submit Review' }).click();
          await review.getByText('Please choose a rating from 1 to 5 stars').waitFor();
          await checkA11y(page, 'the review dialog');
          await review.getByRole('radio', { name: /^4 stars/ }).click();
          await review.getByLabel('Comment').fill('Great board, easy pickup.');
          await review.getByRole('button', { name: 'Submit Review' }).click();
          await page.getByTestId('toast').getByText('Review submitted', { exact: true }).waitFor();
          await review.waitFor({ state: 'hidden' });
          await completed.getByText(/You rated this rental 4 out of 5/).waitFor();
          expect(await completed.getByRole('button', { name: 'Leave a Review' }).count()).toBe(0);
        });

        // The account page's My Bookings: Pending, Active and Past with their counts; the details dialog.
        await withPage(browser, 'my-bookings-tab', async ({ page, goto }) => {
          await signIn(page, goto, RENTER_EMAIL, '/profile?tab=bookings');
          await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
          const counts = await expectedCounts(renter, ACCOUNT_BOOKING_GROUPS);
          const subTabs = page.getByRole('tablist', { name: 'Bookings' });
          await subTabs.getByRole('tab', { name: `Pending (${counts.pending})` }).waitFor();
          await subTabs.getByRole('tab', { name: `Active (${counts.active})` }).waitFor();
          await subTabs.getByRole('tab', { name: `Past (${counts.past})` }).waitFor();
          expect(
            await subTabs
              .getByRole('tab', { name: `Active (${counts.active})` })
              .getAttribute('aria-selected'),
          ).toBe('true');
          await checkA11y(page, 'My Bookings, Active');

          await subTabs.getByRole('tab', { name: /^Past/ }).click();
          const past = page.getByRole('article', { name: item.title });
          await expect.poll(() => past.count()).toBe(3);
          const done = past.filter({ has: page.getByText('Completed', { exact: true }) });
          await done.getByText('$92.00').waitFor();
          await done.getByText(`${formatDay(0)} – ${formatDay(3)}`).waitFor();
          await done.getByRole('button', { name: 'Details' }).click();
          const details = page.getByRole('dialog', { name: item.title });
          await details.waitFor();
          await details.getByText('Start date').waitFor();
          await details.getByText(formatDay(3)).waitFor();
          expect(await details.getByRole('link', { name: 'Message Owner' }).getAttribute('href')).toBe(
            `/messages/${ownerId}`,
          );
          expect(await details.getByRole('link', { name: 'View Item' }).getAttribute('href')).toBe(
            `/item/${item.id}`,
          );
          await checkA11y(page, 'the booking details dialog');
          await page.keyboard.press('Escape');
          await details.waitFor({ state: 'hidden' });
          await checkA11y(page, 'My Bookings, Past');
        });
      } finally {
        await owner.dispose();
        await renter.dispose();
      }
    },
    TEST_TIMEOUT * 2,
  );
});

/** 'MMM d, yyyy' of the day `offset` days from today (spec §2), as the screens write it. */
function formatDay(offset: number): string {
  const [year, month, day] = dayFromToday(offset).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
