import { addDays, localIsoDate, quoteRental, rentalDays } from '@koalarent/core/contracts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSession,
  apiContext,
  apiSession,
  MEMBER_PASSWORD,
  type RegisteredMember as Member,
  registerSignedOutMember,
  uploadPhoto,
} from './journey-fixtures';
import { axeAfterToasts, type Goto, signInAdmin, signInMember } from './steps';

const browser = await fileBrowser();

/** Live rows travel member → gateway → queue → tracking worker → Redis → admin's socket; allow for a busy machine. */
const LIVE_TIMEOUT = 20_000;

/** A signed-in API session of the member. */
async function memberApi(member: Member): Promise<APIRequestContext> {
  return (await apiSession(member.email, MEMBER_PASSWORD)).api;
}

/** Signs the demo admin in through /admin/login (a full reload lands on /admin), then opens a tab. */
async function signInAdminAt(page: Page, goto: Goto, tab: string): Promise<void> {
  await signInAdmin(page, goto, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openTab(page, tab);
}

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: LOAD_TIMEOUT }).toBe('true');
}

/** Signs a member in through the /auth page's form and waits until the app is back at `returnTo`. */
function signIn(page: Page, goto: Goto, member: Member, returnTo: string): Promise<void> {
  return signInMember(page, goto, member.email, MEMBER_PASSWORD, returnTo, { userMenu: 'visible' });
}

/** axe once no toast is mid-animation (also passes with no toast showing). */
function axe(page: Page, screen: string): Promise<void> {
  return axeAfterToasts(page, screen);
}

/** A table (named by its caption's region) row that mentions `text`. */
function rowOf(page: Page, table: string, text: string): Locator {
  return page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: text });
}

