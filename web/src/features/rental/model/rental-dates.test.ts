import { BookingMessages } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import {
  type BookingBounds,
  checkRentalDates,
  dayUnavailability,
  formatRentalDate,
  isBooked,
  isSelectableDay,
  overlapsBooked,
} from './rental-dates';

// The wizard's English text, through the same strings and formatters the components use.
const t = i18n.getFixedT('en', 'rental');
const f = formattersFor('en');
beforeAll(() => loadNamespaces('rental'));

const TODAY = '2026-03-10';
const RANGES = [
  { startDate: '2026-03-14', endDate: '2026-03-16' },
  { startDate: '2026-04-01', endDate: '2026-04-01' },
];
const context = { today: TODAY, ranges: RANGES };

describe('booked days', () => {
  it('treats both ends of a booked range as booked', () => {
    expect(isBooked('2026-03-13', RANGES)).toBe(false);
    expect(isBooked('2026-03-14', RANGES)).toBe(true);
    expect(isBooked('2026-03-15', RANGES)).toBe(true);
    expect(isBooked('2026-03-16', RANGES)).toBe(true);
    expect(isBooked('2026-03-17', RANGES)).toBe(false);
    expect(isBooked('2026-04-01', RANGES)).toBe(true);
  });

  it('finds a span that touches or surrounds a booked range', () => {
    expect(overlapsBooked('2026-03-11', '2026-03-13', RANGES)).toBe(false);
    expect(overlapsBooked('2026-03-11', '2026-03-14', RANGES)).toBe(true);
    expect(overlapsBooked('2026-03-16', '2026-03-20', RANGES)).toBe(true);
    expect(overlapsBooked('2026-03-10', '2026-03-31', RANGES)).toBe(true);
    expect(overlapsBooked('2026-03-17', '2026-03-31', RANGES)).toBe(false);
    expect(overlapsBooked('2026-03-20', '2026-04-05', RANGES)).toBe(true);
  });

  it('offers today and later, except booked days', () => {
    expect(isSelectableDay('2026-03-09', context)).toBe(false);
    expect(isSelectableDay(TODAY, context)).toBe(true);
    expect(isSelectableDay('2026-03-15', context)).toBe(false);
    expect(isSelectableDay('2026-03-17', context)).toBe(true);
  });
});

describe('checkRentalDates', () => {
  it('asks for both dates with the spec message', () => {
    expect(checkRentalDates(null, null, context, t)).toEqual({
      ok: false,
      reason: 'missing',
      message: 'Date selection required: Please select both start and end dates.',
    });
    expect(checkRentalDates('2026-03-11', null, context, t)).toMatchObject({ reason: 'missing' });
    expect(checkRentalDates(null, '2026-03-11', context, t)).toMatchObject({ reason: 'missing' });
  });

  it('counts whole days between the dates plus one', () => {
    expect(checkRentalDates(TODAY, TODAY, context, t)).toEqual({ ok: true, days: 1 });
    expect(checkRentalDates('2026-03-11', '2026-03-13', context, t)).toEqual({ ok: true, days: 3 });
    // Across the March daylight-saving change in many zones: still calendar days.
    expect(checkRentalDates('2026-03-17', '2026-03-31', context, t)).toEqual({ ok: true, days: 15 });
  });

  it('refuses past, reversed, unreal, booked, too long and too distant dates', () => {
    const invalid = (start: string, end: string) => checkRentalDates(start, end, context, t);
    expect(invalid('2026-03-09', '2026-03-12')).toMatchObject({ message: BookingMessages.pastDate });
    expect(invalid('2026-03-12', '2026-03-11')).toMatchObject({ message: BookingMessages.endBeforeStart });
    expect(invalid('2026-02-30', '2026-03-12')).toMatchObject({ message: BookingMessages.date });
    expect(invalid('2026-03-12', '2026-03-14')).toMatchObject({
      message: 'Some of these dates are already booked. Please choose other dates.',
    });
    expect(invalid('2026-03-17', '2027-03-17')).toMatchObject({ message: BookingMessages.tooLong });
    expect(invalid('2028-03-11', '2028-03-12')).toMatchObject({ message: BookingMessages.tooFarAhead });
    expect(invalid('2028-03-09', '2028-03-12')).toMatchObject({ ok: true });
  });

  it('words every refusal as the shared BookingMessages do, in English', () => {
    expect(checkRentalDates(null, null, context, t)).toMatchObject({
      message: BookingMessages.datesRequired,
    });
    expect(t('dates.unavailable')).toBe(BookingMessages.datesUnavailable);
    expect(t('details.addressRequired')).toBe(BookingMessages.addressRequired);
    expect(`${t('toasts.datesRequiredTitle')}: ${t('toasts.datesRequiredDescription')}`).toBe(
      BookingMessages.datesRequired,
    );
    expect(`${t('toasts.paymentRequiredTitle')}: ${t('toasts.paymentRequiredDescription')}`).toBe(
      BookingMessages.paymentRequired,
    );
  });
});

