import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { DEMO_PASSWORD } from './journey-fixtures';
import { signInMember } from './steps';

const browser = await fileBrowser();

/**
 * Issue 25 §6 in the browser: the bell turns this browser's notifications on (the permission, granted here as a
 * member would; the service worker's push subscription; the server's record of it) and off again, and the service
 * worker carries the push handlers. No push service is reachable from the test machine, so the browser's
 * PushManager is stood in for by a subscription shaped like Chromium's (an https endpoint, a P-256 key and an auth
 * secret); the server side of a real push is push.int's, against a local fake push service.
 */

/** Waits for the GraphQL answer of one operation the page sends (by name: the body may be a persisted document). */
async function answerOf(page: Page, operationName: string, act: () => Promise<void>): Promise<unknown> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === operationName,
    ),
    act(),
  ]);
  return ((await response.json()) as { data?: Record<string, unknown> }).data?.[
    operationName === 'SubscribePush' ? 'subscribePush' : 'unsubscribePush'
  ];
}

describe('browser notifications', () => {
  it(
    'turn on from the bell (permission, subscription, server) and off again, and stop at sign-out; the service worker carries the push handlers',
    async () => {
      await withPage(browser, 'push-notifications', async ({ page, context, goto }) => {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        const subscription = {
          endpoint: `https://push.koalarent.invalid/e2e/${uniqueSuffix()}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        };
        await context.grantPermissions(['notifications'], { origin: baseUrl() });
        await context.addInitScript((sub) => {
          let current: PushSubscription | null = null;
          PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
            const key = options?.applicationServerKey;
            current = {
              endpoint: sub.endpoint,
              expirationTime: null,
              options: {
                userVisibleOnly: true,
                applicationServerKey: key ? new Uint8Array(key as ArrayBuffer).buffer : null,
              },
              toJSON: () => sub,
              unsubscribe: async () => {
                current = null;
                return true;
              },
              getKey: () => null,
            } as unknown as PushSubscription;
            return current;
          };
          PushManager.prototype.getSubscription = async () => current;
        }, subscription);

        await signInMember(page, goto, 'amelia@koalarent.test', DEMO_PASSWORD);
        // The generated worker imports the push handlers, a file of our own origin.
        const worker = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.active?.scriptURL ?? '';
        });
        expect(await (await page.request.get(worker)).text()).toContain('push-sw.js');
        const handlers = await (await page.request.get('/push-sw.js')).text();
        expect(handlers).toContain("addEventListener('push'");
        expect(handlers).toContain("addEventListener('notificationclick'");

        const bell = page.getByTestId('notification-bell');
        await bell.click();
        const item = page.getByTestId('push-menu-item');
        await expect.poll(() => item.textContent()).toBe('Turn on browser notifications');
        expect(await answerOf(page, 'SubscribePush', () => item.click())).toBe(true);
        await page.getByText('Browser notifications are on').first().waitFor();

        await bell.click();
        await expect
          .poll(() => page.getByTestId('push-menu-item').textContent())
          .toBe('Turn off browser notifications');
        // Off again: the server had it (true) and forgets it.
        expect(
          await answerOf(page, 'UnsubscribePush', () => page.getByTestId('push-menu-item').click()),
        ).toBe(true);
        await page.getByText('Browser notifications are off').first().waitFor();

        // On again, then a sign-out: this browser stops receiving the member's notifications on the way out.
        await bell.click();
        expect(await answerOf(page, 'SubscribePush', () => page.getByTestId('push-menu-item').click())).toBe(
          true,
        );
        await page.getByTestId('user-menu').first().click();
        expect(
          await answerOf(page, 'UnsubscribePush', () =>
            page.getByRole('menuitem', { name: 'Log Out' }).click(),
          ),
        ).toBe(true);
        await page.getByRole('button', { name: 'Login / Register' }).waitFor();
      });
    },
    TEST_TIMEOUT,
  );
});
