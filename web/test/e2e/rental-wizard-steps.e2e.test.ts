import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  apiSession,
  DEMO_PASSWORD,
  dayFromToday,
  type ListedItem,
  listApprovedItem,
  MEMBER_PASSWORD,
  registerMember,
} from './journey-fixtures';
import { expectWizardStep, pickDay, signInMember, toastSays, wizardDialog } from './steps';

const browser = await fileBrowser();

/** A fresh item of a demo owner's, approved, so each test has a calendar of its own. */
async function listTent(label: string): Promise<ListedItem> {
  const owner = await apiSession('olivia@koalarent.test');
  try {
    return await listApprovedItem(owner, {
      title: `Dome tent ${label} ${uniqueSuffix()}`,
      pricePerDay: 15,
      deposit: 40,
      colour: '#6c3483',
    });
  } finally {
    await owner.api.dispose();
  }
}

/** The item page with the rental wizard open at step 1 (the `rent=true` link). */
async function openWizard(page: Page, goto: (path: string) => Promise<void>, item: ListedItem) {
  await goto(`/item/${item.id}?rent=true`);
  const dialog = wizardDialog(page, item);
  await expectWizardStep(dialog, 1, 'Choose your dates');
  return dialog;
}

/** How many toasts on screen say 'Payment method required'. */
function paymentRequiredToasts(page: Page): Promise<number> {
  return page.getByTestId('toast').filter({ hasText: 'Payment method required' }).count();
}

/**
 * Step 3 has opened: once the member's saved cards have arrived (the step has rendered everything it will), no
 * 'Payment method required' toast may be showing — nobody has confirmed anything yet.
 */
async function expectNoPaymentToastAtStep3(page: Page, dialog: Locator): Promise<void> {
  await expectWizardStep(dialog, 3, 'Payment');
  await dialog.getByRole('radio', { name: 'Use a new card' }).waitFor();
  // The false toast appeared with the very press that opened the step; allow it time to show if it is coming.
  await page.waitForTimeout(750);
  expect(await paymentRequiredToasts(page)).toBe(0);
}

const WIDTHS = [
  { label: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

describe('the rental wizard’s steps (issue 27)', () => {
  for (const { label, viewport } of WIDTHS) {
    it(
      `opens the payment step without a 'Payment method required' toast, by mouse and by Enter (${label}, ${viewport.width} px)`,
      async () => {
        const item = await listTent(`toast-${label}`);
        await withPage(
          browser,
          `rental-payment-toast-${label}`,
          async ({ page, goto }) => {
            // Mia has a saved card (the demo rentals were paid with it): step 3 starts with nothing chosen.
            await signInMember(page, goto, 'mia@koalarent.test', DEMO_PASSWORD, `/item/${item.id}`);
            const dialog = await openWizard(page, goto, item);
            await pickDay(dialog, dayFromToday(4));
            await pickDay(dialog, dayFromToday(6));

            // By mouse: Continue, Continue.
            await dialog.getByRole('button', { name: 'Continue' }).click();
            await expectWizardStep(dialog, 2, 'Review your rental');
            await dialog.getByRole('button', { name: 'Continue' }).click();
            await expectNoPaymentToastAtStep3(page, dialog);

            // By keyboard: back to step 2, then Enter on Continue.
            await dialog.getByRole('button', { name: 'Back' }).click();
            await expectWizardStep(dialog, 2, 'Review your rental');
            await dialog.getByRole('button', { name: 'Continue' }).focus();
            await page.keyboard.press('Enter');
            await expectNoPaymentToastAtStep3(page, dialog);

            // The message is for confirming without a payment method, and only then.
            await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
            await toastSays(page, 'Payment method required', 'Please select or add a payment method.');
          },
          { viewport },
        );
      },
      TEST_TIMEOUT,
    );
  }

  it(
    "chooses 'Add a card' for a member with no saved card",
    async () => {
      const item = await listTent('new-card');
      const member = await registerMember('Cora Cardless', 'cardless');
      await member.api.dispose();
      await withPage(browser, 'rental-add-card-chosen', async ({ page, goto }) => {
        await signInMember(page, goto, member.email, MEMBER_PASSWORD, `/item/${item.id}`);
        const dialog = await openWizard(page, goto, item);
        await pickDay(dialog, dayFromToday(4));
        await pickDay(dialog, dayFromToday(5));
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 2, 'Review your rental');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await expectWizardStep(dialog, 3, 'Payment');
        const addCard = dialog.getByRole('radio', { name: 'Add a card' });
        await expect.poll(() => addCard.isChecked()).toBe(true);
        await dialog.getByLabel('Card number').waitFor();
        expect(await paymentRequiredToasts(page)).toBe(0);
      });
    },
    TEST_TIMEOUT,
  );
});
