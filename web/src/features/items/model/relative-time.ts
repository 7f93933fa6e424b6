import type { TFunction } from 'i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago `createdAt` was, in the largest whole unit, rounded (as date-fns' formatDistanceStrict
 * words it: 30 seconds, 45 minutes, 3 hours, 1 day, 1 month, 2 years). A future or unreadable date is 0 seconds.
 */
function elapsed(createdAt: string | Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const ms = date.getTime();
  const seconds = Number.isNaN(ms) ? 0 : Math.max(0, (now.getTime() - ms) / 1000);
  if (seconds < MINUTE) return { value: Math.round(seconds), unit: 'second' };
  if (seconds < HOUR) return { value: Math.round(seconds / MINUTE), unit: 'minute' };
  if (seconds < DAY) return { value: Math.round(seconds / HOUR), unit: 'hour' };
  if (seconds < MONTH) return { value: Math.round(seconds / DAY), unit: 'day' };
  if (seconds < YEAR) {
    const months = Math.round(seconds / MONTH);
    return months === 12 ? { value: 1, unit: 'year' } : { value: months, unit: 'month' };
  }
  return { value: Math.round(seconds / YEAR), unit: 'year' };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * Spec §2 Recently Added: 'Added {relative time} ago' ("Added 3 days ago", "Añadido hace 3 días"): the time
 * worded by `Intl.RelativeTimeFormat` in `locale`, the sentence by `t` (the 'items' namespace). Always a
 * number ("1 day ago", not "yesterday"), as the spec words it. `now` is a parameter so the wording can be tested.
 */
export function addedAgo(
  createdAt: string | Date,
  t: TFunction<'items'>,
  locale: string,
  now: Date = new Date(),
): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  const { value, unit } = elapsed(createdAt, now);
  // -0 reads as the past ("0 seconds ago"), +0 as the future ("in 0 seconds").
  return t('addedAgo', { time: format.format(value === 0 ? -0 : -value, unit) });
}
