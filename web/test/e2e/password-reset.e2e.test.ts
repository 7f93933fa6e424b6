import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { fileBrowser, LOAD_TIMEOUT, TEST_TIMEOUT, withPage } from './browser';
import { MEMBER_PASSWORD, registerMember } from './journey-fixtures';
import { type Goto, signInMember, submitLogin } from './steps';

const browser = await fileBrowser();

const NEW_PASSWORD = 'Wattle-Blossom-7';

/** Opens the local mailbox page and waits for the password reset e-mail to `email`, then opens it. */
async function openResetMail(page: Page, goto: Goto, email: string): Promise<void> {
  await goto('/dev/mailbox');
  const deadline = Date.now() + 60_000;
  const entry = page
    .getByRole('button', { name: /Reset your KoalaRent password/ })
    .filter({ hasText: email });
  for (;;) {
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: LOAD_TIMEOUT });
    if ((await entry.count()) > 0) break;
    if (Date.now() > deadline) throw new Error(`No reset e-mail to ${email} arrived in the local mailbox`);
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(300);
  }
  await entry.first().click();
}

describe('password reset', () => {
  it(
    "goes from the login form's 'Forgot password?' through the e-mailed link to a new password, signing every device out",
    async () => {
      const member = await registerMember('Rosa Reset', 'reset');
      try {
        // The member is signed in elsewhere (an API session, as another device would be).
        expect((await member.api.get('/api/auth/me')).status()).toBe(200);

        await withPage(browser, 'password-reset', async ({ context, page, goto }) => {
          // A journey through the mailbox and four forms, each page loaded cold: on a machine busy with other work
          // a page may take longer than one step's usual allowance.
          context.setDefaultTimeout(2 * LOAD_TIMEOUT);
          context.setDefaultNavigationTimeout(4 * LOAD_TIMEOUT);
          await goto('/auth');
          await page
            .getByRole('form', { name: 'Login' })
            .getByRole('link', { name: 'Forgot password?' })
            .click();
          await page.waitForURL((url) => url.pathname === '/forgot-password');
          await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
          expect(await page.title()).toBe('Forgot Password · KoalaRent');
          await expectNoSeriousA11yViolations(page, 'the forgot password page');

          const form = page.getByRole('form', { name: 'Forgot your password?' });
          await form.getByLabel('Email').fill('not-an-email');
          await form.getByRole('button', { name: 'Send reset link' }).click();
          await form.getByText('Please enter a valid email').waitFor();
          await form.getByLabel('Email').fill(member.email);
          await form.getByRole('button', { name: 'Send reset link' }).click();
          await page.getByRole('heading', { name: 'Check your email' }).waitFor();
          await page.getByText(`If an account uses ${member.email}`).waitFor();
          await expectNoSeriousA11yViolations(page, 'the reset link sent page');

          // The same answer for an address nobody has.
          await goto('/forgot-password');
          await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.test`);
          await page.getByRole('button', { name: 'Send reset link' }).click();
          await page.getByRole('heading', { name: 'Check your email' }).waitFor();

          // Follow the link from the local mailbox.
          await openResetMail(page, goto, member.email);
          const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
          const resetUrl = await link.first().getAttribute('href');
          expect(resetUrl).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
          await link.first().click();
          await page.waitForURL(/\/reset-password\?token=/);
          await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
          expect(await page.title()).toBe('Reset Password · KoalaRent');
          await expectNoSeriousA11yViolations(page, 'the reset password page');

          // The sign-up rules, before the server is asked.
          const reset = page.getByRole('form', { name: 'Choose a new password' });
          await reset.locator('input[name="password"]').fill('12345');
          await reset.locator('input[name="confirmPassword"]').fill('54321');
          await reset.getByRole('button', { name: 'Save new password' }).click();
          await reset.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
          await reset.getByText("Passwords don't match").waitFor();
          await expectNoSeriousA11yViolations(page, 'the reset form showing its errors');
          await reset.locator('input[name="password"]').fill(NEW_PASSWORD);
          await reset.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
          await reset.getByRole('button', { name: 'Save new password' }).click();
          await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
          await expectNoSeriousA11yViolations(page, 'the password changed page');

          // The link works once.
          await page.goto(new URL(resetUrl ?? '', page.url()).toString());
          await page.locator('input[name="password"]').fill('Another-One-8');
          await page.locator('input[name="confirmPassword"]').fill('Another-One-8');
          await page.getByRole('button', { name: 'Save new password' }).click();
          await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
          await page.getByText('This password reset link is invalid or has expired.').waitFor();
          await expectNoSeriousA11yViolations(page, 'the used reset link page');

          // The old password no longer signs in; the new one does.
          await goto('/auth');
          await submitLogin(page, member.email, MEMBER_PASSWORD);
          await page.getByRole('alertdialog', { name: 'Login Failed' }).waitFor();
          await page.getByRole('button', { name: 'OK' }).click();
          await signInMember(page, goto, member.email, NEW_PASSWORD);

          // Every earlier session ended: the member's other device is signed out.
          expect((await member.api.get('/api/auth/me')).status()).toBe(401);
        });
      } finally {
        await member.api.dispose();
      }
    },
    // One journey through the mailbox and four forms: twice a single screen's allowance.
    2 * TEST_TIMEOUT,
  );
});