describe('availability rules (issue 23)', () => {
  const KINDS = [
    { startDate: '2026-03-14', endDate: '2026-03-16', kind: 'booked' },
    { startDate: '2026-03-12', endDate: '2026-03-13', kind: 'buffer' },
    { startDate: '2026-03-17', endDate: '2026-03-18', kind: 'buffer' },
    { startDate: '2026-03-25', endDate: '2026-03-27', kind: 'blocked' },
  ];
  const bounds: BookingBounds = {
    minDays: 3,
    maxDays: 5,
    earliestStartDate: '2026-03-11',
    latestEndDate: '2026-04-30',
  };
  const rules = { today: TODAY, ranges: KINDS, bounds, formatDate: (d: string) => formatRentalDate(d, f) };

  it('says why a day cannot be picked: its range, the notice, the horizon, and the length while picking the end', () => {
    const reason = (date: string, pickingFrom: string | null = null) =>
      dayUnavailability(date, { ranges: KINDS, bounds, pickingFrom });
    expect(reason('2026-03-15')).toEqual({ kind: 'booked' });
    expect(reason('2026-03-12')).toEqual({ kind: 'buffer' });
    expect(reason('2026-03-26')).toEqual({ kind: 'blocked' });
    expect(reason('2026-03-10')).toEqual({ kind: 'notice', earliest: '2026-03-11' });
    expect(reason('2026-05-01')).toEqual({ kind: 'horizon', latest: '2026-04-30' });
    expect(reason('2026-03-20')).toBeNull();
    // Picking the end from the 20th: at least 3 days (ends the 22nd at the soonest), at most 5 (the 24th).
    expect(reason('2026-03-20', '2026-03-20')).toBeNull();
    expect(reason('2026-03-21', '2026-03-20')).toEqual({ kind: 'tooShort', earliestEnd: '2026-03-22' });
    expect(reason('2026-03-22', '2026-03-20')).toBeNull();
    expect(reason('2026-03-24', '2026-03-20')).toBeNull();
    expect(reason('2026-03-25', '2026-03-20')).toEqual({ kind: 'blocked' });
    expect(reason('2026-04-01', '2026-03-20')).toEqual({ kind: 'tooLong', latestEnd: '2026-03-24' });
    // Before the start: a new start, as the calendar takes it.
    expect(reason('2026-03-19', '2026-03-20')).toBeNull();
    // Without rules, only the ranges count.
    expect(dayUnavailability('2026-03-10', { ranges: KINDS })).toBeNull();
  });

  it('refuses each rule with its own words, and each kind of range with its own', () => {
    const check = (start: string, end: string) => checkRentalDates(start, end, rules, t);
    expect(check('2026-03-20', '2026-03-21')).toMatchObject({
      message: 'This item can be rented for at least 3 days',
    });
    expect(check('2026-03-19', '2026-03-24')).toMatchObject({
      message: 'This item can be rented for at most 5 days',
    });
    expect(
      checkRentalDates(
        '2026-03-20',
        '2026-03-21',
        { ...rules, bounds: { ...bounds, minDays: 1, maxDays: 1 } },
        t,
      ),
    ).toMatchObject({
      message: 'This item can be rented for one day at most',
    });
    expect(check('2026-03-10', '2026-03-12')).toMatchObject({
      message: 'This item needs advance notice: the earliest start date is Wed, Mar 11, 2026',
    });
    expect(check('2026-04-28', '2026-05-01')).toMatchObject({
      message: 'This item can only be booked until Thu, Apr 30, 2026',
    });
    expect(check('2026-03-23', '2026-03-25')).toMatchObject({
      message: 'The owner has blocked some of these dates. Please choose other dates.',
    });
    expect(check('2026-03-17', '2026-03-20')).toMatchObject({
      message: 'These dates are too close to another booking: the owner keeps days free between rentals.',
    });
    expect(check('2026-03-19', '2026-03-23')).toEqual({ ok: true, days: 5 });
  });
});

describe('formatRentalDate', () => {
  it('reads the calendar date as written, whatever the zone', () => {
    expect(formatRentalDate('2026-01-05', f)).toBe('Mon, Jan 5, 2026');
    expect(formatRentalDate('nonsense', f)).toBe('nonsense');
    // The language's own words and order.
    expect(formatRentalDate('2026-01-05', formattersFor('de'))).toBe('Mo., 5. Jan. 2026');
  });
});
