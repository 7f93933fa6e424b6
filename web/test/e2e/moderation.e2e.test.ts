import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  apiContext,
  listApprovedItem,
  MEMBER_PASSWORD,
  registerMember,
  registerSignedOutMember,
} from './journey-fixtures';
import { axeAfterToasts, signInAdmin, signInMember, toastSays } from './steps';

const browser = await fileBrowser();

/** The admin's dashboard tab, opened by its name. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: LOAD_TIMEOUT }).toBe('true');
}

/**
 * Issue 26 §3 end to end in Chromium: a member reports a listing from its page and an admin hides it from the
 * Reports tab (it is gone for everyone); a member blocks another from their profile and the blocked member's
 * message is refused with the reason.
 */
describe('reports and blocks', () => {
  it(
    'a member reports a listing and the admin hides it',
    async () => {
      const owner = await registerMember('Grace Hopper', 'modowner');
      const reporter = await registerSignedOutMember('Ada Lovelace', 'modreporter');
      const item = await listApprovedItem(owner, {
        title: `Vintage film camera ${uniqueSuffix()}`,
        pricePerDay: 12,
        deposit: 50,
        colour: '#7a4b2a',
      });
      await owner.api.dispose();

      await withPage(browser, 'moderation-report', async ({ page, goto }) => {
        await signInMember(page, goto, reporter.email, MEMBER_PASSWORD, `/item/${item.id}`, {
          userMenu: 'visible',
        });
        await page.getByRole('button', { name: 'Report this listing' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report this listing' });
        await dialog.waitFor();
        // No reason chosen: the form says so and sends nothing.
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await dialog.getByRole('alert').getByText('Choose a reason').waitFor();
        await dialog.getByText('Prohibited item', { exact: true }).click();
        await dialog
          .getByLabel('Anything else we should know? (optional)')
          .fill('This looks like a stolen camera.');
        await axeAfterToasts(page, 'the report dialog');
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await toastSays(page, 'Report sent', /An administrator will look at it/);
        await dialog.waitFor({ state: 'detached' });
      });

      await withPage(browser, 'moderation-admin', async ({ page, goto }) => {
        await signInAdmin(page, goto, ADMIN_EMAIL, ADMIN_PASSWORD);
        await openTab(page, 'Reports');
        const card = page.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: `Listing: ${item.title}` }),
        });
        await card.waitFor();
        await card.getByText('This looks like a stolen camera.').waitFor();
        await axeAfterToasts(page, 'the Reports tab');
        await card.getByRole('button', { name: 'Hide listing' }).click();
        await page.getByTestId('toast').getByText('Listing hidden', { exact: true }).waitFor();
        // Resolved reports leave the open queue.
        await card.waitFor({ state: 'detached' });
      });

      const anonymous = await apiContext();
      try {
        expect((await anonymous.get(`/api/items/${item.id}`)).status()).toBe(404);
      } finally {
        await anonymous.dispose();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'a blocked member cannot message',
    async () => {
      const blocker = await registerSignedOutMember('Katherine Johnson', 'modblocker');
      const blocked = await registerMember('Alan Turing', 'modblocked');

      await withPage(browser, 'moderation-block', async ({ page, goto }) => {
        await signInMember(page, goto, blocker.email, MEMBER_PASSWORD, `/user/${blocked.id}`, {
          userMenu: 'visible',
        });
        await page.getByRole('button', { name: 'Block Alan Turing' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Block Alan Turing?' });
        await confirm.waitFor();
        await axeAfterToasts(page, 'the block confirmation');
        await confirm.getByRole('button', { name: 'Block', exact: true }).click();
        await page.getByTestId('toast').getByText('Alan Turing is blocked', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Unblock Alan Turing' }).waitFor();
      });

      await blocked.api.dispose();
      await withPage(browser, 'moderation-blocked-message', async ({ page, goto }) => {
        await signInMember(page, goto, blocked.email, MEMBER_PASSWORD, `/messages?user=${blocker.id}`, {
          userMenu: 'visible',
        });
        const input = page.getByTestId('message-input');
        await input.fill('Hello, are you there?');
        await page.getByTestId('send-message').click();
        await toastSays(
          page,
          'Failed to send message',
          'You cannot message this member: one of you has blocked the other.',
        );
        await axeAfterToasts(page, 'the refused message');
      });
    },
    TEST_TIMEOUT,
  );
});
