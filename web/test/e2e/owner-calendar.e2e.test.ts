import { addDays } from '@koalarent/core/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  listApprovedItem,
  requestBooking,
} from './journey-fixtures';
import {
  axeAfterToasts,
  dayCell,
  expectWizardStep,
  pickDay,
  settle,
  showMonthOf,
  signInMember,
  toastSays,
  wizardDialog,
} from './steps';

const browser = await fileBrowser();

const OWNER_EMAIL = 'olivia@koalarent.test';
const RENTER_EMAIL = 'mia@koalarent.test';

/** A day of the owner's calendar ('yyyy-mm-dd'), in the grid of its month. */
function ownerDay(page: Page, date: string): Locator {
  return page.locator(`[role="grid"] button[data-date="${date}"]`);
}

/** Pages the owner's calendar on (or back) until it shows the day's month. */
async function showOwnerDay(page: Page, date: string): Promise<Locator> {
  for (let step = 0; step < 24; step += 1) {
    if ((await ownerDay(page, date).count()) > 0) return ownerDay(page, date);
    const firstShown = await page
      .locator('[role="grid"] button[data-date]')
      .first()
      .getAttribute('data-date');
    await page
      .getByRole('button', { name: firstShown && date < firstShown ? 'Previous month' : 'Next month' })
      .click();
  }
  throw new Error(`The owner's calendar never showed ${date}`);
}

/**
 * Issue 23 §1 and §6 in the browser: the owner opens a listing's calendar from My Listings, sees the booking a renter
 * made, blocks a week with the keyboard (with a note), four days by dragging across them with the mouse, blocks and
 * unblocks a day with clicks, and asks for at
 * least two days; axe finds nothing serious at desktop width and at 390 px. The renter's wizard then will not take
 * the blocked days nor a one-day rental, and the renter cannot open the owner's calendar.
 */
