import {
  DatePicker,
  type DateValue,
  Flex,
  parseDate,
  Stack,
  Text,
  useDatePickerContext,
} from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../shared/i18n/format';
import {
  type BookedRange,
  type BookingBounds,
  type DayReason,
  dayUnavailability,
  formatRentalDate,
  latestStartDate,
} from '../model/rental-dates';
import type { RentalT } from '../model/rental-text';

export interface RentalCalendarProps {
  startDate: string | null;
  endDate: string | null;
  /** The renter's local today ('yyyy-mm-dd'): nothing before it can be picked. */
  today: string;
  ranges: readonly BookedRange[];
  /** The listing's rules (itemBookingRules), once loaded: days outside them cannot be picked either. */
  bounds?: BookingBounds | null;
  onChange(startDate: string | null, endDate: string | null): void;
  invalid: boolean;
  /** Ids of the label and of the texts describing the grid (selection summary, error). */
  labelledBy: string;
  describedBy: string;
}

/** The renter's time zone, so "today" in the calendar is their today. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Chakra's DatePicker.Header, with the month button named after what it shows ('November 2026, choose a month'):
 * its default name ('Switch to month view') leaves out its visible text (WCAG 2.5.3, label in name).
 */
function CalendarHeader() {
  const { t } = useTranslation('rental');
  const picker = useDatePickerContext();
  const { start, end } = picker.visibleRangeText;
  const shown = start === end || !end ? start : `${start} - ${end}`;
  const next = picker.view === 'day' ? 'month' : picker.view === 'month' ? 'year' : null;
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger
        aria-label={
          next === 'month'
            ? t('calendar.chooseMonth', { shown })
            : next === 'year'
              ? t('calendar.chooseYear', { shown })
              : shown
        }
      >
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}

/** A day the calendar will not take, said with its reason and its date ('Blocked by the owner, …: Mon, Dec 7'). */
function reasonLabel(reason: DayReason, date: string, t: RentalT, f: Formatters): string {
  const show = (day: string) => formatRentalDate(day, f);
  switch (reason.kind) {
    case 'booked':
      return t('calendar.booked', { date });
    case 'blocked':
      return t('calendar.blocked', { date });
    case 'buffer':
      return t('calendar.buffer', { date });
    case 'notice':
      return t('calendar.notice', { date, earliest: show(reason.earliest) });
    case 'horizon':
      return t('calendar.horizon', { date, latest: show(reason.latest) });
    case 'tooShort':
      return t('calendar.tooShort', { date, earliestEnd: show(reason.earliestEnd) });
    case 'tooLong':
      return t('calendar.tooLong', { date, latestEnd: show(reason.latestEnd) });
  }
}

/** Why a day ('yyyy-mm-dd') cannot be picked, in words, or null when it can. */
type ReasonOf = (date: string) => string | null;

/**
 * One month's day grid: Chakra's DayTable, with each unavailable day's reason as its tooltip (`title`, on hover);
 * the same reason is the day's accessible name (the root's `dayCell` translation), read on focus.
 */
