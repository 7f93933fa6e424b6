import { parseIsoDate } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../shared/i18n/format';
import type { DayInfo, SelectionMark } from './owner-calendar';

export type CalendarT = TFunction<'listing'>;

const DAY_NAME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

/** 'Jan 5, 2026' for a 'yyyy-mm-dd' day, read in UTC so no time zone shifts it. */
export function showDay(date: string, f: Formatters): string {
  const parsed = parseIsoDate(date);
  return parsed ? f.date(parsed, 'UTC') : date;
}

/** 'December 2026' ('diciembre de 2026', '2026年12月' …). */
export function showMonth(month: string, f: Formatters): string {
  const parsed = parseIsoDate(month);
  return parsed ? f.custom(parsed, { month: 'long', year: 'numeric', timeZone: 'UTC' }) : month;
}

/** The first weekday of a language's calendars: Sunday in English, Monday in the others. */
export function weekStartOf(language: string): 0 | 1 {
  return language === 'en' ? 0 : 1;
}

/** The seven weekday names from the first one on, [narrow, long]. */
export function weekdayNames(weekStartsOn: 0 | 1, f: Formatters): (readonly [string, string])[] {
  // 2026-12-06 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 11, 6 + weekStartsOn + index));
    return [
      f.custom(day, { weekday: 'narrow', timeZone: 'UTC' }),
      f.custom(day, { weekday: 'long', timeZone: 'UTC' }),
    ] as const;
  });
}

/**
 * A day's accessible name: its date and what it is ('Monday, December 7, 2026: blocked by you (Away)'), then
 * whether it is today or past and its place in the selection.
 */
export function dayLabel(info: DayInfo, mark: SelectionMark, t: CalendarT, f: Formatters): string {
  const parsed = parseIsoDate(info.date);
  const date = parsed ? f.custom(parsed, DAY_NAME) : info.date;
  let label: string;
  switch (info.state) {
    case 'booked': {
      const [booking] = info.bookings;
      label =
        info.bookings.length === 1 && booking
          ? t('calendar.day.bookedBy', {
              date,
              id: String(booking.id),
              renter: booking.renterName ?? t('calendar.bookings.someone'),
            })
          : info.bookings.length > 1
            ? t('calendar.day.bookedMany', { date, count: info.bookings.length })
            : t('calendar.day.booked', { date });
      break;
    }
    case 'blocked':
      label = info.block?.note
        ? t('calendar.day.blockedNote', { date, note: info.block.note })
        : t('calendar.day.blocked', { date });
      break;
    case 'imported':
      label = t('calendar.day.imported', { date });
      break;
    case 'buffer':
      label = t('calendar.day.buffer', { date });
      break;
    case 'free':
      label = t('calendar.day.free', { date });
      break;
  }
  if (info.today) label = t('calendar.day.today', { label });
  if (info.past) label = t('calendar.day.past', { label });
  if (mark === 'start' || mark === 'startEnd') label = t('calendar.day.selectedStart', { label });
  else if (mark === 'end') label = t('calendar.day.selectedEnd', { label });
  else if (mark === 'inside') label = t('calendar.day.selected', { label });
  return label;
}
