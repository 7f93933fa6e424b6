import { addDays } from '@koalarent/core/contracts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
  requestBooking,
} from './journey-fixtures';
import { axeAfterToasts, type Goto, signInMember } from './steps';

const browser = await fileBrowser();

// Members no other e2e file messages or rents with; counts are still read before and compared, never assumed.
const OWNER_EMAIL = 'ethan@koalarent.test';
const OWNER_NAME = 'Ethan Walker';
const RENTER_EMAIL = 'sofia@koalarent.test';
const RENTER_NAME = 'Sofia Rossi';
/** Live updates arrive within this (the assertions poll; no page is reloaded). */
const LIVE_TIMEOUT = 20_000;

/** A fresh paddleboard (25 a day, 80 deposit), listed by the owner through the API and approved by the admin. */
function listPaddleboard(owner: { api: APIRequestContext }): Promise<ListedItem> {
  return listApprovedItem(owner, {
    title: `Stand-up paddleboard ${uniqueSuffix()}`,
    pricePerDay: 25,
    deposit: 80,
    colour: '#1f6f8b',
    description: 'An inflatable paddleboard with a pump, a leash and an adjustable carbon paddle.',
    location: 'Bondi, Sydney',
    fileName: 'board.jpg',
  });
}

/** The renter's rental request through REST (spec §3 payload), a month ahead, with a message for the owner. */
function requestWithMessage(
  renter: { api: APIRequestContext },
  item: ListedItem,
  message: string,
): Promise<number> {
  const startDate = dayFromToday(30);
  return requestBooking(renter, {
    item,
    startDate,
    endDate: addDays(startDate, 1),
    nameOnCard: RENTER_NAME,
    idempotencyPrefix: 'messaging-e2e',
    message,
  });
}

const LIVE_OPERATIONS = ['MessageReceived', 'UnreadCountChanged', 'BookingUpdated'];

/**
 * Resolves once the page's live feed has subscribed to all three topics over graphql-ws (it starts when the page
 * is idle). Call before the page loads: it watches the socket the page opens.
 */
function liveFeedReady(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const seen = new Set<string>();
    const timer = setTimeout(
      () => reject(new Error(`the live feed did not subscribe (saw: ${[...seen].join(', ') || 'nothing'})`)),
      LIVE_TIMEOUT,
    );
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        try {
          const message = JSON.parse(text) as { type?: string; payload?: { operationName?: string } };
          if (message.type === 'subscribe' && message.payload?.operationName)
            seen.add(message.payload.operationName);
        } catch {
          return;
        }
        if (LIVE_OPERATIONS.every((name) => seen.has(name))) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/** Opens `path` and waits until its live feed is listening (plus a moment for the server's topic subscription). */
async function openLive(page: Page, goto: Goto, path: string): Promise<void> {
  const ready = liveFeedReady(page);
  await goto(path);
  await ready;
  await page.waitForTimeout(500);
}

/** Signs a demo member in through /auth and waits for the home page's (visible) user menu. */
function signIn(page: Page, goto: Goto, email: string): Promise<void> {
  return signInMember(page, goto, email, DEMO_PASSWORD, '/', { userMenu: 'visible' });
}

/** The unread count the bell announces ('Notifications, 3 unread', '9+' above 9; 0 when it says only 'Notifications'). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\+? unread/.exec(label)?.[1] ?? 0);
}

/** axe once no toast is mid-animation. */
function axe(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen);
}

function thread(page: Page): Locator {
  return page.getByTestId('message-thread');
}

function conversationRow(page: Page, name: string): Locator {
  return page.getByTestId('conversation-row').filter({ hasText: name });
}