describe("the owner's calendar", () => {
  it(
    'blocks a week and sets a two-day minimum, which the renter’s wizard then keeps',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      const renter = await apiSession(RENTER_EMAIL);
      const bookedFrom = dayFromToday(3);
      const bookedTo = dayFromToday(5);
      const blockedFrom = dayFromToday(10);
      const blockedTo = dayFromToday(16);
      let item: Awaited<ReturnType<typeof listApprovedItem>>;
      let bookingId: number;
      try {
        item = await listApprovedItem(owner, {
          title: `Camping hammock ${uniqueSuffix()}`,
          pricePerDay: 18,
          deposit: 60,
          colour: '#117a65',
        });
        bookingId = await requestBooking(renter, {
          item,
          startDate: bookedFrom,
          endDate: bookedTo,
          nameOnCard: 'Mia Chen',
          idempotencyPrefix: 'owner-calendar',
        });
      } finally {
        await owner.api.dispose();
        await renter.api.dispose();
      }

      await withPage(browser, 'owner-calendar', async ({ page, goto }) => {
        await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, '/profile', { userMenu: 'visible' });
        // From My Listings: the listing card's menu opens its calendar.
        await goto('/profile?tab=listings');
        await page.getByRole('button', { name: `Actions for ${item.title}` }).click();
        await page.getByRole('menuitem', { name: 'Availability Calendar' }).click();
        await page.waitForURL((url) => url.pathname === `/item/${item.id}/calendar`);
        await page.getByRole('heading', { name: 'Availability calendar', level: 1 }).waitFor();
        await settle(page);

        // The renter's booking: its days are booked, named with the renter and the booking, and listed with a link.
        const booked = await showOwnerDay(page, bookedFrom);
        expect(await booked.getAttribute('data-state')).toBe('booked');
        expect(await booked.getAttribute('aria-label')).toMatch(
          new RegExp(`booked by .+ \\(booking #${bookingId}\\)$`),
        );
        const bookings = page.getByRole('region', { name: 'Bookings' });
        await bookings.getByRole('link', { name: `Booking #${bookingId} in your requests` }).waitFor();
        await expectNoSeriousA11yViolations(page, "the owner's calendar");

        // A range over the booking cannot be blocked: the booking is named.
        await booked.click();
        await page
          .getByTestId('calendar-selection')
          .getByText(/^Bookings on /)
          .waitFor();
        await page.getByRole('button', { name: 'Clear' }).click();

        // The keyboard: focus the week's first day, Enter, six days right, Enter; a note; block.
        const first = await showOwnerDay(page, blockedFrom);
        await first.focus();
        await page.keyboard.press('Enter');
        await page
          .getByTestId('calendar-selection')
          .getByText(/^First day: /)
          .waitFor();
        for (let day = 0; day < 6; day += 1) await page.keyboard.press('ArrowRight');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(blockedTo);
        await page.keyboard.press('Enter');
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 7 days$/)
          .waitFor();
        await page.getByLabel('Note (optional)').fill('Away for a week');
        await page.getByRole('button', { name: 'Block these dates' }).click();
        await toastSays(page, 'Dates blocked', /can no longer be booked\.$/);
        for (const offset of [10, 13, 16]) {
          const day = await showOwnerDay(page, dayFromToday(offset));
          expect(await day.getAttribute('data-state')).toBe('blocked');
          expect(await day.getAttribute('aria-label')).toMatch(/: blocked by you \(Away for a week\)$/);
        }
        const blocks = page.getByRole('region', { name: 'Blocked dates' });
        await blocks.getByText('Away for a week').waitFor();

        // A drag: pressed on a day and moved over three more, the range grows as it goes (shown on the days and in
        // the panel) and stays chosen on release; blocked as one range.
        const dragFrom = dayFromToday(31);
        const dragTo = dayFromToday(34);
        await showOwnerDay(page, dragTo);
        if ((await ownerDay(page, dragFrom).count()) === 0)
          await page.getByRole('button', { name: 'Previous month' }).click();
        const centre = async (date: string) => {
          const box = await ownerDay(page, date).boundingBox();
          if (!box) throw new Error(`The day ${date} is not on screen`);
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        const from = await centre(dragFrom);
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        const middle = await centre(dayFromToday(33));
        await page.mouse.move(middle.x, middle.y, { steps: 8 });
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 3 days$/)
          .waitFor();
        expect(
          await page
            .locator(`[role="grid"] td[aria-selected="true"] button[data-date]`)
            .evaluateAll((days) => days.map((day) => day.getAttribute('data-date'))),
        ).toEqual([dragFrom, dayFromToday(32), dayFromToday(33)]);
        const to = await centre(dragTo);
        await page.mouse.move(to.x, to.y, { steps: 4 });
        await page.mouse.up();
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 4 days$/)
          .waitFor();
        // The release chose nothing else, and the keyboard goes on from the drag's last day.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(dragTo);
        await page.getByRole('button', { name: 'Block these dates' }).click();
        await toastSays(page, 'Dates blocked', /can no longer be booked\.$/);
        for (const offset of [31, 32, 33, 34])
          await page
            .locator(`[role="grid"] button[data-date="${dayFromToday(offset)}"][data-state="blocked"]`)
            .waitFor();
        expect(await ownerDay(page, dayFromToday(35)).getAttribute('data-state')).toBe('free');
        expect(await ownerDay(page, dayFromToday(30)).getAttribute('data-state')).toBe('free');

        // The mouse: one day blocked (clicked twice), then chosen again and unblocked.
        const spare = dayFromToday(25);
        await (await showOwnerDay(page, spare)).click();
        await ownerDay(page, spare).click();
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 1 day$/)
          .waitFor();
        await page.getByRole('button', { name: 'Block these dates' }).click();
        await toastSays(page, 'Dates blocked', /can no longer be booked\.$/);
        // The toast of the week may still show: the day itself says when the calendar has the block.
        await page.locator(`[role="grid"] button[data-date="${spare}"][data-state="blocked"]`).waitFor();
        await ownerDay(page, spare).click();
        await page
          .getByTestId('calendar-selection')
          .getByText(/^Blocked by you: /)
          .waitFor();
        await page.getByRole('button', { name: 'Unblock these dates' }).click();
        await toastSays(page, 'Dates unblocked', /can be booked again\.$/);
        await page.locator(`[role="grid"] button[data-date="${spare}"][data-state="free"]`).waitFor();

        // The rules: a bad value is refused in the rule's words, then a two-day minimum is saved.
        const minimum = page.getByLabel('Minimum rental (days)');
        await minimum.fill('0');
        await page.getByRole('button', { name: 'Save rules' }).click();
        await page.getByText('The minimum rental must be a whole number of days from 1 to 365').waitFor();
        await minimum.fill('2');
        await page.getByRole('button', { name: 'Save rules' }).click();
        await toastSays(page, 'Rules saved', 'New requests follow them from now on.');

        // Calendar sync: the secret feed address, a new one on request; an import's address is checked as typed.
        const feed = page.getByLabel('iCal address');
        const firstFeed = await feed.inputValue();
        expect(firstFeed).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
        await page.getByRole('button', { name: 'Get a new address' }).click();
        await page.getByText('The current address will stop working').waitFor();
        await page.getByRole('button', { name: 'Get a new address' }).click();
        await toastSays(page, 'New address ready', 'The old address no longer works.');
        await page.waitForFunction(
          (old) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old,
          firstFeed,
        );
        expect(await feed.inputValue()).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
        await page.getByLabel('Calendar address (iCal)').fill('ftp://calendar.example/busy.ics');
        await page.getByRole('button', { name: 'Add calendar' }).click();
        await page
          .getByText('The calendar address must be a web address starting with http:// or https://')
          .waitFor();
        expect(await page.getByText('No imported calendars.').count()).toBe(1);
        // An address the worker will not read (loopback, or nothing listening there): listed as not synced, with
        // why; Sync now says so again; Remove takes it away.
        await page.getByLabel('Calendar address (iCal)').fill('http://127.0.0.1:9/busy.ics');
        await page.getByLabel('Name (optional)').fill('Other site');
        await page.getByRole('button', { name: 'Add calendar' }).click();
        await toastSays(page, 'Calendar added', 'Its busy days are being imported.');
        const imports = page.getByRole('list', { name: 'Imported calendars' });
        await imports.getByText('Other site', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Sync now: Other site' }).click();
        await toastSays(
          page,
          'The calendar was not synced',
          'Other site could not be read; nothing changed.',
        );
        await imports.getByText('Not synced', { exact: true }).waitFor();
        await imports
          .getByText(
            /^The address 127\.0\.0\.1\S* is not a public internet address|^The calendar’s server .* could not be reached/,
          )
          .waitFor();
        await page.getByRole('button', { name: 'Remove: Other site' }).click();
        await toastSays(page, 'Calendar removed', 'The days Other site blocked are free again.');
        await page.getByText('No imported calendars.').waitFor();
        await axeAfterToasts(page, "the owner's calendar after changes", { pointerAway: true });

        // A phone: one month at a time, still clean.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForFunction(() => document.querySelectorAll('[role="grid"]').length === 1);
        await expectNoSeriousA11yViolations(page, "the owner's calendar at 390 px");

        // The booking's link opens the owner's Requests on its card, its heading focused.
        await bookings.getByRole('link', { name: `Booking #${bookingId} in your requests` }).click();
        await page.waitForURL(
          (url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'requests',
        );
        await page.waitForFunction(
          (id) => document.activeElement?.getAttribute('data-booking-heading') === String(id),
          bookingId,
        );
        expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(item.title);
      });

      await withPage(browser, 'owner-calendar-renter', async ({ page, goto }) => {
        await signInMember(page, goto, RENTER_EMAIL, DEMO_PASSWORD, '/', { userMenu: 'attached' });
        // Not the renter's calendar.
        await goto(`/item/${item.id}/calendar`);
        await page.getByText('This calendar is not yours').waitFor();
        expect(await page.locator('[role="grid"]').count()).toBe(0);
        // An id no listing can have is said to be not found, by both owner screens of a listing.
        for (const path of ['/item/not-a-listing/calendar', '/edit-item/0']) {
          await goto(path);
          await page.getByRole('alert').getByText('Item not found').waitFor();
        }

        await goto(`/item/${item.id}?rent=true`);
        const dialog = wizardDialog(page, item);
        await expectWizardStep(dialog, 1, 'Choose your dates');
        for (const offset of [10, 13, 16]) {
          const date = dayFromToday(offset);
          await showMonthOf(dialog, date);
          const cell = dayCell(dialog, date);
          expect(await cell.getAttribute('data-unavailable')).not.toBeNull();
          expect(await cell.getAttribute('aria-label')).toMatch(/^Blocked by the owner, not available: /);
        }
        // A one-day rental is refused with the owner's minimum.
        const start = dayFromToday(20);
        await pickDay(dialog, start);
        await pickDay(dialog, start);
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByRole('alert').getByText('This item can be rented for at least 2 days').waitFor();
        await expectWizardStep(dialog, 1, 'Choose your dates');
      });
    },
    // Two browsers, a dozen screens and axe on each: about 230 s at load average 16 (seen over 120 s twice).
    TEST_TIMEOUT * 3,
  );

  it(
    'blocks a range dragged across both months shown, and a drag from a blocked day chooses its block',
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      let item: Awaited<ReturnType<typeof listApprovedItem>>;
      try {
        item = await listApprovedItem(owner, {
          title: `Folding kayak ${uniqueSuffix()}`,
          pricePerDay: 40,
          deposit: 150,
          colour: '#1f618d',
        });
      } finally {
        await owner.api.dispose();
      }

      await withPage(browser, 'owner-calendar-drag', async ({ page, goto }) => {
        await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, '/profile', { userMenu: 'visible' });
        await goto(`/item/${item.id}/calendar`);
        await page.getByRole('heading', { name: 'Availability calendar', level: 1 }).waitFor();
        await settle(page);
        // Two months side by side at desktop width.
        expect(await page.locator('[role="grid"]').count()).toBe(2);
        const centre = async (date: string) => {
          const box = await ownerDay(page, date).boundingBox();
          if (!box) throw new Error(`The day ${date} is not on screen`);
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };

        // A drag across the two months shown: from the last two days of one into the first two of the next, the
        // range highlighted in both grids while the button is down, and blocked as one range on release.
        const later = new Date(`${dayFromToday(45)}T00:00:00Z`);
        const monthEnd = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0))
          .toISOString()
          .slice(0, 10);
        const acrossFrom = addDays(monthEnd, -1);
        const acrossTo = addDays(monthEnd, 2);
        await showOwnerDay(page, acrossFrom);
        if ((await ownerDay(page, acrossTo).count()) === 0)
          await page.getByRole('button', { name: 'Next month' }).click();
        const start = await centre(acrossFrom);
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        const across = await centre(acrossTo);
        await page.mouse.move(across.x, across.y, { steps: 12 });
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 4 days$/)
          .waitFor();
        const chosenNow = () =>
          page
            .locator(`[role="grid"] td[aria-selected="true"] button[data-date]`)
            .evaluateAll((days) => days.map((day) => day.getAttribute('data-date')));
        expect(await chosenNow()).toEqual([acrossFrom, monthEnd, addDays(monthEnd, 1), acrossTo]);
        await expectNoSeriousA11yViolations(page, "the owner's calendar while dragging across two months");
        await page.mouse.up();
        await page.getByRole('button', { name: 'Block these dates' }).click();
        await toastSays(page, 'Dates blocked', /can no longer be booked\.$/);
        for (const date of [acrossFrom, monthEnd, addDays(monthEnd, 1), acrossTo])
          await page.locator(`[role="grid"] button[data-date="${date}"][data-state="blocked"]`).waitFor();

        // A drag begun on a blocked day does what a click there does (blocks are unblocked whole): it chooses the
        // block, not a range over it.
        const fromBlocked = await centre(monthEnd);
        const pastBlock = await centre(addDays(acrossTo, 2));
        await page.mouse.move(fromBlocked.x, fromBlocked.y);
        await page.mouse.down();
        await page.mouse.move(pastBlock.x, pastBlock.y, { steps: 6 });
        await page.mouse.up();
        await page
          .getByTestId('calendar-selection')
          .getByText(/^Blocked by you: /)
          .waitFor();
        expect(await chosenNow()).toEqual([acrossFrom, monthEnd, addDays(monthEnd, 1), acrossTo]);
        await page.getByRole('button', { name: 'Unblock these dates' }).waitFor();
        await page.getByRole('button', { name: 'Clear' }).click();

        // A phone's finger, through Chromium's touch input: a swipe over the days scrolls the page and chooses
        // nothing; resting on a day, then moving, drags a range and leaves the page where it was.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForFunction(() => document.querySelectorAll('[role="grid"]').length === 1);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [],
          });
        // The 10th to the 12th of a month well after the blocks above: one grid shows all three.
        const touchFrom = `${dayFromToday(100).slice(0, 7)}-10`;
        await (await showOwnerDay(page, touchFrom)).scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 120));
        const scrolled = () => page.evaluate(() => window.scrollY);
        const swipeAt = await centre(touchFrom);
        const before = await scrolled();
        await touch('touchStart', swipeAt);
        for (let step = 1; step <= 10; step += 1)
          await touch('touchMove', { x: swipeAt.x, y: swipeAt.y - step * 15 });
        await touch('touchEnd');
        await page.waitForFunction((from) => window.scrollY > from + 50, before);
        expect(await page.getByTestId('calendar-selection').textContent()).toBe('No days chosen.');
        // The swipe flings: the page goes on scrolling after the finger lifts, longer on a loaded machine, so the
        // days' places are read once it rests. Read mid-fling, the press landed a week later (Mar 17 for Mar 10); and
        // a finger that lands mid-fling only stops it (Chromium sends that touch uncancelable and cancels the
        // pointer), so the range stopped at its second day: both seen at load 5-6, and in CI.
        await page.evaluate(async () => {
          const pause = () => new Promise((done) => setTimeout(done, 300));
          for (let at = Number.NaN; window.scrollY !== at; await pause()) at = window.scrollY;
        });

        const touchTo = addDays(touchFrom, 2);
        const pressAt = await centre(touchFrom);
        const reach = await centre(touchTo);
        const still = await scrolled();
        await touch('touchStart', pressAt);
        await page.waitForTimeout(600);
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 1 day$/)
          .waitFor();
        for (let step = 1; step <= 8; step += 1)
          await touch('touchMove', {
            x: pressAt.x + ((reach.x - pressAt.x) * step) / 8,
            y: pressAt.y + ((reach.y - pressAt.y) * step) / 8,
          });
        // The range reaches the last day while the finger is still down, and stays as it lifts.
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 3 days$/)
          .waitFor();
        await touch('touchEnd');
        await page
          .getByTestId('calendar-selection')
          .getByText(/: 3 days$/)
          .waitFor();
        expect(await chosenNow()).toEqual([touchFrom, addDays(touchFrom, 1), touchTo]);
        expect(await scrolled()).toBe(still);
        await page.getByRole('button', { name: 'Block these dates' }).waitFor();
        await expectNoSeriousA11yViolations(page, "the owner's calendar after a finger's drag at 390 px");
      });
    },
    // Two browsers, a dozen screens and axe on each: about 230 s at load average 16 (seen over 120 s twice).
    TEST_TIMEOUT * 3,
  );
});
