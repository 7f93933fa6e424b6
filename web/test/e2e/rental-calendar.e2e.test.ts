import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, DEMO_PASSWORD, dayFromToday, listApprovedItem } from './journey-fixtures';
import { axeAfterToasts, dayCell, expectWizardStep, pickDay, signInMember, wizardDialog } from './steps';

const browser = await fileBrowser();

/** The last day of this month and the second day of the next, in the renter's time zone ('yyyy-mm-dd'). */
function acrossMonthEnd(): { start: string; end: string } {
  const today = dayFromToday(0);
  let offset = 0;
  while (dayFromToday(offset + 1).slice(0, 7) === today.slice(0, 7)) offset += 1;
  return { start: dayFromToday(offset), end: dayFromToday(offset + 2) };
}

describe("the rental wizard's calendar", () => {
  for (const viewport of [
    { name: 'desktop, 1366 px', width: 1366, height: 768 },
    { name: 'phone, 390 px', width: 390, height: 844 },
  ]) {
    it(
      `keeps the start day in view when the range crosses into the next month (${viewport.name})`,
      async () => {
        const owner = await apiSession('olivia@koalarent.test');
        const item = await listApprovedItem(owner, {
          title: `Camp stove ${uniqueSuffix()}`,
          pricePerDay: 12,
          deposit: 30,
          colour: '#b9770e',
        }).finally(() => owner.api.dispose());
        const { start, end } = acrossMonthEnd();

        await withPage(
          browser,
          `rental-calendar-${viewport.width}`,
          async ({ page, goto }) => {
            await signInMember(page, goto, 'mia@koalarent.test', DEMO_PASSWORD, '/', {
              userMenu: 'attached',
            });
            await goto(`/item/${item.id}?rent=true`);
            const dialog = wizardDialog(page, item);
            await expectWizardStep(dialog, 1, 'Choose your dates');
            await pickDay(dialog, start);
            await pickDay(dialog, end);
            await dialog.getByText('3 days').waitFor();

            // Both ends of the range are days of their own month's grid, on screen together with the grids named.
            const startCell = dayCell(dialog, start);
            const endCell = dayCell(dialog, end);
            expect(await startCell.count()).toBe(1);
            expect(await endCell.count()).toBe(1);
            expect(await startCell.getAttribute('data-range-start')).not.toBeNull();
            expect(await endCell.getAttribute('data-range-end')).not.toBeNull();
            await startCell.scrollIntoViewIfNeeded();
            expect(await startCell.isVisible()).toBe(true);
            await endCell.scrollIntoViewIfNeeded();
            expect(await startCell.isVisible()).toBe(true);
            const monthName = (date: string) =>
              new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
            await dialog.getByRole('grid', { name: `Rental dates ${monthName(start)}` }).waitFor();
            await dialog.getByRole('grid', { name: `Rental dates ${monthName(end)}` }).waitFor();
            // On a wide screen the two months sit side by side: the start and end share a row of the screen.
            if (viewport.width > 768) {
              const [a, b] = [await startCell.boundingBox(), await endCell.boundingBox()];
              expect(a && b ? Math.abs(a.y - b.y) < 200 && b.x > a.x : false).toBe(true);
            }
            await axeAfterToasts(page, `the wizard's calendar across two months (${viewport.name})`, {
              pointerAway: true,
              closingGone: true,
            });
          },
          { viewport: { width: viewport.width, height: viewport.height } },
        );
      },
      TEST_TIMEOUT,
    );
  }
});