describe('the admin dashboard', () => {
  let watched: Member;
  let locked: Member;
  let owner: Member;

  beforeAll(async () => {
    [watched, locked, owner] = await Promise.all([
      registerSignedOutMember('Tilly Tracked', 'tracked'),
      registerSignedOutMember('Lachie Lockwood', 'locked'),
      registerSignedOutMember('Olive Owner', 'lister'),
    ]);
  }, TEST_TIMEOUT);

  it(
    'shows a member’s login and page views on the Tracking tab as they happen, without a reload',
    async () => {
      // A member of its own, made here: a second attempt (CI retries a failed journey once) must start from a member
      // the Tracking tab has never seen.
      const tracked = await registerSignedOutMember('Tina Tracked', 'tracked');
      const word = `platypus${uniqueSuffix()}`;
      await withPage(browser, 'admin-tracking', async (admin) => {
        await signInAdminAt(admin.page, admin.goto, 'Tracking');
        const { page } = admin;
        await page.getByRole('region', { name: 'Login History' }).waitFor();
        await expect.poll(() => page.getByLabel('Time range').inputValue()).toBe('WEEK');
        await axe(page, 'the Tracking tab (Login History)');
        // Open Browsing History once, so both tables are mounted and listening, then go back.
        await page.getByRole('tab', { name: 'Browsing History' }).click();
        await page.getByRole('region', { name: 'Browsing History' }).waitFor();
        await axe(page, 'the Tracking tab (Browsing History)');
        await page.getByRole('tab', { name: 'Login History' }).click();
        expect(await rowOf(page, 'Login History', tracked.username).count()).toBe(0);

        await withPage(browser, 'admin-tracking-member', async (member) => {
          const pageLoadsBefore = await page.evaluate(
            () => performance.getEntriesByType('navigation').length,
          );

          // 1. The member signs in: the login shows at the top of Login History.
          await signIn(member.page, member.goto, tracked, '/');
          const login = rowOf(page, 'Login History', tracked.username);
          await login.first().waitFor({ timeout: LIVE_TIMEOUT });
          await expect
            .poll(() =>
              page.getByRole('region', { name: 'Login History' }).getByRole('row').nth(1).textContent(),
            )
            .toContain(tracked.username);
          await expect.poll(() => login.first().textContent()).toMatch(/127\.0\.0\.1|::1|Unknown location/);

          // 2. The member searches and opens pages: the views arrive in Browsing History.
          await page.getByRole('tab', { name: 'Browsing History' }).click();
          // Within one document (the header's link is client-side routing). The search's view leaves with its timed
          // batch (2 s after it, once the page has shown its result count); the next view opens a new batch, and the
          // tab goes to the background at once: that view is still waiting and goes by beacon. (Waiting for the
          // search's batch first keeps a slow page load from putting both views in one timed batch.)
          const sent: { type: string; body: string }[] = [];
          member.page.on('request', (request) => {
            if (request.url().endsWith('/api/tracking/events'))
              sent.push({ type: request.resourceType(), body: request.postData() ?? '' });
          });
          const searchSent = member.page.waitForRequest(
            (request) =>
              request.url().endsWith('/api/tracking/events') && (request.postData() ?? '').includes(word),
            { timeout: LIVE_TIMEOUT },
          );
          await member.goto(`/search?q=${word}`);
          await searchSent;
          await member.page.getByRole('link', { name: 'How It Works' }).first().click();
          await member.page.locator('#hiw-title').waitFor();
          // The view is recorded by the root layout's effect after the route's commit, which React Router makes in a
          // transition (effects run a task later than the DOM): the document title is set by the effect just before
          // it, in the same flush.
          await member.page.waitForFunction(() => document.title.startsWith('How It Works'));
          expect(sent.filter((request) => request.body.includes('/how-it-works'))).toEqual([]);
          // The tab is hidden (another tab chosen, a phone's app switch), as headless Chromium never does by itself:
          // what waits leaves by beacon. (Closing the tab fires the same flush from pagehide, but a closed tab's
          // beacon went missing in two full runs, never reaching the gateway: the browser's delivery, not the app's.)
          const beacon = member.page.waitForRequest(
            (request) =>
              request.url().endsWith('/api/tracking/events') &&
              (request.postData() ?? '').includes('/how-it-works'),
            { timeout: LIVE_TIMEOUT },
          );
          await member.page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
            document.dispatchEvent(new Event('visibilitychange'));
          });
          expect((await beacon).resourceType()).toBe('ping');
          const search = rowOf(page, 'Browsing History', word);
          await search.first().waitFor({ timeout: LIVE_TIMEOUT });
          expect(await search.first().textContent()).toContain(tracked.username);
          expect(await search.first().textContent()).toContain('/search');
          await rowOf(page, 'Browsing History', '/how-it-works')
            .filter({ hasText: tracked.username })
            .first()
            .waitFor({ timeout: LIVE_TIMEOUT });

          // The admin's page never reloaded: the rows came over the live feed.
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
            pageLoadsBefore,
          );
          expect(new URL(page.url()).pathname).toBe('/admin');
        });

        // The search narrows the table to the member's search.
        await page.getByLabel('Search history').fill(word);
        await expect
          .poll(() => page.getByRole('region', { name: 'Browsing History' }).getByRole('row').count(), {
            timeout: LOAD_TIMEOUT,
          })
          .toBe(2);
        await page.getByLabel('Search history').fill(`${word}-nothing`);
        await page.getByText('No browsing history found.').waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'counts and lists new listings live; approving one (dialog) and another (menu) puts them in search results',
    async () => {
      const suffix = uniqueSuffix();
      const kayak = `Kayak ${suffix} with paddles`;
      const tent = `Tent ${suffix} for four`;
      const api = await memberApi(owner);
      const list = async (title: string, description: string, pricePerDay: number) => {
        const created = await api.post('/api/items', {
          data: {
            title,
            description,
            category: 'Outdoor',
            currency: 'USD',
            pricePerDay,
            securityDeposit: 150,
            location: 'Noosa Heads, QLD',
            quantity: 1,
            images: [await uploadPhoto(api, '#1f6f8b', 'photo.jpg')],
            availability: true,
          },
        });
        expect(created.status(), await created.text()).toBe(200);
      };
      try {
        await withPage(browser, 'admin-listings', async ({ page, goto }) => {
          // 1. Overview: Pending Approvals counts a new listing while the admin watches.
          await signInAdminAt(page, goto, 'Overview');
          const pending = page.getByTestId('overview-pendingApprovals');
          await expect.poll(() => pending.textContent()).toMatch(/^\d+$/);
          const before = Number(await pending.textContent());
          await list(tent, 'A four-person dome tent with a porch, pegs, footprint and a repair kit.', 35);
          await expect.poll(() => pending.textContent(), { timeout: LIVE_TIMEOUT }).toBe(String(before + 1));

          // 2. Listings: Pending is the default tab; the next listing arrives in it live.
          await openTab(page, 'Listings');
          await page.getByRole('heading', { name: 'Listing Approval' }).waitFor();
          const pendingTab = page.getByRole('tab', { name: 'Pending', exact: true });
          expect(await pendingTab.getAttribute('aria-selected')).toBe('true');
          const tentRow = rowOf(page, 'Pending listings', tent);
          await tentRow.waitFor();
          await axe(page, 'the Listings tab');
          await list(
            kayak,
            'A stable two-person sit-on-top kayak with two paddles and two life jackets.',
            55,
          );
          const kayakRow = rowOf(page, 'Pending listings', kayak);
          await kayakRow.waitFor({ timeout: LIVE_TIMEOUT });
          expect(await kayakRow.textContent()).toContain(owner.username);
          expect(await kayakRow.textContent()).toContain('$55.00');
          expect(await kayakRow.textContent()).toContain('Pending');

          // 3. The kayak's details, then Approve from the dialog.
          await kayakRow.getByRole('button', { name: `Actions for ${kayak}` }).click();
          await page.getByRole('menuitem', { name: 'View details' }).click();
          const details = page.getByRole('dialog', { name: kayak });
          await details.waitFor();
          for (const text of ['Outdoor', '$55.00', '$150.00', 'Noosa Heads, QLD', 'sit-on-top kayak']) {
            await details.getByText(text, { exact: false }).first().waitFor();
          }
          await details.getByRole('img', { name: `${kayak}, image 1 of 1` }).waitFor();
          await axe(page, 'the listing details dialog');
          await details.getByRole('button', { name: 'Approve', exact: true }).click();
          await page.getByText('Listing updated').waitFor();
          await details.waitFor({ state: 'hidden' });
          await kayakRow.waitFor({ state: 'detached' });
          // Focus came back to the page, not lost with the row.
          expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

          // 4. The tent from its row's menu.
          await tentRow.getByRole('button', { name: `Actions for ${tent}` }).click();
          await page.getByRole('menuitem', { name: 'Approve listing' }).click();
          await tentRow.waitFor({ state: 'detached' });

          await page.getByRole('tab', { name: 'Approved', exact: true }).click();
          for (const title of [kayak, tent]) {
            const approved = rowOf(page, 'Approved listings', title);
            await approved.waitFor();
            expect(await approved.textContent()).toContain('Approved');
          }
        });
      } finally {
        await api.dispose();
      }

      // A visitor now finds both.
      await withPage(browser, 'admin-listings-visitor', async ({ page, goto }) => {
        await goto(`/search?q=${suffix}`);
        await page.getByRole('link', { name: `Details of ${kayak}` }).waitFor();
        await page.getByRole('link', { name: `Details of ${tent}` }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'locks a member from the Users tab: their open page is signed out at once; the audit trail records it',
    async () => {
      await withPage(browser, 'admin-users', async (admin) => {
        const { page } = admin;
        await signInAdminAt(page, admin.goto, 'Overview');
        for (const card of [
          'totalUsers',
          'activeListings',
          'pendingApprovals',
          'loginsToday',
          'bookingsToday',
        ]) {
          await expect.poll(() => page.getByTestId(`overview-${card}`).textContent()).toMatch(/^\d[\d,]*$/);
        }
        await axe(page, 'the Overview tab');

        await openTab(page, 'Users');
        await page.getByRole('region', { name: 'Users' }).waitFor();
        await axe(page, 'the Users tab');
        await page.getByLabel('Search users').fill(locked.username);
        const row = rowOf(page, 'Users', locked.username);
        await expect.poll(() => page.getByRole('region', { name: 'Users' }).getByRole('row').count()).toBe(2);
        expect(await row.textContent()).toContain(locked.fullName);
        expect(await row.textContent()).toContain(locked.email);
        expect(await row.textContent()).toContain('User');
        expect(await row.textContent()).toContain('Verified');

        // The Edit User dialog: its fields and switches; closed without saving, focus back on the menu button.
        const actions = row.getByRole('button', { name: `Actions for ${locked.username}` });
        await actions.click();
        await page.getByRole('menuitem', { name: 'Edit details' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit User' });
        await edit.waitFor();
        expect(await edit.getByLabel('Full Name').inputValue()).toBe(locked.fullName);
        expect(await edit.getByLabel('Username').inputValue()).toBe(locked.username);
        expect(await edit.getByRole('checkbox', { name: 'Verified' }).isChecked()).toBe(true);
        expect(await edit.getByRole('checkbox', { name: 'Admin Role' }).isChecked()).toBe(false);
        expect(await edit.getByRole('checkbox', { name: 'Account Locked' }).isChecked()).toBe(false);
        await axe(page, 'the Edit User dialog');
        // The registration rules, checked before anything is sent (the form reads the shared schema).
        await edit.getByLabel('Full Name').fill('P');
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await edit.getByText('Full name must be at least 2 characters').waitFor();
        expect(await edit.getByLabel('Full Name').evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Escape');
        await edit.waitFor({ state: 'hidden' });
        await expect.poll(() => actions.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await row.textContent()).toContain(locked.fullName);

        // Send email: subject and message are required (the server's own rule and words), then it is sent.
        await actions.click();
        await page.getByRole('menuitem', { name: 'Send email' }).click();
        const mail = page.getByRole('dialog', { name: 'Send email' });
        await mail.waitFor();
        await mail.getByRole('button', { name: 'Send email' }).click();
        await mail.getByText('Subject is required').waitFor();
        await mail.getByText('Message is required').waitFor();
        await axe(page, 'the Send email dialog with its errors');
        await mail.getByLabel('Subject').fill('About your listing photos');
        await mail.getByLabel('Message').fill('Please add a photo of the charger too.');
        await mail.getByRole('button', { name: 'Send email' }).click();
        await page.getByTestId('toast').getByText('Email sent', { exact: true }).waitFor();
        await mail.waitFor({ state: 'hidden' });

        await withPage(browser, 'admin-users-member', async (member) => {
          await signIn(member.page, member.goto, locked, '/my-rentals');
          const api = await memberApi(locked);
          try {
            // 1. Lock from the Actions menu.
            await actions.click();
            await page.getByRole('menuitem', { name: 'Lock account' }).click();
            await page.getByText('User updated').waitFor();
            await row.getByText('Locked', { exact: true }).waitFor();

            // 2. The member's open page is signed out without them doing anything, and their sessions are gone.
            await member.page
              .getByRole('button', { name: 'Login / Register' })
              .waitFor({ timeout: LIVE_TIMEOUT });
            const me = await api.get('/api/auth/me');
            expect(me.status() === 401 || (await me.text()).trim() === 'null').toBe(true);
            const again = await apiContext();
            try {
              const refused = await again.post('/api/auth/login', {
                data: { email: locked.email, password: MEMBER_PASSWORD },
              });
              expect(refused.status()).toBe(403);
            } finally {
              await again.dispose();
            }
          } finally {
            await api.dispose();
          }
        });

        // 3. An admin cannot lock themself: their own row offers it disabled.
        await page.getByLabel('Search users').fill('admin@koalarent.test');
        const own = rowOf(page, 'Users', 'admin@koalarent.test');
        await expect.poll(() => page.getByRole('region', { name: 'Users' }).getByRole('row').count()).toBe(2);
        await own.getByRole('button', { name: /^Actions for / }).click();
        const lockSelf = page.getByRole('menuitem', { name: /Lock account/ });
        expect(await lockSelf.getAttribute('aria-disabled')).toBe('true');
        await page.keyboard.press('Escape');

        // 4. Unlock again; the audit trail shows both, newest first, with the values before and after.
        await page.getByLabel('Search users').fill(locked.username);
        await expect.poll(() => row.count()).toBe(1);
        await actions.click();
        await page.getByRole('menuitem', { name: 'Unlock account' }).click();
        await row.getByText('Locked', { exact: true }).waitFor({ state: 'detached' });

        await openTab(page, 'Audit');
        await page.getByRole('region', { name: 'Audit Trail' }).waitFor();
        const entries = page.getByRole('region', { name: 'Audit Trail' }).getByRole('row');
        await expect.poll(() => entries.nth(1).textContent()).toContain('Unlocked account');
        expect(await entries.nth(1).textContent()).toContain(`User #${locked.id}`);
        expect(await entries.nth(2).textContent()).toContain('Locked account');
        expect(await entries.nth(2).textContent()).toMatch(/isLocked: No → Yes/);
        await axe(page, 'the Audit tab');

        await openTab(page, 'Disputes');
        await page.getByRole('heading', { name: 'Disputes', level: 2 }).waitFor();
        await page
          .getByText(/No disputed claims|Decide the claim/)
          .first()
          .waitFor();
        await axe(page, 'the Disputes tab');
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'decides a disputed damage claim: the claim, its photo and both sides’ words, and an amount up to the claim',
    async () => {
      const title = `Paddleboard ${uniqueSuffix()}`;
      const [ownerApi, renterApi, admin] = await Promise.all([
        memberApi(owner),
        memberApi(watched),
        adminSession(),
      ]);
      let bookingId = 0;
      try {
        // A rental through the API: listed and approved, booked, handed over, returned, damage claimed, disputed.
        const created = await ownerApi.post('/api/items', {
          data: {
            title,
            description: 'An inflatable stand-up paddleboard with pump, paddle and leash in a backpack.',
            category: 'Outdoor',
            currency: 'USD',
            pricePerDay: 40,
            securityDeposit: 120,
            location: 'Manly, NSW',
            quantity: 1,
            images: [await uploadPhoto(ownerApi, '#3d7ea6', 'photo.jpg')],
            availability: true,
          },
        });
        expect(created.status(), await created.text()).toBe(200);
        const itemId = ((await created.json()) as { id: number }).id;
        const approved = await admin.put(`/api/admin/items/${itemId}`, {
          data: { approvalStatus: 'approved' },
        });
        expect(approved.status(), await approved.text()).toBe(200);
        const startDate = addDays(localIsoDate(new Date()), 3);
        const endDate = addDays(startDate, 1);
        const quote = quoteRental(4000, 12000, rentalDays(startDate, endDate));
        const requested = await renterApi.post('/api/bookings', {
          headers: { 'Idempotency-Key': `admin-e2e-${uniqueSuffix()}` },
          data: {
            itemId,
            startDate,
            endDate,
            totalPrice: quote.totalCents / 100,
            deliveryOption: 'pickup',
            deliveryAddress: null,
            message: 'Taking it out on the harbour for the weekend.',
            paymentMethod: {
              cardNumber: '4242 4242 4242 4242',
              nameOnCard: watched.fullName,
              expiryDate: '12/34',
              cvv: '123',
            },
          },
        });
        expect(requested.status(), await requested.text()).toBeLessThan(300);
        bookingId = ((await requested.json()) as { id: number }).id;
        const step = async (api: APIRequestContext, action: string, data: object = {}) => {
          const res = await api.put(`/api/bookings/${bookingId}/${action}`, { data });
          expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
        };
        await step(ownerApi, 'approve');
        await step(renterApi, 'received');
        await step(renterApi, 'returned', {
          notes: 'Rinsed it with fresh water; the fin was already loose.',
        });
        await step(ownerApi, 'report-damage', {
          amount: 80,
          reason: 'A long scratch along the rail and the fin box is cracked.',
          photos: [await uploadPhoto(ownerApi, '#8b3d3d', 'photo.jpg')],
        });
        await step(renterApi, 'respond-to-claim', { accept: false });
      } finally {
        await Promise.all([ownerApi.dispose(), renterApi.dispose()]);
      }

      try {
        await withPage(browser, 'admin-disputes', async ({ page, goto }) => {
          await signInAdminAt(page, goto, 'Disputes');
          const card = page.getByRole('listitem', { name: title });
          await card.waitFor();
          for (const text of [
            `#${bookingId}`,
            '$80.00',
            '$120.00',
            owner.fullName,
            watched.fullName,
            'fin box is cracked',
            'the fin was already loose',
            'Taking it out on the harbour',
          ]) {
            await card.getByText(text, { exact: false }).first().waitFor();
          }
          await card.getByRole('img', { name: `Damage photo 1 of 1 for ${title}` }).waitFor();
          await axe(page, 'the Disputes tab with a claim');

          // More than the claim is refused before anything is sent.
          const amount = card.getByLabel('Amount the owner keeps');
          await amount.fill('80.01');
          await card.getByRole('button', { name: 'Decide claim' }).click();
          await card.getByText('The owner can keep at most the claimed $80.00').waitFor();

          await amount.fill('30');
          await card
            .getByLabel('Note to both sides (optional)')
            .fill('Scratches are wear; the fin box was damaged.');
          await card.getByRole('button', { name: 'Decide claim' }).click();
          await page.getByText('Claim decided').waitFor();
          // Decided, it leaves the list (other files' disputes may remain, so no empty state is expected).
          await card.waitFor({ state: 'detached' });
        });

        const booking = await admin.get(`/api/bookings/${bookingId}`);
        expect(booking.status()).toBe(200);
        const { damageClaim } = (await booking.json()) as {
          damageClaim: { status: string; ownerAmount: number; decisionNote: string };
        };
        expect(damageClaim).toMatchObject({
          status: 'admin_decided',
          ownerAmount: 30,
          decisionNote: 'Scratches are wear; the fin box was damaged.',
        });
      } finally {
        await admin.dispose();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'sends members who are not admins to the home page',
    async () => {
      await withPage(browser, 'admin-refused', async ({ page, goto }) => {
        await signIn(page, goto, owner, '/');
        await goto('/admin?tab=users');
        await page.waitForURL((url) => url.pathname === '/');
        expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      });
    },
    TEST_TIMEOUT,
  );
});
