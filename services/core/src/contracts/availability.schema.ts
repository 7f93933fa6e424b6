import { z } from 'zod';
import { MAX_ADVANCE_DAYS, MAX_RENTAL_DAYS, parseIsoDate } from './booking.constants.js';
import { text } from './text.js';

/**
 * Issue 23 §1: an owner's availability rules for a listing and the date ranges they block, as both doors and the
 * web's forms validate them. What the rules mean for a request is decided by the bookings service
 * (services/bookings/src/booking/availability.ts); these are only the shapes and their bounds.
 */

export const AVAILABILITY_LIMITS = {
  /** Longest minimum or maximum rental: a rental never lasts longer (MAX_RENTAL_DAYS). */
  rentalDays: MAX_RENTAL_DAYS,
  bufferDays: 30,
  advanceNoticeDays: 365,
  /** A booking window longer than how far ahead rentals may start at all would change nothing. */
  horizonDays: MAX_ADVANCE_DAYS,
  blockNote: 200,
  /** How many ranges the owner may block on one listing (imported ranges are not counted). */
  ownerBlocks: 200,
} as const;

/** What a listing has until its owner sets rules: nothing changes for it (any length, no buffer, no notice). */
export const DEFAULT_AVAILABILITY_RULES = {
  minDays: 1,
  maxDays: null,
  bufferDays: 0,
  advanceNoticeDays: 0,
  horizonDays: null,
} as const satisfies AvailabilityRules;

/** The source of a blocked range the owner set by hand; an imported calendar's ranges carry the import's id. */
export const OWNER_BLOCK_SOURCE = 'owner';

export const AvailabilityMessages = {
  minDays: `The minimum rental must be a whole number of days from 1 to ${AVAILABILITY_LIMITS.rentalDays}`,
  maxDays: `The maximum rental must be empty (no limit) or a whole number of days from 1 to ${AVAILABILITY_LIMITS.rentalDays}`,
  maxBelowMin: 'The maximum rental cannot be shorter than the minimum',
  bufferDays: `Days between rentals must be a whole number from 0 to ${AVAILABILITY_LIMITS.bufferDays}`,
  advanceNoticeDays: `Advance notice must be a whole number of days from 0 to ${AVAILABILITY_LIMITS.advanceNoticeDays}`,
  horizonDays: `How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to ${AVAILABILITY_LIMITS.horizonDays}`,
  horizonBelowNotice: 'How far ahead it can be booked must be longer than the advance notice',
  blockDatesRequired: 'Please choose the first and last day to block',
  blockDate: 'Dates must be real calendar dates (yyyy-mm-dd)',
  blockEndBeforeStart: 'The last blocked day cannot be before the first',
  blockPast: 'Past dates cannot be blocked',
  blockTooFar: `Dates can be blocked at most ${MAX_ADVANCE_DAYS + MAX_RENTAL_DAYS} days ahead`,
  blockNoteMax: `The note must be at most ${AVAILABILITY_LIMITS.blockNote} characters`,
  tooManyBlocks: `A listing can have at most ${AVAILABILITY_LIMITS.ownerBlocks} blocked ranges. Please remove some first.`,
  blockNotFound: 'This blocked range does not exist',
  importedBlock: 'These dates come from an imported calendar: they change when that calendar does',
} as const;

const wholeDays = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/items/{id}/availability-rules: every rule at once; null for "no limit" where a limit is optional. */
export const AvailabilityRulesInput = z
  .object({
    minDays: wholeDays(1, AVAILABILITY_LIMITS.rentalDays, AvailabilityMessages.minDays),
    maxDays: wholeDays(1, AVAILABILITY_LIMITS.rentalDays, AvailabilityMessages.maxDays).nullable(),
    bufferDays: wholeDays(0, AVAILABILITY_LIMITS.bufferDays, AvailabilityMessages.bufferDays),
    advanceNoticeDays: wholeDays(
      0,
      AVAILABILITY_LIMITS.advanceNoticeDays,
      AvailabilityMessages.advanceNoticeDays,
    ),
    horizonDays: wholeDays(1, AVAILABILITY_LIMITS.horizonDays, AvailabilityMessages.horizonDays).nullable(),
  })
  .superRefine((rules, ctx) => {
    if (rules.maxDays !== null && rules.maxDays < rules.minDays)
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: AvailabilityMessages.maxBelowMin });
    if (rules.horizonDays !== null && rules.horizonDays <= rules.advanceNoticeDays)
      ctx.addIssue({
        code: 'custom',
        path: ['horizonDays'],
        message: AvailabilityMessages.horizonBelowNotice,
      });
  });
