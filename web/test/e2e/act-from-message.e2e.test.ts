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
import { axeAfterToasts, signInMember, toastSays } from './steps';

const browser = await fileBrowser();

// Members no other e2e file rents with or from; the item is listed fresh by this file, so its bookings are ours.
const OWNER_EMAIL = 'oliver@koalarent.test';
const RENTER_EMAIL = 'noah@koalarent.test';
/** The worker writes the request's message after the booking commits. */
const MESSAGE_TIMEOUT = 20_000;

type Session = { api: APIRequestContext; userId: number };

/** 20 a day and a 100 deposit: three days charge $60.00 rent + $9.00 fee = $69.00, the $100.00 held apart. */
function listCanoe(owner: Session): Promise<ListedItem> {
  return listApprovedItem(owner, {
    title: `Touring canoe ${uniqueSuffix()}`,
    pricePerDay: 20,
    deposit: 100,
    colour: '#1f618d',
    description: 'A stable two-person touring canoe with paddles, a dry bag and two buoyancy vests.',
    location: 'Richmond, London',
    fileName: 'canoe.jpg',
  });
}

/** Waits until the owner's thread with the renter holds the request's message (the worker writes it). */
async function requestMessageWritten(owner: Session, renter: Session, bookingId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await owner.api.get(`/api/messages/conversation/${owner.userId}/${renter.userId}`);
        const messages = (await res.json()) as { bookingId: number | null; content: string }[];
        return messages.some((m) => m.bookingId === bookingId && m.content.startsWith('NEW RENTAL REQUEST'));
      },
      { timeout: MESSAGE_TIMEOUT },
    )
    .toBe(true);
}

/** The card a booking's request carries in `within` (the open thread, the bell's list; the page, as a filter). */
function requestCard(within: Page | Locator, bookingId: number): Locator {
  return within.locator(`[data-testid="booking-request-card"][data-booking-id="${bookingId}"]`);
}

/**
 * The card of a waiting request: dates, charged, deposit held, the renter with rank and reviews, and both actions
 * (buttons in the thread, menu items in the bell's menu).
 */
async function expectWaitingCard(card: Locator, role: 'button' | 'menuitem' = 'button'): Promise<void> {
  await card.getByText('Waiting for approval').waitFor();
  await card.getByText('$69.00').first().waitFor();
  await card.getByText('$100.00').first().waitFor();
  await card.getByText(/^Reviews: \d+$/).waitFor();
  await card.getByRole(role, { name: 'Approve' }).waitFor();
  await card.getByRole(role, { name: 'Reject' }).waitFor();
  expect(await card.getAttribute('data-status')).toBe('pending_approval');
}

/** Approves from the card; the card then shows the booking approved, without the buttons. */
async function approveFromCard(page: Page, card: Locator, owner: Session, bookingId: number): Promise<void> {
  await card.getByRole('button', { name: 'Approve' }).click();
  await toastSays(page, 'Booking approved', /has been told\. The rent and service fee were charged/);
  await expect.poll(() => card.getAttribute('data-status'), { timeout: LOAD_TIMEOUT }).toBe('approved');
  await card.getByText('Approved', { exact: true }).waitFor();
  expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  expect(await card.getByRole('button', { name: 'Reject' }).count()).toBe(0);
  expect(await bookingStatus(owner.api, bookingId)).toBe('approved');
}

