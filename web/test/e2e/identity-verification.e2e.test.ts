import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, withPage } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, registerSignedOutMember } from './journey-fixtures';
import { axeAfterToasts, signInAdmin, signInMember, toastSays } from './steps';

const browser = await fileBrowser();

/** The admin's dashboard tab, opened by its name. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: LOAD_TIMEOUT }).toBe('true');
}

/** A small one-colour photo, as a phone would hand the file picker one. */
async function photo(format: 'jpeg' | 'png', background: string, name: string) {
  const image = sharp({ create: { width: 640, height: 400, channels: 3, background } });
  const buffer = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/**
 * Issue 26 §1 end to end in Chromium: a member submits an identity check from their profile (real JPEG and PNG
 * photos through the private upload door; a file of the wrong type or size is refused on its field first), an
 * admin sees the photos side by side in the Identity tab (the signed links load) and approves it; the member's
 * profile then shows 'ID verified' beside 'E-mail verified', and the bell has the decision's notice.
 */
describe('identity verification', () => {
  it(
    'a member submits an ID check, an admin approves it, and the member is told and shown as ID verified',
    async () => {
      const member = await registerSignedOutMember('Mary Jackson', 'idcheck');

      await withPage(browser, 'identity-submit', async ({ page, goto }) => {
        const privateAnswers: unknown[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/api/uploads?private=true'))
            privateAnswers.push(response.json().catch(() => null));
        });
        await signInMember(page, goto, member.email, MEMBER_PASSWORD, '/profile', { userMenu: 'visible' });
        const section = page.getByRole('region', { name: 'Identity verification' });
        await section.waitFor({ timeout: LOAD_TIMEOUT });
        await section.locator('[data-status="none"]').getByText('Not verified').waitFor();
        // Before any check, the card says only what is true: the e-mail was verified.
        await page.locator('[data-badge="email-verified"]').getByText('E-mail verified').waitFor();
        expect(await page.locator('[data-badge="id-verified"]').count()).toBe(0);
        await axeAfterToasts(page, 'the identity check form');

        // Nothing chosen, then the wrong type and too large: each refused on its own field, nothing uploaded.
        await section.getByRole('button', { name: 'Submit for verification' }).click();
        await section
          .getByText('Add a photo of the front of your identity document', { exact: true })
          .waitFor();
        await section.getByText('Add a selfie', { exact: true }).waitFor();
        await section.getByTestId('identity-front').setInputFiles({
          name: 'passport.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.7 not a photo'),
        });
        await section.getByText('Choose a JPEG, PNG, WebP, GIF or AVIF image').waitFor();
        await section.getByTestId('identity-selfie').setInputFiles({
          name: 'selfie.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
        });
        await section.getByText('Image size should not exceed 5MB').waitFor();
        await axeAfterToasts(page, 'the identity form with its errors');
        expect(privateAnswers).toHaveLength(0);

        await section
          .getByTestId('identity-front')
          .setInputFiles(await photo('jpeg', '#2b6cb0', 'front.jpg'));
        await section.getByTestId('identity-back').setInputFiles(await photo('png', '#2c7a7b', 'back.png'));
        await section.getByTestId('identity-selfie').setInputFiles(await photo('jpeg', '#c05621', 'me.jpg'));
        await section.getByRole('button', { name: 'Submit for verification' }).click();
        await toastSays(page, 'Identity check submitted', 'An administrator will check it soon.');
        await section.locator('[data-status="submitted"]').getByText('Waiting for review').waitFor();
        await section.getByRole('button', { name: 'Submit for verification' }).waitFor({ state: 'detached' });
        // The private door names no URL for any of the three photos.
        const answers = await Promise.all(privateAnswers);
        expect(answers).toHaveLength(3);
        for (const answer of answers)
          expect(Object.keys(answer as object).sort()).toEqual(['height', 'id', 'width']);
        await axeAfterToasts(page, 'the identity check waiting for review');
      });

      await withPage(browser, 'identity-admin', async ({ page, goto }) => {
        await signInAdmin(page, goto, ADMIN_EMAIL, ADMIN_PASSWORD);
        await openTab(page, 'Identity');
        const card = page.getByTestId('identity-check-card').filter({
          has: page.getByRole('heading', { name: 'Mary Jackson' }),
        });
        await card.waitFor({ timeout: LOAD_TIMEOUT });
        // The documents and the selfie side by side, each loaded through its signed link.
        const images = card.getByRole('img');
        await expect.poll(() => images.count()).toBe(3);
        for (const name of [
          'Document (front): Mary Jackson',
          'Document (back): Mary Jackson',
          'Selfie: Mary Jackson',
        ]) {
          const image = card.getByRole('img', { name });
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
              timeout: LOAD_TIMEOUT,
            })
            .toBeGreaterThan(0);
          expect(await image.getAttribute('src')).toMatch(/^\/api\/private-uploads\/[0-9a-f-]{36}\?expires=/);
        }
        await axeAfterToasts(page, 'the Identity tab');

        // Rejecting asks for a reason: without one the dialog says so and nothing is decided.
        await card.getByRole('button', { name: 'Reject' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Reject identity check' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Reject' }).click();
        await dialog.getByText('Give the member a reason for the rejection').waitFor();
        await axeAfterToasts(page, 'the reject dialog');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });

        await card.getByRole('button', { name: 'Approve' }).click();
        await page.getByTestId('toast').getByText('Mary Jackson is ID verified', { exact: true }).waitFor();
        // A decided check leaves the waiting queue.
        await card.waitFor({ state: 'detached' });
      });

      await withPage(browser, 'identity-verified', async ({ page, goto }) => {
        await signInMember(page, goto, member.email, MEMBER_PASSWORD, '/profile', { userMenu: 'visible' });
        const section = page.getByRole('region', { name: 'Identity verification' });
        await section.waitFor({ timeout: 2 * LOAD_TIMEOUT });
        await page
          .locator('[data-badge="id-verified"]')
          .getByText('ID verified')
          .waitFor({ timeout: LOAD_TIMEOUT });
        await page.locator('[data-badge="email-verified"]').getByText('E-mail verified').waitFor();
        await section.getByText('Your identity is verified: your profile shows ‘ID verified’.').waitFor();
        await axeAfterToasts(page, 'the verified profile');

        // The bell has the decision, told in the member's language.
        await expect
          .poll(() => page.getByTestId('notification-count').textContent(), { timeout: LOAD_TIMEOUT })
          .toBe('1');
        await page.getByTestId('notification-bell').click();
        const popup = page.getByTestId('notification-popup');
        await popup
          .getByText('Your identity is verified: your profile now shows ‘ID verified’.')
          .waitFor({ timeout: LOAD_TIMEOUT });
        await axeAfterToasts(page, 'the bell with the identity notice');
        await page.keyboard.press('Escape');

        // Anyone looking at the public profile sees the same two badges.
        await goto(`/user/${member.id}`);
        await page
          .locator('[data-badge="id-verified"]')
          .getByText('ID verified')
          .waitFor({ timeout: LOAD_TIMEOUT });
        await axeAfterToasts(page, 'the public profile with both badges');
      });
    },
    // Three sessions (the member, the admin, the member again) in one journey.
    3 * TEST_TIMEOUT,
  );
});