describe('messaging, live between two members', () => {
  it(
    'a request reaches the owner’s bell and thread, the reply reaches the renter’s open thread, and the approval changes the renter’s booking card, all without a reload',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      const renter = await apiSession(RENTER_EMAIL);
      try {
        const item = await listPaddleboard(owner);

        await withPage(browser, 'messaging-owner', async (ownerSession) => {
          await withPage(browser, 'messaging-renter', async (renterSession) => {
            const ownerPage = ownerSession.page;
            const renterPage = renterSession.page;
            await signIn(ownerPage, ownerSession.goto, OWNER_EMAIL);
            await signIn(renterPage, renterSession.goto, RENTER_EMAIL);

            // 1. The owner waits on the Messages page; it is not reloaded from here on.
            await openLive(ownerPage, ownerSession.goto, '/messages');
            await ownerPage.getByText('Select a conversation').waitFor();
            const before = await bellCount(ownerPage);

            // 2. The renter asks to rent: the owner's badge rises and the conversation appears.
            const bookingId = await requestWithMessage(
              renter,
              item,
              'Hi Ethan! Could I collect it on Saturday morning?',
            );
            // The renter's My Rentals, open from now on, shows the request waiting.
            await openLive(renterPage, renterSession.goto, '/my-rentals');
            const card = renterPage.getByRole('article', { name: item.title });
            await card.getByText('Pending Approval').waitFor();
            await expect.poll(() => bellCount(ownerPage), { timeout: LIVE_TIMEOUT }).toBeGreaterThan(before);
            const row = conversationRow(ownerPage, RENTER_NAME);
            await row.waitFor({ timeout: LIVE_TIMEOUT });
            const raised = await bellCount(ownerPage);
            expect(await ownerPage.getByTestId('notification-count').textContent()).toBe(
              raised > 9 ? '9+' : String(raised),
            );
            await axe(ownerPage, 'the owner’s conversation list');

            // The bell's dropdown lists the request under the renter's name; choosing it opens the thread.
            await ownerPage.getByTestId('notification-bell').click();
            const popup = ownerPage.getByTestId('notification-popup');
            await popup.getByText('Notifications', { exact: true }).waitFor();
            const entry = popup.getByRole('menuitem').filter({ hasText: RENTER_NAME });
            await entry.filter({ hasText: 'NEW RENTAL REQUEST' }).first().waitFor();
            await popup.getByRole('menuitem', { name: 'View All Messages' }).waitFor();
            await axe(ownerPage, 'the notifications dropdown');
            await entry.first().click();
            await popup.waitFor({ state: 'hidden' });

            // 3. The thread shows the request, and reading it brings the badge back down.
            await ownerPage.waitForURL(new RegExp(`/messages/${renter.userId}$`));
            await expect.poll(() => row.getAttribute('aria-current')).toBe('page');
            await thread(ownerPage)
              .getByText(/^NEW RENTAL REQUEST/)
              .waitFor();
            await thread(ownerPage)
              .getByText(/Could I collect it on Saturday morning\?/)
              .waitFor();
            // (Compared with the raised count: the admin's note that the listing was approved may land any time.)
            await expect.poll(() => bellCount(ownerPage), { timeout: LIVE_TIMEOUT }).toBeLessThan(raised);
            expect(await row.getByTestId('conversation-unread').count()).toBe(0);
            await axe(ownerPage, 'the owner’s thread');

            // 4. The renter opens the thread in a second tab and waits there.
            const renterThread = await renterSession.context.newPage();
            const threadReady = liveFeedReady(renterThread);
            await renterThread.goto(`${baseUrl()}/messages/${owner.userId}`, {
              waitUntil: 'domcontentloaded',
            });
            await thread(renterThread)
              .getByText(/^NEW RENTAL REQUEST/)
              .waitFor();
            await threadReady;
            await renterThread.waitForTimeout(500);
            const ownRequest = thread(renterThread)
              .getByTestId('message')
              .filter({ hasText: 'NEW RENTAL REQUEST' });
            expect(await ownRequest.first().getAttribute('data-side')).toBe('own');
            await axe(renterThread, 'the renter’s thread');

            // 5. The owner replies (Send is disabled while the box is blank); it shows in the renter's open thread.
            const input = ownerPage.getByTestId('message-input');
            const send = ownerPage.getByTestId('send-message');
            await input.fill('   ');
            expect(await send.isDisabled()).toBe(true);
            const reply = `Saturday works, see you at 9! ${uniqueSuffix()}`;
            await input.fill(reply);
            await send.click();
            await thread(ownerPage).getByText(reply).waitFor();
            // The box empties once the send is confirmed; the live feed may show the message a moment before that.
            await expect.poll(() => input.inputValue()).toBe('');
            const received = thread(renterThread).getByTestId('message').filter({ hasText: reply });
            await received.waitFor({ timeout: LIVE_TIMEOUT });
            expect(await received.getAttribute('data-side')).toBe('other');
            // The renter's other tab, whose thread is not open, announces it.
            await renterPage.getByTestId('toast').getByText(`New message from ${OWNER_NAME}`).waitFor({
              timeout: LIVE_TIMEOUT,
            });

            // 6. The owner approves on the Requests tab; the renter's booking card changes where it is.
            const requests = await ownerSession.context.newPage();
            await requests.goto(`${baseUrl()}/profile?tab=requests`, { waitUntil: 'domcontentloaded' });
            await requests.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
            const tab = requests.getByRole('tab', { name: /^New requests \(\d+\)$/ });
            await tab.click();
            const ownerCard = requests.getByRole('listitem', { name: item.title });
            await ownerCard.getByRole('button', { name: 'Approve' }).click();
            await requests.getByText('Booking approved').waitFor();
            await card.getByText('Approved', { exact: true }).waitFor({ timeout: LIVE_TIMEOUT });
            expect(await card.getByText('Pending Approval').count()).toBe(0);
            const status = await renter.api.get(`/api/bookings/${bookingId}`);
            expect(((await status.json()) as { status: string }).status).toBe('approved');
            await axe(renterPage, 'My Rentals after the live update');

            // 7. Message the Owner from the booking card: it reaches the owner's open thread too.
            await card.getByRole('button', { name: 'Message Owner' }).click();
            const dialog = renterPage.getByRole('dialog', { name: 'Message the Owner' });
            await dialog.waitFor();
            const sendMessage = dialog.getByRole('button', { name: 'Send Message' });
            expect(await sendMessage.isDisabled()).toBe(true);
            const note = `Thanks! I'll bring the pump back dry. ${uniqueSuffix()}`;
            await dialog.getByLabel('Message').fill(note);
            await axe(renterPage, 'the Message the Owner dialog');
            await sendMessage.click();
            await renterPage
              .getByTestId('toast')
              .getByText('Your message has been sent to the owner.')
              .waitFor();
            await dialog.waitFor({ state: 'hidden' });
            await thread(ownerPage).getByText(note).waitFor({ timeout: LIVE_TIMEOUT });
          });
        });
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }
    },
    TEST_TIMEOUT * 2,
  );

  it(
    'messages the owner from the item page (text only, Send disabled while blank) and keeps e-mail choices',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      try {
        const item = await listPaddleboard(owner);

        // Signed out, Message Owner goes to sign-in and back to the item.
        await withPage(browser, 'messaging-signed-out', async ({ page, goto }) => {
          await goto(`/item/${item.id}`);
          await page.getByRole('link', { name: 'Message Owner' }).click();
          await page.waitForURL((url) => url.pathname === '/auth');
          expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/item/${item.id}`);
        });

        await withPage(browser, 'messaging-item-dialog', async ({ page, goto }) => {
          await signIn(page, goto, RENTER_EMAIL);
          await goto(`/item/${item.id}`);
          await page.getByRole('button', { name: 'Message Owner' }).click();
          const dialog = page.getByRole('dialog', { name: 'Message Owner' });
          await dialog.waitFor();
          const send = dialog.getByRole('button', { name: 'Send', exact: true });
          expect(await send.isDisabled()).toBe(true);
          await dialog.getByLabel('Message').fill('  ');
          expect(await send.isDisabled()).toBe(true);
          await axe(page, 'the message-owner dialog');
          const markup = `<b>Is it still free?</b> <img src=x onerror="window.__xss=1"> ${uniqueSuffix()}`;
          await dialog.getByLabel('Message').fill(markup);
          await send.click();
          await page.getByTestId('toast').getByText('Message sent', { exact: true }).waitFor();
          await page.getByTestId('toast').getByText('Your message has been sent to the owner.').waitFor();
          await dialog.waitFor({ state: 'hidden' });

          // The thread shows it as typed: text, not markup.
          await goto(`/messages?user=${owner.userId}`);
          await page.waitForURL(new RegExp(`/messages/${owner.userId}$`));
          await thread(page).getByText(markup, { exact: true }).waitFor();
          expect(await thread(page).locator('b, img').count()).toBe(0);
          expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

          // E-mail choices: a switch turned off stays off after a reload, and back on again.
          await goto('/profile');
          const section = page.getByRole('region', { name: 'E-mail notifications' });
          const newMessages = section.getByRole('checkbox', { name: 'New messages' });
          await newMessages.waitFor();
          expect(await newMessages.isChecked()).toBe(true);
          await section.getByText('New messages', { exact: true }).click();
          await expect.poll(() => newMessages.isChecked()).toBe(false);
          await axe(page, 'the profile with e-mail choices');
          await page.reload({ waitUntil: 'domcontentloaded' });
          await expect.poll(() => newMessages.isChecked(), { timeout: LOAD_TIMEOUT }).toBe(false);
          await section.getByText('New messages', { exact: true }).click();
          await expect.poll(() => newMessages.isChecked()).toBe(true);

          // The account page's Messages tab is the same screen.
          await goto(`/profile?tab=messages&user=${owner.userId}`);
          await thread(page).getByText(markup, { exact: true }).waitFor();
          await axe(page, 'the account page’s Messages tab');
        });
      } finally {
        await owner.api.dispose();
      }
    },
    TEST_TIMEOUT,
  );
});
