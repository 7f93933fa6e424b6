import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@koalarent/core/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser, TEST_TIMEOUT, uniqueSuffix, withPage } from './browser';
import { apiSession, DEMO_PASSWORD, dayFromToday, listApprovedItem } from './journey-fixtures';
import { settle, signInMember, toastSays } from './steps';

/**
 * Issue 23 §6: an owner imports a calendar served on this machine (the e2e stack lets the worker read loopback
 * addresses: ICAL_ALLOW_LOOPBACK_HOSTS, set only by infra/test/e2e-setup.ts) and sees its busy days blocked on the
 * listing's calendar, marked as coming from an imported calendar.
 */
const browser = await fileBrowser();

const OWNER_EMAIL = 'olivia@koalarent.test';
const busyFrom = dayFromToday(24);
const busyTo = dayFromToday(26);

/** An all-day event over busyFrom..busyTo (iCal's DTEND is the day after the last one). */
function calendar(): string {
  const day = (iso: string) => iso.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KoalaRent e2e//Other site//EN',
    'BEGIN:VEVENT',
    `UID:cabin-${busyFrom}@other-site.test`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${day(busyFrom)}`,
    `DTEND;VALUE=DATE:${day(addDays(busyTo, 1))}`,
    'SUMMARY:Rented elsewhere',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: Server;
let calendarUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/cabin.ics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(calendar());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cabin.ics`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A day of the owner's calendar, its month paged into view. */
async function ownerDay(page: Page, date: string): Promise<Locator> {
  const day = page.locator(`[role="grid"] button[data-date="${date}"]`);
  for (let step = 0; step < 24; step += 1) {
    if ((await day.count()) > 0) return day.first();
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`The owner's calendar never showed ${date}`);
}

describe('calendar import', () => {
  it(
    "imports a calendar served on this machine: its busy days are blocked on the listing's calendar",
    async () => {
      const owner = await apiSession(OWNER_EMAIL);
      let item: Awaited<ReturnType<typeof listApprovedItem>>;
      try {
        item = await listApprovedItem(owner, {
          title: `Lakeside cabin tent ${uniqueSuffix()}`,
          pricePerDay: 25,
          deposit: 50,
          colour: '#1f618d',
        });
      } finally {
        await owner.api.dispose();
      }

      await withPage(browser, 'calendar-import', async ({ page, goto }) => {
        await signInMember(page, goto, OWNER_EMAIL, DEMO_PASSWORD, '/profile', { userMenu: 'visible' });
        await goto(`/item/${item.id}/calendar`);
        await page.getByRole('heading', { name: 'Availability calendar', level: 1 }).waitFor();
        await settle(page);

        await page.getByLabel('Calendar address (iCal)').fill(calendarUrl);
        await page.getByLabel('Name (optional)').fill('Other site');
        await page.getByRole('button', { name: 'Add calendar' }).click();
        await toastSays(page, 'Calendar added', 'Its busy days are being imported.');
        const imports = page.getByRole('list', { name: 'Imported calendars' });
        await imports.getByText('Other site', { exact: true }).waitFor();
        // The import's first sync is queued when it is added; Sync now reads it again and says so.
        await page.getByRole('button', { name: 'Sync now: Other site' }).click();
        await toastSays(page, 'Calendar synced', 'Other site is up to date.');
        await imports.getByText(/: 1 blocked range$/).waitFor();

        // Its three days are blocked, named as an imported calendar's; the days around them stay free.
        for (const date of [busyFrom, dayFromToday(25), busyTo]) {
          const day = await ownerDay(page, date);
          await expect.poll(() => day.getAttribute('aria-label')).toMatch(/blocked by an imported calendar/);
        }
        const after = await ownerDay(page, addDays(busyTo, 1));
        expect(await after.getAttribute('aria-label')).not.toMatch(/blocked/);
      });
    },
    TEST_TIMEOUT,
  );
});
