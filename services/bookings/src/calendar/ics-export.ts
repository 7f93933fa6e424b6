import { addDays } from '@koalarent/core';
import ical from 'ical-generator';
import type { CalendarFeed } from '../queries/calendar.js';

/** How often calendar clients are told to fetch the feed again (and how long the gateway lets them keep it). */
export const FEED_REFRESH_MINUTES = 15;

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Issue 23 §3: a listing's feed as an iCalendar file, made with ical-generator (MIT): every booked run and every range
 * the owner blocked as an all-day event (DTEND the day after the last, as iCalendar counts), "Booked" or "Blocked"
 * and nothing else — no renter, no note. UIDs and stamps come from the data, so the same days give the same bytes
 * (and the same ETag).
 */
export function renderCalendarFeed(feed: CalendarFeed, host: string): string {
  const calendar = ical({
    name: `KoalaRent: ${feed.title}`,
    prodId: { company: 'KoalaRent', product: 'availability', language: 'EN' },
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  for (const run of feed.booked)
    calendar.createEvent({
      id: `booked-${feed.itemId}-${run.startDate}@${host}`,
      start: dayStart(run.startDate),
      end: dayStart(addDays(run.endDate, 1)),
      allDay: true,
      stamp: dayStart(run.startDate),
      summary: 'Booked',
    });
  for (const block of feed.blocked)
    calendar.createEvent({
      id: `blocked-${block.id}@${host}`,
      start: dayStart(block.startDate),
      end: dayStart(addDays(block.endDate, 1)),
      allDay: true,
      stamp: new Date(block.createdAt),
      summary: 'Blocked',
    });
  return calendar.toString();
}
