import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, DEMO_PASSWORD, dayFromToday, listApprovedItem } from './journey-fixtures';
import {
  axeAfterToasts,
  dayCell,
  expectWizardStep,
  pickDay,
  showMonthOf,
  signInMember,
  wizardDialog,
} from './steps';

const browser = await fileBrowser();

/**
 * Issue 23 §2 in the browser: an owner blocks a week and asks for at least three days (through the REST names
 * clients rely on); the renter's calendar will not take the blocked days nor an end that makes the rental shorter,
 * says why on the day, and a one-day pick is refused in the rule's words before anything is sent.
 */
describe("the rental wizard's calendar under the owner's availability rules", () => {
  it(
    'disables the blocked week and too-short ends with their reasons, and refuses a one-day rental',
    async () => {
      const owner = await apiSession('olivia@koalarent.test');
      const blockedFrom = dayFromToday(10);
      const blockedTo = dayFromToday(16);
      const item = await (async () => {
        try {
          const listed = await listApprovedItem(owner, {
            title: `Stand-up paddle board ${uniqueSuffix()}`,
            pricePerDay: 35,
            deposit: 100,
            colour: '#1f618d',
          });
          const rules = await owner.api.put(`/api/items/${listed.id}/availability-rules`, {
            data: { minDays: 3, maxDays: null, bufferDays: 0, advanceNoticeDays: 0, horizonDays: null },
          });
          expect(rules.status(), await rules.text()).toBe(200);
          const block = await owner.api.post(`/api/items/${listed.id}/blocked-dates`, {
            data: { startDate: blockedFrom, endDate: blockedTo, note: 'Away for a week' },
          });
          expect(block.status(), await block.text()).toBe(201);
          return listed;
        } finally {
          await owner.api.dispose();
        }
      })();

      await withPage(browser, 'availability-rules', async ({ page, goto }) => {
        await signInMember(page, goto, 'mia@koalarent.test', DEMO_PASSWORD, '/', { userMenu: 'attached' });
        await goto(`/item/${item.id}?rent=true`);
        const dialog = wizardDialog(page, item);
        await expectWizardStep(dialog, 1, 'Choose your dates');

        // Every day of the blocked week is out, its reason on hover (title) and in its name (read on focus).
        await showMonthOf(dialog, blockedFrom);
        for (const offset of [10, 13, 16]) {
          const date = dayFromToday(offset);
          await showMonthOf(dialog, date);
          const cell = dayCell(dialog, date);
          expect(await cell.getAttribute('data-unavailable')).not.toBeNull();
          expect(await cell.getAttribute('title')).toMatch(/^Blocked by the owner, not available: /);
          expect(await cell.getAttribute('aria-label')).toMatch(/^Blocked by the owner, not available: /);
        }
        // Clicking one chooses nothing.
        await dayCell(dialog, blockedFrom).click({ force: true });
        expect(await dialog.getByText('Start: not chosen').count()).toBe(1);

        // After a start, the next day would make a two-day rental: out, saying the earliest end.
        const start = dayFromToday(20);
        await pickDay(dialog, start);
        const tooShort = dayCell(dialog, dayFromToday(21));
        expect(await tooShort.getAttribute('data-unavailable')).not.toBeNull();
        expect(await tooShort.getAttribute('title')).toMatch(/^Too short a rental, the earliest end is /);
        expect(await dayCell(dialog, dayFromToday(22)).getAttribute('data-unavailable')).toBeNull();

        // The start again is a one-day rental: refused in the rule's words.
        await pickDay(dialog, start);
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByRole('alert').getByText('This item can be rented for at least 3 days').waitFor();
        await expectWizardStep(dialog, 1, 'Choose your dates');

        // Three days: on to the review.
        await pickDay(dialog, start);
        await pickDay(dialog, dayFromToday(22));
        await dialog.getByText('3 days').waitFor();
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await axeAfterToasts(page, "the wizard under the owner's rules", { pointerAway: true });
      });
    },
    TEST_TIMEOUT,
  );
});
