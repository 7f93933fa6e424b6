import { addDays } from '@koalarent/core';
import ical, { type DateWithTimeZone, type VEvent } from 'node-ical';
import { CalendarFetchError } from './safe-fetch.js';

/**
 * Issue 23 §3: an external calendar's events as the days they block, parsed with node-ical (Apache-2.0). Days are
 * calendar dates, inclusive, as every blocked range is:
 * - an all-day event blocks its dates (DTEND is exclusive, as iCalendar says; no DTEND: its one day);
 * - a timed event blocks every day it touches in its own time zone (TZID; UTC for times in UTC), an end at
 *   midnight not touching the next day: an evening in Los Angeles blocks that evening's date, not the UTC date;
 * - recurring events are expanded within `window` (the listing's booking horizon), with their exceptions (EXDATE)
 *   and moved instances (RECURRENCE-ID); a rule repeating more often than daily is refused, as is a calendar that
 *   expands to more than `MAX_OCCURRENCES` instances;
 * - cancelled and free (TRANSP:TRANSPARENT) events block nothing.
 * A body that is not an iCalendar, or an event whose dates cannot be read, refuses the whole calendar: importing
 * part of it could leave days open that the other site has booked.
 */

const MAX_OCCURRENCES = 20_000;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Inclusive day window the events are read in (older or later days block nothing anyone can book). */
export interface ImportWindow {
  from: string;
  to: string;
}

const notIcal = () =>
  new CalendarFetchError(
    'not_ical',
    'The address did not return an iCalendar file (it should start with BEGIN:VCALENDAR)',
  );

const isValidDate = (d: unknown): d is DateWithTimeZone => d instanceof Date && !Number.isNaN(d.getTime());

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-only value's own date (node-ical makes it local midnight of the process's zone). */
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (UTC when the zone is absent or unknown). */
function dateIn(instant: Date, zone: string | undefined): string {
  let format = zoneFormats.get(zone ?? 'UTC');
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone ?? 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    }
    zoneFormats.set(zone ?? 'UTC', format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The days one occurrence blocks, inclusive. */
function daysOf(start: DateWithTimeZone, end: DateWithTimeZone | undefined, allDay: boolean): DayRange {
  if (allDay) {
    const startDate = localDate(start);
    const endExclusive = end && isValidDate(end) ? localDate(end) : addDays(startDate, 1);
    return { startDate, endDate: endExclusive > startDate ? addDays(endExclusive, -1) : startDate };
  }
  const zone = start.tz && start.tz !== 'Etc/UTC' && start.tz !== 'UTC' ? start.tz : undefined;
  const startDate = dateIn(start, zone);
  if (!end || !isValidDate(end) || end.getTime() <= start.getTime()) return { startDate, endDate: startDate };
  // The last instant the event covers is just before its end: an end at midnight leaves the next day free.
  const endDate = dateIn(new Date(end.getTime() - 1), zone);
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

const SUB_DAILY = new Set(['HOURLY', 'MINUTELY', 'SECONDLY', 4, 5, 6]);

function eventName(event: VEvent): string {
  return typeof event.uid === 'string' && event.uid !== '' ? event.uid : 'without a UID';
}

function invalidEvent(event: VEvent, why: string): CalendarFetchError {
  return new CalendarFetchError(
    'invalid_event',
    `The calendar's event ${eventName(event)} ${why}, so the calendar was not imported`,
    eventName(event),
  );
}

/** Ranges sorted and merged where they overlap or touch. */
function mergeRanges(ranges: DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  );
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.startDate <= addDays(last.endDate, 1)) {
      if (range.endDate > last.endDate) last.endDate = range.endDate;
    } else merged.push({ ...range });
  }
  return merged;
}

/** The blocked days an iCalendar body gives within `window`, merged; throws CalendarFetchError when it refuses. */
export async function blockedRangesFromIcs(body: Buffer, window: ImportWindow): Promise<DayRange[]> {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.trimStart().split(/\r?\n/, 1)[0]?.trim().toUpperCase();
  if (first !== 'BEGIN:VCALENDAR' || !/^END:VCALENDAR\s*$/im.test(text)) throw notIcal();
  let parsed: ical.CalendarResponse;
  try {
    parsed = await ical.async.parseICS(text);
  } catch {
    throw notIcal();
  }
  const from = new Date(`${addDays(window.from, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(window.to, 1)}T23:59:59Z`);
  const ranges: DayRange[] = [];
  let occurrences = 0;
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    // A moved instance also sits in its series' `recurrences`; the series' expansion places it.
    if (event.recurrenceid && !event.rrule) {
      const series = Object.values(parsed).find(
        (c) => c?.type === 'VEVENT' && c !== event && (c as VEvent).uid === event.uid && (c as VEvent).rrule,
      );
      if (series) continue;
    }
    if (event.status === 'CANCELLED' || event.transparency === 'TRANSPARENT') continue;
    if (!isValidDate(event.start)) throw invalidEvent(event, 'has no readable start date');
    if (event.end !== undefined && !isValidDate(event.end))
      throw invalidEvent(event, 'has no readable end date');
    if (event.rrule && SUB_DAILY.has(event.rrule.options.freq as string | number))
      throw invalidEvent(event, 'repeats more often than daily');
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch {
      throw invalidEvent(event, 'has a repeat rule that cannot be read');
    }
    for (const instance of instances) {
      if (++occurrences > MAX_OCCURRENCES)
        throw new CalendarFetchError(
          'too_many_events',
          `The calendar has more than ${MAX_OCCURRENCES} events in the booking window, so it was not imported`,
        );
      if (instance.event.status === 'CANCELLED' || instance.event.transparency === 'TRANSPARENT') continue;
      if (!isValidDate(instance.start)) throw invalidEvent(event, 'has no readable start date');
      const days = daysOf(instance.start, instance.end, instance.isFullDay);
      if (days.endDate < window.from || days.startDate > window.to) continue;
      ranges.push({
        startDate: days.startDate < window.from ? window.from : days.startDate,
        endDate: days.endDate > window.to ? window.to : days.endDate,
      });
    }
  }
  return mergeRanges(ranges);
}