describe('the owner acts on a request from its message', () => {
  it(
    'approves from the message thread at 1366 px and at 390 px; the card then says approved',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      const renter = await apiSession(RENTER_EMAIL);
      try {
        const item = await listCanoe(owner);
        const request = (offset: number) => {
          const startDate = dayFromToday(offset);
          return requestBooking(renter, {
            item,
            startDate,
            endDate: addDays(startDate, 2),
            nameOnCard: 'Noah Wilson',
            idempotencyPrefix: 'act-from-message',
          });
        };
        const widths = [
          { width: 1366, height: 900, offset: 40 },
          { width: 390, height: 844, offset: 50 },
        ];
        for (const { width, height, offset } of widths) {
          const bookingId = await request(offset);
          await requestMessageWritten(owner, renter, bookingId);
          await withPage(
            browser,
            `act-from-message-${width}`,
            async ({ page, goto }) => {
              const path = `/messages/${renter.userId}`;
              if (width > 500) {
                // The bell's entry for the request carries the same card, buttons and all.
                await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, '/', { userMenu: 'visible' });
                await page.getByTestId('notification-bell').click();
                await expectWaitingCard(
                  requestCard(page.getByTestId('notification-popup'), bookingId),
                  'menuitem',
                );
                await axeAfterToasts(page, 'the bell with a request card');
                await page.keyboard.press('Escape');
                await goto(path);
              } else {
                await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, path);
              }
              const thread = page.getByTestId('message-thread');
              // The request's own message carries the card.
              const message = thread.getByTestId('message').filter({ has: requestCard(page, bookingId) });
              await message.getByText(/^NEW RENTAL REQUEST/).waitFor({ timeout: LOAD_TIMEOUT });
              await message.getByText(item.title).first().waitFor();
              const card = requestCard(thread, bookingId);
              await card.waitFor({ timeout: LOAD_TIMEOUT });
              await card.scrollIntoViewIfNeeded();
              await expectWaitingCard(card);
              await axeAfterToasts(page, `the request card in the thread at ${width} px`);
              await approveFromCard(page, card, owner, bookingId);
              // After a reload the card still tells the booking's state as it is now.
              await page.reload({ waitUntil: 'domcontentloaded' });
              const reloaded = requestCard(page.getByTestId('message-thread'), bookingId);
              await expect
                .poll(() => reloaded.getAttribute('data-status'), { timeout: LOAD_TIMEOUT })
                .toBe('approved');
            },
            { viewport: { width, height } },
          );
        }
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }
    },
    TEST_TIMEOUT * 2,
  );

  it(
    'approves from the bell at 1366 px and rejects from the message thread with a reason at 390 px',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      const renter = await apiSession(RENTER_EMAIL);
      try {
        const item = await listCanoe(owner);
        const request = async (offset: number) => {
          const startDate = dayFromToday(offset);
          const bookingId = await requestBooking(renter, {
            item,
            startDate,
            endDate: addDays(startDate, 2),
            nameOnCard: 'Noah Wilson',
            idempotencyPrefix: 'act-from-bell',
          });
          await requestMessageWritten(owner, renter, bookingId);
          return bookingId;
        };

        // From the bell: Approve is a menu item, and the menu stays open to show the card approved.
        const approved = await request(60);
        await withPage(
          browser,
          'act-from-bell-1366',
          async ({ page, goto }) => {
            await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, '/', { userMenu: 'visible' });
            await page.getByTestId('notification-bell').click();
            const card = requestCard(page.getByTestId('notification-popup'), approved);
            await expectWaitingCard(card, 'menuitem');
            await card.getByRole('menuitem', { name: 'Approve' }).click();
            await toastSays(
              page,
              'Booking approved',
              /has been told\. The rent and service fee were charged/,
            );
            await expect
              .poll(() => card.getAttribute('data-status'), { timeout: LOAD_TIMEOUT })
              .toBe('approved');
            expect(await card.getByRole('menuitem', { name: 'Approve' }).count()).toBe(0);
            expect(await bookingStatus(owner.api, approved)).toBe('approved');
          },
          { viewport: { width: 1366, height: 900 } },
        );

        // From the thread on a phone: Reject asks its reason, the same dialog as the Requests tab's.
        const rejected = await request(70);
        await withPage(
          browser,
          'reject-from-message-390',
          async ({ page, goto }) => {
            await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, `/messages/${renter.userId}`);
            const card = requestCard(page.getByTestId('message-thread'), rejected);
            await card.waitFor({ timeout: LOAD_TIMEOUT });
            await card.scrollIntoViewIfNeeded();
            await expectWaitingCard(card);
            await card.getByRole('button', { name: 'Reject' }).click();
            const dialog = page.getByRole('dialog', { name: 'Reject this request?' });
            await dialog.waitFor();
            await dialog.getByRole('button', { name: 'Reject Request' }).click();
            await dialog.getByText('Please give a reason').waitFor();
            expect(await bookingStatus(owner.api, rejected)).toBe('pending_approval');
            await dialog
              .getByRole('textbox', { name: /^Reason/ })
              .fill('Booked for a club trip that weekend, sorry.');
            await dialog.getByRole('button', { name: 'Reject Request' }).click();
            await toastSays(
              page,
              'Request rejected',
              /has been told, and everything held on their card was released/,
            );
            await dialog.waitFor({ state: 'hidden' });
            await expect
              .poll(() => card.getAttribute('data-status'), { timeout: LOAD_TIMEOUT })
              .toBe('rejected');
            expect(await card.getByRole('button', { name: 'Reject' }).count()).toBe(0);
            expect(await bookingStatus(owner.api, rejected)).toBe('rejected');
          },
          { viewport: { width: 390, height: 844 } },
        );
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }
    },
    TEST_TIMEOUT * 2,
  );
});