function DayGrid({
  offset,
  reasonOf,
  ...table
}: {
  offset: number;
  reasonOf: ReasonOf;
  'aria-labelledby': string;
  'aria-describedby': string;
}) {
  const picker = useDatePickerContext();
  const shown = offset ? picker.getOffset({ months: offset }) : null;
  const weeks = shown ? shown.weeks : picker.weeks;
  return (
    <DatePicker.Table {...table}>
      <DatePicker.TableHead>
        <DatePicker.TableRow>
          {picker.weekDays.map((weekDay) => (
            <DatePicker.TableHeader key={weekDay.long}>{weekDay.narrow}</DatePicker.TableHeader>
          ))}
        </DatePicker.TableRow>
      </DatePicker.TableHead>
      <DatePicker.TableBody>
        {weeks.map((week) => (
          <DatePicker.TableRow key={week[0]?.toString()}>
            {week.map((day) => (
              <DatePicker.TableCell key={day.toString()} value={day} visibleRange={shown?.visibleRange}>
                <DatePicker.TableCellTrigger title={reasonOf(day.toString()) ?? undefined}>
                  {day.day}
                </DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}

/** The focused day's reason, shown under the grids while it cannot be picked (screen readers hear it as its name). */
function FocusedDayReason({ reasonOf }: { reasonOf: ReasonOf }) {
  const picker = useDatePickerContext();
  const focused = picker.focusedValue?.toString();
  const reason = focused ? reasonOf(focused) : null;
  return (
    <Text fontSize="sm" color="fg.muted" minH="5" textAlign="center" aria-hidden>
      {reason ?? ''}
    </Text>
  );
}

/**
 * How many months the calendar shows at once. Two, so a range that crosses into the next month is seen whole,
 * its start day included (as booking sites do): side by side where the dialog is wide enough, one above the
 * other on a phone. The arrows page by this many months.
 */
const CALENDAR_MONTHS = 2;

/**
 * The day grids of the shown months, each named by the step's label and its month ('Rental dates, December 2026').
 * A grid shows only its own month's days: the neighbouring month's days are in the grid beside it.
 */
function MonthGrids({
  labelledBy,
  describedBy,
  reasonOf,
}: {
  labelledBy: string;
  describedBy: string;
  reasonOf: ReasonOf;
}) {
  const picker = useDatePickerContext();
  const id = useId();
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '2' }} justify="center">
      {Array.from({ length: CALENDAR_MONTHS }, (_, offset) => {
        const month =
          offset === 0
            ? picker.visibleRangeText.start
            : picker.getOffset({ months: offset }).visibleRangeText.start;
        const captionId = `${id}-month-${offset}`;
        return (
          <Stack key={month} gap="1" align="center" flex="1" minW="0">
            <Text id={captionId} fontSize="sm" fontWeight="semibold" aria-hidden>
              {month}
            </Text>
            <DayGrid
              offset={offset}
              reasonOf={reasonOf}
              aria-labelledby={`${labelledBy} ${captionId}`}
              aria-describedby={describedBy}
            />
          </Stack>
        );
      })}
    </Flex>
  );
}

/**
 * An inline range calendar (Chakra's DatePicker on Ark/zag: a grid with arrow-key, Page Up/Down, Home/End and
 * Enter support). Past days sit before `min`; booked, blocked and buffer days, days outside the listing's notice and
 * horizon, and, while the end is picked, ends that break its minimum or maximum length are unavailable, each with
 * its reason on hover and focus. A range that spans an unavailable day is caught by the step's date check.
 */
export function RentalCalendar({
  startDate,
  endDate,
  today,
  ranges,
  bounds,
  onChange,
  invalid,
  labelledBy,
  describedBy,
}: RentalCalendarProps) {
  const { t } = useTranslation('rental');
  // Month and weekday names, and the days' spoken dates, in the language on screen.
  const f = useFormat();
  const { locale } = f;
  // While only the start is chosen, the end days the rules forbid are out too.
  const pickingFrom = startDate && !endDate ? startDate : null;
  const reasonFor = (date: string): DayReason | null =>
    dayUnavailability(date, { ranges, bounds: bounds ?? null, pickingFrom });
  const reasonOf: ReasonOf = (date) => {
    const reason = reasonFor(date);
    return reason ? reasonLabel(reason, formatRentalDate(date, f), t, f) : null;
  };
  const value = useMemo(() => {
    const dates: DateValue[] = [];
    if (startDate) dates.push(parseDate(startDate));
    if (startDate && endDate) dates.push(parseDate(endDate));
    return dates;
  }, [startDate, endDate]);
  const min = useMemo(() => parseDate(today), [today]);
  const max = useMemo(() => parseDate(latestStartDate(today)), [today]);

  return (
    <DatePicker.Root
      inline
      selectionMode="range"
      value={value}
      onValueChange={(details) => {
        const [start, end] = details.value;
        onChange(start ? start.toString() : null, end ? end.toString() : null);
      }}
      min={min}
      max={max}
      isDateUnavailable={(date) => reasonFor(date.toString()) !== null}
      locale={locale}
      timeZone={TIME_ZONE}
      numOfMonths={CALENDAR_MONTHS}
      hideOutsideDays
      fixedWeeks
      invalid={invalid}
      translations={{
        dayCell: (cell) => {
          const date = cell.valueText;
          const reason = cell.unavailable ? reasonFor(cell.value.toString()) : null;
          if (reason) return reasonLabel(reason, date, t, f);
          if (cell.firstInRange && cell.lastInRange) return t('calendar.startAndEnd', { date });
          if (cell.firstInRange) return t('calendar.start', { date });
          if (cell.lastInRange) return t('calendar.end', { date });
          if (cell.inRange) return t('calendar.inRange', { date });
          if (cell.selected) return t('calendar.start', { date });
          return date;
        },
        // The day view pages by what it shows (CALENDAR_MONTHS at a time), and its arrows say so.
        prevTrigger: (view) =>
          view === 'year'
            ? t('calendar.previousDecade')
            : view === 'month'
              ? t('calendar.previousYear')
              : t('calendar.previousMonths'),
        nextTrigger: (view) =>
          view === 'year'
            ? t('calendar.nextDecade')
            : view === 'month'
              ? t('calendar.nextYear')
              : t('calendar.nextMonths'),
        content: t('calendar.content'),
      }}
      colorPalette="brand"
      width="full"
      mx="auto"
    >
      <DatePicker.View
        view="day"
        // Two months side by side fit the dialog's width with smaller cells; a phone stacks them at full size.
        css={{ md: { '--table-cell-size': 'sizes.8' } }}
      >
        <CalendarHeader />
        <MonthGrids labelledBy={labelledBy} describedBy={describedBy} reasonOf={reasonOf} />
        <FocusedDayReason reasonOf={reasonOf} />
      </DatePicker.View>
      <DatePicker.View view="month">
        <CalendarHeader />
        <DatePicker.MonthTable aria-labelledby={labelledBy} />
      </DatePicker.View>
      <DatePicker.View view="year">
        <CalendarHeader />
        <DatePicker.YearTable aria-labelledby={labelledBy} />
      </DatePicker.View>
    </DatePicker.Root>
  );
}
