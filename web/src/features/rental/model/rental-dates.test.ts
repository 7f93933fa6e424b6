import { BookingMessages } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkRentalDates,
  formatRentalDate,
  isBooked,
  isSelectableDay,
  overlapsBooked,
  RentalDateMessages,
} from './rental-dates';

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
    expect(checkRentalDates(null, null, context)).toEqual({
      ok: false,
      reason: 'missing',
      message: 'Date selection required: Please select both start and end dates.',
    });
    expect(checkRentalDates('2026-03-11', null, context)).toMatchObject({ reason: 'missing' });
    expect(checkRentalDates(null, '2026-03-11', context)).toMatchObject({ reason: 'missing' });
  });

  it('counts whole days between the dates plus one', () => {
    expect(checkRentalDates(TODAY, TODAY, context)).toEqual({ ok: true, days: 1 });
    expect(checkRentalDates('2026-03-11', '2026-03-13', context)).toEqual({ ok: true, days: 3 });
    // Across the March daylight-saving change in many zones: still calendar days.
    expect(checkRentalDates('2026-03-17', '2026-03-31', context)).toEqual({ ok: true, days: 15 });
  });

  it('refuses past, reversed, unreal, booked, too long and too distant dates', () => {
    const invalid = (start: string, end: string) => checkRentalDates(start, end, context);
    expect(invalid('2026-03-09', '2026-03-12')).toMatchObject({ message: BookingMessages.pastDate });
    expect(invalid('2026-03-12', '2026-03-11')).toMatchObject({ message: BookingMessages.endBeforeStart });
    expect(invalid('2026-02-30', '2026-03-12')).toMatchObject({ message: BookingMessages.date });
    expect(invalid('2026-03-12', '2026-03-14')).toMatchObject({
      message: RentalDateMessages.overlapsBooking,
    });
    expect(invalid('2026-03-17', '2027-03-17')).toMatchObject({ message: BookingMessages.tooLong });
    expect(invalid('2028-03-11', '2028-03-12')).toMatchObject({ message: BookingMessages.tooFarAhead });
    expect(invalid('2028-03-09', '2028-03-12')).toMatchObject({ ok: true });
  });
});

describe('formatRentalDate', () => {
  it('reads the calendar date as written, whatever the zone', () => {
    expect(formatRentalDate('2026-01-05')).toBe('Mon, Jan 5, 2026');
    expect(formatRentalDate('nonsense')).toBe('nonsense');
  });
});
