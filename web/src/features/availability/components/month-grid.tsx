import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useId } from 'react';
import type { IconType } from 'react-icons';
import { LuBan, LuHourglass, LuLink, LuUserRound } from 'react-icons/lu';
import {
  type CalendarData,
  type DayInfo,
  type DayState,
  dayInfo,
  monthWeeks,
  type Selection,
  type SelectionMark,
  selectionMark,
} from '../model/owner-calendar';

/** The shape beside each kind of day, so no state is told by colour alone. */
export const DAY_ICONS: Record<Exclude<DayState, 'free'>, IconType> = {
  booked: LuUserRound,
  blocked: LuBan,
  imported: LuLink,
  buffer: LuHourglass,
};

/** Blocked days are striped as well as shaded and struck through. */
const STRIPES =
  'repeating-linear-gradient(135deg, transparent 0 5px, var(--chakra-colors-border-emphasized) 5px 7px)';

/** How a day looks by what it is: a fill, a pattern, a border style and a mark. */
export function dayStyle(state: DayState) {
  switch (state) {
    case 'booked':
      return { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid', borderStyle: 'solid' };
    case 'blocked':
      return {
        bg: 'bg.muted',
        backgroundImage: STRIPES,
        color: 'fg',
        borderColor: 'fg.muted',
        borderStyle: 'solid',
        textDecoration: 'line-through',
      };
    case 'imported':
      return {
        bg: 'bg.muted',
        backgroundImage: STRIPES,
        color: 'fg',
        borderColor: 'fg.muted',
        borderStyle: 'dashed',
        textDecoration: 'line-through',
      };
    case 'buffer':
      return { bg: 'bg.subtle', color: 'fg', borderColor: 'fg.muted', borderStyle: 'dotted' };
    case 'free':
      return { bg: 'bg', color: 'fg', borderColor: 'border', borderStyle: 'solid' };
  }
}

/** The selection drawn over a day: a thick ring on its ends, a thick underline inside it. */
function markStyle(mark: SelectionMark) {
  if (mark === 'start' || mark === 'end' || mark === 'startEnd')
    return { outline: '3px solid', outlineColor: 'fg', outlineOffset: '-3px', fontWeight: 'bold' };
  if (mark === 'inside') return { boxShadow: 'inset 0 -4px 0 0 var(--chakra-colors-fg)' };
  return {};
}

export interface MonthGridProps {
  /** Any day of the month shown. */
  month: string;
  /** The month's name as shown ('December 2026'): the grid's name with the calendar's label. */
  monthLabel: string;
  weekStartsOn: 0 | 1;
  /** Weekday names from the first weekday on: [narrow, long]. */
  weekdays: readonly (readonly [string, string])[];
  data: CalendarData;
  selection: Selection;
  /** The day that takes Tab focus (roving tabindex). */
  focused: string;
  /** The accessible name of a day: its date and state (and its place in the selection). */
  dayLabel(info: DayInfo, mark: SelectionMark): string;
  onPick(date: string): void;
  /** A press on a day, which may start a drag across days (the parent follows the pointer). */
  onDayPointerDown(event: PointerEvent<HTMLButtonElement>, date: string): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string): void;
  onFocusDay(date: string): void;
  labelledBy: string;
  describedBy: string;
}

/**
 * One month as an ARIA grid: each day a button named with its date and state (booked, blocked, imported, kept free,
 * free, past), one of them in the Tab order, the arrow keys moving between them (the parent handles the keys and
 * the pointer: a press on a day and a drag over others selects the days between). A swipe over the days still
 * scrolls the page on a phone (`touch-action: manipulation`); a finger drags a range once it has rested on a day.
 */
export function MonthGrid({
  month,
  monthLabel,
  weekStartsOn,
  weekdays,
  data,
  selection,
  focused,
  dayLabel,
  onPick,
  onDayPointerDown,
  onKeyDown,
  onFocusDay,
  labelledBy,
  describedBy,
}: MonthGridProps) {
  const captionId = useId();
  const weeks = monthWeeks(month, weekStartsOn);
  return (
    <Stack gap="2" flex="1" minW="0">
      <Text id={captionId} fontWeight="semibold" textAlign="center">
        {monthLabel}
      </Text>
      <chakra.table
        role="grid"
        aria-multiselectable="true"
        aria-labelledby={`${labelledBy} ${captionId}`}
        aria-describedby={describedBy}
        w="full"
        css={{ borderSpacing: '4px' }}
      >
        <thead>
          <tr>
            {weekdays.map(([narrow, long]) => (
              <chakra.th key={long} scope="col" fontSize="xs" color="fg.muted" fontWeight="medium" py="1">
                <abbr title={long} style={{ textDecoration: 'none' }}>
                  {narrow}
                </abbr>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {weekdays.map(([, weekdayName], column) => {
                const date = week[column];
                if (!date) return <td key={`empty-${weekdayName}`} />;
                const info = dayInfo(date, data);
                const mark = selectionMark(date, selection);
                const Icon = info.state === 'free' ? null : DAY_ICONS[info.state];
                return (
                  <chakra.td key={date} p="0" aria-selected={mark !== null}>
                    <chakra.button
                      type="button"
                      data-date={date}
                      data-state={info.state}
                      data-past={info.past ? '' : undefined}
                      aria-label={dayLabel(info, mark)}
                      aria-disabled={info.past || undefined}
                      aria-current={info.today ? 'date' : undefined}
                      tabIndex={date === focused ? 0 : -1}
                      onClick={() => onPick(date)}
                      onPointerDown={(event) => onDayPointerDown(event, date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => onFocusDay(date)}
                      display="flex"
                      flexDirection="column"
                      alignItems="center"
                      justifyContent="center"
                      gap="0"
                      w="full"
                      minW="8"
                      h={{ base: '11', md: '12' }}
                      rounded="md"
                      borderWidth="2px"
                      fontSize="sm"
                      lineHeight="1.1"
                      cursor={info.past ? 'default' : 'pointer'}
                      touchAction="manipulation"
                      userSelect="none"
                      css={{ WebkitTouchCallout: 'none' }}
                      {...dayStyle(info.state)}
                      {...(info.past ? { color: 'fg.muted', bg: 'bg.subtle' } : {})}
                      {...markStyle(mark)}
                      _focusVisible={{
                        outline: '3px solid',
                        outlineColor: 'colorPalette.focusRing',
                        outlineOffset: '1px',
                      }}
                      colorPalette="brand"
                    >
                      <Box
                        as="span"
                        fontWeight={info.today ? 'bold' : undefined}
                        textDecoration={info.today ? 'underline' : undefined}
                      >
                        {Number(date.slice(8))}
                      </Box>
                      <Box as="span" h="3" aria-hidden="true">
                        {Icon ? <Icon size="12" /> : null}
                      </Box>
                    </chakra.button>
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Stack>
  );
}