export interface AvailabilityRules {
  minDays: number;
  maxDays: number | null;
  bufferDays: number;
  advanceNoticeDays: number;
  horizonDays: number | null;
}

const blockDate = text({ error: AvailabilityMessages.blockDatesRequired })
  .min(1, AvailabilityMessages.blockDatesRequired)
  .refine((value) => parseIsoDate(value) !== null, AvailabilityMessages.blockDate);

/**
 * POST /api/items/{id}/blocked-dates: an inclusive range of days and an optional note. Whether the days are in the
 * past or too far ahead depends on the day it is, so the bookings worker checks that against its clock.
 */
export const BlockedRangeInput = z
  .object({
    startDate: blockDate,
    endDate: blockDate,
    note: text()
      .trim()
      .max(AVAILABILITY_LIMITS.blockNote, AvailabilityMessages.blockNoteMax)
      .nullish()
      .transform((note) => note || null),
  })
  .superRefine((range, ctx) => {
    if (parseIsoDate(range.startDate) && parseIsoDate(range.endDate) && range.endDate < range.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: AvailabilityMessages.blockEndBeforeStart });
  });
export type BlockedRangeInput = z.infer<typeof BlockedRangeInput>;

/** A blocked range as the API shows it: dates inclusive, `source` 'owner' or the import's id. */
export interface BlockedRange {
  id: number;
  startDate: string;
  endDate: string;
  note: string | null;
  source: string;
}

/**
 * Issue 23 §3: calendars synced both ways. The owner's listing has a secret iCal feed (its token rotatable) and up to
 * `maxImports` external calendars whose events block its days. What a sync does is the bookings service's
 * (services/bookings/src/calendar/); these are the shapes both doors and the web share.
 */
export const CALENDAR_LIMITS = {
  maxImports: 10,
  urlLength: 2000,
  nameLength: 60,
} as const;

export const CalendarImportMessages = {
  urlRequired: 'Please enter the address of the calendar to import',
  url: 'The calendar address must be a web address starting with http:// or https://',
  urlLength: `The calendar address must be at most ${CALENDAR_LIMITS.urlLength} characters`,
  urlCredentials: 'The calendar address must not contain a user name or password',
  nameMax: `The calendar's name must be at most ${CALENDAR_LIMITS.nameLength} characters`,
  tooMany: `A listing can import at most ${CALENDAR_LIMITS.maxImports} calendars. Please remove one first.`,
  duplicate: 'This calendar is already imported for this listing',
  notFound: 'This imported calendar does not exist',
} as const;

/** An imported calendar's address: http(s) only, no credentials; whether it is public is checked when it is fetched. */
export const CalendarImportUrl = text({ error: CalendarImportMessages.urlRequired })
  .trim()
  .min(1, CalendarImportMessages.urlRequired)
  .max(CALENDAR_LIMITS.urlLength, CalendarImportMessages.urlLength)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: CalendarImportMessages.url });
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
      ctx.addIssue({ code: 'custom', message: CalendarImportMessages.url });
    else if (url.username !== '' || url.password !== '')
      ctx.addIssue({ code: 'custom', message: CalendarImportMessages.urlCredentials });
  });

/** POST /api/items/{id}/calendar-imports: `{ url, name? }` (the name is the owner's label, e.g. "Other site"). */
export const CalendarImportInput = z.object({
  url: CalendarImportUrl,
  name: text()
    .trim()
    .max(CALENDAR_LIMITS.nameLength, CalendarImportMessages.nameMax)
    .nullish()
    .transform((name) => name || null),
});
export type CalendarImportInput = z.infer<typeof CalendarImportInput>;

/** Where an imported calendar's last sync ended: not yet tried, its days imported, or refused (nothing changed). */
export const CALENDAR_SYNC_STATUSES = ['pending', 'ok', 'error'] as const;
export type CalendarSyncStatus = (typeof CALENDAR_SYNC_STATUSES)[number];

/**
 * Why a sync changed nothing, as a code the owner's screen words in its language (with `errorDetail`, e.g. the HTTP
 * status), beside the English `errorMessage` REST clients read.
 */
export const CALENDAR_SYNC_ERRORS = [
  'invalid_url',
  'refused_address',
  'unreachable',
  'timeout',
  'http_status',
  'too_many_redirects',
  'too_large',
  'not_ical',
  'invalid_event',
  'too_many_events',
] as const;
export type CalendarSyncError = (typeof CALENDAR_SYNC_ERRORS)[number];
