import { DatePicker, type DateValue, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { type BookedRange, isBooked, latestStartDate } from '../model/rental-dates';

export interface RentalCalendarProps {
  startDate: string | null;
  endDate: string | null;
  /** The renter's local today ('yyyy-mm-dd'): nothing before it can be picked. */
  today: string;
  ranges: readonly BookedRange[];
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

/**
 * An inline range calendar (Chakra's DatePicker on Ark/zag: a grid with arrow-key, Page Up/Down, Home/End and
 * Enter support). Past days sit before `min` and booked days are unavailable, so neither can be picked; a range
 * that spans a booked day is caught by the step's date check.
 */
export function RentalCalendar({
  startDate,
  endDate,
  today,
  ranges,
  onChange,
  invalid,
  labelledBy,
  describedBy,
}: RentalCalendarProps) {
  const { t } = useTranslation('rental');
  // Month and weekday names, and the days' spoken dates, in the language on screen.
  const { locale } = useFormat();
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
      isDateUnavailable={(date) => isBooked(date.toString(), ranges)}
      locale={locale}
      timeZone={TIME_ZONE}
      fixedWeeks
      invalid={invalid}
      translations={{
        dayCell: (cell) => {
          const date = cell.valueText;
          if (cell.unavailable) return t('calendar.booked', { date });
          if (cell.firstInRange && cell.lastInRange) return t('calendar.startAndEnd', { date });
          if (cell.firstInRange) return t('calendar.start', { date });
          if (cell.lastInRange) return t('calendar.end', { date });
          if (cell.inRange) return t('calendar.inRange', { date });
          if (cell.selected) return t('calendar.start', { date });
          return date;
        },
        prevTrigger: (view) =>
          view === 'year'
            ? t('calendar.previousDecade')
            : view === 'month'
              ? t('calendar.previousYear')
              : t('calendar.previousMonth'),
        nextTrigger: (view) =>
          view === 'year'
            ? t('calendar.nextDecade')
            : view === 'month'
              ? t('calendar.nextYear')
              : t('calendar.nextMonth'),
        content: t('calendar.content'),
      }}
      colorPalette="brand"
      width="full"
      maxW="sm"
      mx="auto"
    >
      <DatePicker.View view="day">
        <CalendarHeader />
        <DatePicker.DayTable aria-labelledby={labelledBy} aria-describedby={describedBy} />
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
