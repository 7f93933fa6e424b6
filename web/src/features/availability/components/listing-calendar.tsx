import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { BlockedRangeInput, isActiveBookingStatus, localIsoDate } from '@koalarent/core/contracts';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { TextareaField } from '../../../shared/ui/textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { BLOCK_DATES_MUTATION } from '../graphql/block-dates.mutation';
import { CALENDAR_BOOKINGS_QUERY } from '../graphql/calendar-bookings.query';
import { OWNER_CALENDAR_QUERY } from '../graphql/owner-calendar.query';
import { UNBLOCK_DATES_MUTATION } from '../graphql/unblock-dates.mutation';
import {
  type CalendarT,
  dayLabel,
  showDay,
  showMonth,
  weekdayNames,
  weekStartOf,
} from '../model/calendar-text';
import {
  type DayDrag,
  dragShows,
  HOLD_MS,
  holdDay,
  moveOverDay,
  pressDay,
  releaseDrag,
} from '../model/day-drag';
import {
  addMonths,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarData,
  isMoveKey,
  isOwnerBlock,
  monthOf,
  moveFocus,
  NO_SELECTION,
  pickDay,
  rangeLength,
  rangeProblem,
  type Selection,
  selectedRange,
  visibleFirstMonth,
} from '../model/owner-calendar';
import { CalendarSync } from './calendar-sync';
import { DAY_ICONS, dayStyle, MonthGrid } from './month-grid';
import { RulesForm } from './rules-form';

/** The booking's card in the owner's Requests tab, scrolled to and focused. */
const bookingLink = (id: number) => buildPath(PATHS.profile, {}, { tab: 'requests', booking: id });

/** The calendar could not be shown: not found (or not the viewer's), or a failure with a retry. */
function CalendarProblem({ title, body, onRetry }: { title: string; body?: string; onRetry?: () => void }) {
  const { t } = useTranslation('listing');
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error" rounded="lg" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {body ? <Alert.Description>{body}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t('calendar.retry')}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <RouterLink to={buildPath(PATHS.profile, {}, { tab: 'listings' })}>
            {t('calendar.backToListings')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The key under the grids: each kind of day with its fill, pattern and mark. */
function Legend() {
  const { t } = useTranslation('listing');
  const kinds = ['free', 'booked', 'blocked', 'imported', 'buffer'] as const;
  return (
    <Box
      as="ul"
      display="flex"
      flexWrap="wrap"
      gap="3"
      listStyleType="none"
      aria-label={t('calendar.legend.heading')}
    >
      {kinds.map((kind) => {
        const Icon = kind === 'free' ? null : DAY_ICONS[kind];
        return (
          <HStack as="li" key={kind} gap="2" fontSize="sm">
            <Flex
              aria-hidden="true"
              boxSize="6"
              rounded="md"
              borderWidth="2px"
              align="center"
              justify="center"
              {...dayStyle(kind)}
            >
              {Icon ? <Icon size="12" /> : null}
            </Flex>
            <Text as="span">{t(`calendar.legend.${kind}`)}</Text>
          </HStack>
        );
      })}
    </Box>
  );
}

/** A booking's line: its dates, renter and status, linking to the owner's bookings. */
function BookingLine({
  booking,
  t,
  show,
}: {
  booking: CalendarBooking;
  t: CalendarT;
  show: (d: string) => string;
}) {
  const { t: tOwner } = useTranslation('ownerBookings');
  return (
    <Stack gap="0.5">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">
          {t('calendar.bookings.dates', { start: show(booking.startDate), end: show(booking.endDate) })}
        </Text>
        <Badge variant="outline">
          {tOwner(`status.${booking.status}` as 'status.approved', { defaultValue: booking.status })}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('calendar.bookings.renter', { name: booking.renterName ?? t('calendar.bookings.someone') })}
      </Text>
      <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={bookingLink(booking.id)}>
          {t('calendar.bookings.open', { id: String(booking.id) })}
        </RouterLink>
      </Link>
    </Stack>
  );
}

interface SelectionPanelProps {
  selection: Selection;
  data: CalendarData;
  busy: boolean;
  /** A drag across days is under way: the summary follows it on screen, and is announced once it ends. */
  dragging: boolean;
  onBlock(note: string): Promise<boolean>;
  onUnblock(block: CalendarBlock): Promise<boolean>;
  onClear(): void;
}

/** What is chosen and what can be done with it: block a range (with a note), unblock a range, see a day's bookings. */
function SelectionPanel({
  selection,
  data,
  busy,
  dragging,
  onBlock,
  onUnblock,
  onClear,
}: SelectionPanelProps) {
  const { t } = useTranslation('listing');
  const f = useFormat();
  const show = (date: string) => showDay(date, f);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const range = selection.kind === 'range' ? selectedRange(selection) : null;
  const problem = range ? rangeProblem(range, data) : null;

  let summary: string;
  switch (selection.kind) {
    case 'none':
      summary = t('calendar.selection.none');
      break;
    case 'start':
      summary = t('calendar.selection.start', { date: show(selection.start) });
      break;
    case 'range':
      summary = t('calendar.selection.range', {
        start: show(selection.start),
        end: show(selection.end),
        count: rangeLength(selection),
      });
      break;
    case 'block':
      summary = isOwnerBlock(selection.block)
        ? t('calendar.selection.block', {
            start: show(selection.block.startDate),
            end: show(selection.block.endDate),
          })
        : t('calendar.selection.imported', {
            start: show(selection.block.startDate),
            end: show(selection.block.endDate),
          });
      break;
    case 'bookings':
      summary = t('calendar.selection.bookings', { date: show(selection.date) });
      break;
  }

  async function block() {
    if (!range) return;
    const parsed = BlockedRangeInput.safeParse({ startDate: range.start, endDate: range.end, note });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setNoteError(message ? translateServerMessage(message) : undefined);
      return;
    }
    setNoteError(undefined);
    if (await onBlock(note)) setNote('');
  }

  return (
    <Card.Root variant="outline" rounded="xl">
      <Card.Body gap="3">
        <Text aria-live={dragging ? 'off' : 'polite'} fontWeight="medium" data-testid="calendar-selection">
          {summary}
        </Text>
        {selection.kind === 'block' && selection.block.note ? (
          <Text fontSize="sm" color="fg.muted">
            {t('calendar.selection.note', { note: selection.block.note })}
          </Text>
        ) : null}
        {selection.kind === 'bookings' ? (
          <Stack gap="3">
            {selection.bookings.map((booking) => (
              <BookingLine key={booking.id} booking={booking} t={t} show={show} />
            ))}
          </Stack>
        ) : null}
        {range && problem ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Description>
              {problem.kind === 'booking'
                ? t('calendar.overlapsBooking', {
                    id: String(problem.booking.id),
                    start: show(problem.booking.startDate),
                    end: show(problem.booking.endDate),
                  })
                : t('calendar.overlapsFullyBooked')}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {range && !problem ? (
          <TextareaField
            label={t('calendar.note.label')}
            helperText={t('calendar.note.helper')}
            value={note}
            onValueChange={setNote}
            error={noteError}
            rows={2}
            maxLength={200}
          />
        ) : null}
        <HStack gap="3" wrap="wrap">
          {range && !problem ? (
            <Button
              colorPalette="brand"
              onClick={() => void block()}
              loading={busy}
              loadingText={t('calendar.blocking')}
            >
              {t('calendar.block')}
            </Button>
          ) : null}
          {selection.kind === 'block' && isOwnerBlock(selection.block) ? (
            <Button
              colorPalette="brand"
              variant="outline"
              onClick={() => void onUnblock(selection.block)}
              loading={busy}
              loadingText={t('calendar.unblocking')}
            >
              {t('calendar.unblock')}
            </Button>
          ) : null}
          {selection.kind !== 'none' ? (
            <Button variant="ghost" onClick={onClear} disabled={busy}>
              {t('calendar.clear')}
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The owner's calendar of one listing (issue 23 §1): months with booked, blocked, kept-free and free days; choose
 * two days to block them (with a note) or a blocked day to unblock its range; what each booking is; the rules.
 * Owner or admin only (the server answers NOT_FOUND or FORBIDDEN to anyone else, and the screen says so).
 */
export function ListingCalendar({ itemId }: { itemId: number }) {
  const { t, i18n } = useTranslation('listing');
  const f = useFormat();
  const session = useSession();
  const today = useMemo(() => localIsoDate(new Date()), []);
  const { data, loading, error, refetch } = useQuery(OWNER_CALENDAR_QUERY, {
    variables: { itemId },
    fetchPolicy: 'network-only',
  });
  const isOwner = data !== undefined && data.item.ownerId === session.user?.id;
  // An admin looking at another member's listing has no list of its bookings: fully booked days still show.
  const bookingsQuery = useQuery(CALENDAR_BOOKINGS_QUERY, {
    skip: !isOwner,
    fetchPolicy: 'cache-and-network',
  });
  const [blockDates] = useMutation(BLOCK_DATES_MUTATION);
  const [unblockDates] = useMutation(UNBLOCK_DATES_MUTATION);
  const [busy, setBusy] = useState(false);

  const months = useBreakpointValue({ base: 1, md: 2 }) ?? 1;
  const weekStartsOn = weekStartOf(i18n.language);
  const weekdays = useMemo(() => weekdayNames(weekStartsOn, f), [weekStartsOn, f]);
  const [firstMonth, setFirstMonth] = useState(() => monthOf(today));
  const [focused, setFocused] = useState(today);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const grids = useRef<HTMLDivElement | null>(null);
  const moveFocusTo = useRef<string | null>(null);
  /** A press on a day, followed as it moves over other days (model/day-drag.ts). */
  const drag = useRef<DayDrag | null>(null);
  /** The wait for a finger or pen to rest on its day before it drags. */
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The click a drag's release may send to a day is the drag's end, not a pick. */
  const dragEnded = useRef(false);
  const [dragging, setDragging] = useState(false);
  /**
   * The grids, holding a finger still while it drags: the days let a touch pan the page (`touch-action:
   * manipulation`), so once a finger has rested on a day its moves are kept from scrolling (a listener that may
   * cancel them, which React's touch props cannot be).
   */
  const attachGrids = useCallback((node: HTMLDivElement | null) => {
    grids.current = node;
    if (!node) return;
    const holdStill = (event: TouchEvent) => {
      if (drag.current?.phase === 'dragging' && event.cancelable) event.preventDefault();
    };
    node.addEventListener('touchmove', holdStill, { passive: false });
    return () => {
      node.removeEventListener('touchmove', holdStill);
      grids.current = null;
    };
  }, []);

  const calendar: CalendarData = useMemo(() => {
    const bookings: CalendarBooking[] = (bookingsQuery.data?.ownerBookings ?? [])
      .filter((booking) => booking.itemId === itemId && isActiveBookingStatus(booking.status))
      .map((booking) => ({
        id: booking.id,
        startDate: booking.startDate,
        endDate: booking.endDate,
        status: booking.status,
        renterName: booking.renter.fullName || null,
      }))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    return {
      today,
      blocks: data?.blockedDates ?? [],
      bookings,
      unavailable: data?.itemAvailability ?? [],
    };
  }, [bookingsQuery.data, data, itemId, today]);

  // After a key moved the focused day (perhaps to another month), focus follows it once the grid shows it.
  useEffect(() => {
    const date = moveFocusTo.current;
    if (!date) return;
    moveFocusTo.current = null;
    grids.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  });

  // A drag ends where the pointer is released, in the grid or not: its range (or, from a blocked or booked day, what
  // a click there picks) stays chosen and the keyboard goes on from its last day. A finger that moved off before
  // resting was the page scrolling (the browser cancels the pointer): nothing changes.
  useEffect(() => {
    function end(event: globalThis.PointerEvent) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      drag.current = null;
      clearTimeout(holdTimer.current);
      const released = releaseDrag(current, selection, calendar);
      if (current.phase !== 'dragging') return;
      dragEnded.current = true;
      setTimeout(() => {
        dragEnded.current = false;
      }, 0);
      setDragging(false);
      if (!released) return;
      setSelection(released.selection);
      setFocused(released.focus);
      moveFocusTo.current = released.focus;
    }
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [calendar, selection]);
  useEffect(() => () => clearTimeout(holdTimer.current), []);

  if (loading && !data) return <PageSpinner />;
  if (error || !data) {
    const problem = toAppError(error);
    if (problem.code === 'NOT_FOUND') return <CalendarProblem title={t('calendar.notFound')} />;
    if (problem.code === 'FORBIDDEN')
      return <CalendarProblem title={t('calendar.notYours')} body={t('calendar.notYoursBody')} />;
    return (
      <CalendarProblem
        title={t('calendar.loadFailed')}
        body={problem.message ? translateServerMessage(problem.message) : t('calendar.tryAgain')}
        onRetry={() => void refetch()}
      />
    );
  }
  const item = data.item;
  const show = (date: string) => showDay(date, f);

  function focusDay(date: string) {
    setFocused(date);
    setFirstMonth((first) => visibleFirstMonth(first, date, months));
    moveFocusTo.current = date;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    if (isMoveKey(event.key)) {
      event.preventDefault();
      focusDay(moveFocus(date, event.key, weekStartsOn));
    } else if (event.key === 'Escape' && selection.kind !== 'none') {
      event.preventDefault();
      setSelection(NO_SELECTION);
    }
  }

  /**
   * A press on a day (a mouse's main button, a finger, a pen) may start a drag; a press on a past day does not. A
   * finger or pen drags once it has rested on the day (`HOLD_MS`), and the day it rests on shows chosen at once.
   */
  function onDayPointerDown(event: PointerEvent<HTMLButtonElement>, date: string) {
    dragEnded.current = false;
    clearTimeout(holdTimer.current);
    drag.current = busy ? null : pressDay(event, date, calendar);
    if (drag.current?.phase !== 'holding') return;
    const pointerId = event.pointerId;
    holdTimer.current = setTimeout(() => {
      const current = drag.current;
      if (!current || current.pointerId !== pointerId) return;
      drag.current = holdDay(current);
      setDragging(true);
      const shown = dragShows(drag.current, calendar);
      if (shown) setSelection(shown);
    }, HOLD_MS);
  }

  /**
   * The day under a moving pressed pointer, found by where it is (a finger's events all go to the day it first
   * touched): each new day selects the range from the day pressed to it, shown as it grows, across both months shown.
   */
  function onGridPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const day = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLButtonElement>('button[data-date]');
    const date = day && grids.current?.contains(day) ? day.dataset.date : undefined;
    if (!date) return;
    const next = moveOverDay(current, date);
    drag.current = next;
    if (!next) {
      clearTimeout(holdTimer.current);
      return;
    }
    if (next === current) return;
    if (current.phase !== 'dragging') setDragging(true);
    const shown = dragShows(next, calendar);
    if (shown) setSelection(shown);
  }

  function page(by: number) {
    const next = addMonths(firstMonth, by);
    setFirstMonth(next);
    // The day in the Tab order stays on screen.
    const lastShown = addMonths(next, months - 1);
    if (monthOf(focused) < next || monthOf(focused) > lastShown)
      setFocused(monthOf(today) === next ? today : next);
  }

  async function block(note: string): Promise<boolean> {
    const range = selectedRange(selection);
    if (!range) return false;
    setBusy(true);
    try {
      await blockDates({
        variables: {
          itemId,
          input: { startDate: range.start, endDate: range.end, note: note.trim() || null },
          idempotencyKey: newIdempotencyKey(),
        },
      });
      await refetch();
      setSelection(NO_SELECTION);
      moveFocusTo.current = focused;
      notify.success({
        title: t('calendar.blocked.title'),
        description: t('calendar.blocked.description', { start: show(range.start), end: show(range.end) }),
      });
      return true;
    } catch (caught) {
      const problem = toAppError(caught);
      notify.error({
        title: t('calendar.blockFailed'),
        description: problem.message ? translateServerMessage(problem.message) : t('calendar.tryAgain'),
      });
      if (problem.code === 'CONFLICT') void bookingsQuery.refetch?.();
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function unblock(blocked: CalendarBlock): Promise<boolean> {
    setBusy(true);
    try {
      await unblockDates({ variables: { itemId, blockId: blocked.id, idempotencyKey: newIdempotencyKey() } });
      await refetch();
      setSelection(NO_SELECTION);
      moveFocusTo.current = focused;
      notify.success({
        title: t('calendar.unblocked.title'),
        description: t('calendar.unblocked.description', {
          start: show(blocked.startDate),
          end: show(blocked.endDate),
        }),
      });
      return true;
    } catch (caught) {
      const problem = toAppError(caught);
      notify.error({
        title: t('calendar.unblockFailed'),
        description: problem.message ? translateServerMessage(problem.message) : t('calendar.tryAgain'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const shownMonths = Array.from({ length: months }, (_, index) => addMonths(firstMonth, index));
  const ownBlocks = calendar.blocks;
  return (
    <Stack gap="8">
      <HStack gap="3" wrap="wrap">
        <Text color="fg.muted">{t('calendar.forListing')}</Text>
        <Link asChild fontWeight="semibold" colorPalette="brand">
          <RouterLink to={buildPath(PATHS.item, { id: item.id })}>{item.title}</RouterLink>
        </Link>
      </HStack>

      <Stack as="section" aria-labelledby="calendar-heading" gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="calendar-heading">
            {t('calendar.calendarHeading')}
          </Heading>
          <Text color="fg.muted" id="calendar-help">
            {t('calendar.help')}
          </Text>
        </Stack>
        <Legend />
        <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
          <Stack gap="3" flex="2" w="full" minW="0">
            <HStack justify="space-between">
              <IconButton
                variant="outline"
                size="sm"
                aria-label={t('calendar.previousMonth')}
                onClick={() => page(-1)}
              >
                <LuChevronLeft />
              </IconButton>
              <Text aria-live="polite" fontWeight="medium" srOnly>
                {shownMonths.map((month) => showMonth(month, f)).join(', ')}
              </Text>
              <IconButton
                variant="outline"
                size="sm"
                aria-label={t('calendar.nextMonth')}
                onClick={() => page(1)}
              >
                <LuChevronRight />
              </IconButton>
            </HStack>
            <Flex
              ref={attachGrids}
              direction="row"
              gap="4"
              onPointerMove={onGridPointerMove}
              // A finger resting on a day drags a range: no context menu or callout for the long press.
              onContextMenu={(event) => {
                if (drag.current) event.preventDefault();
              }}
            >
              {shownMonths.map((month) => (
                <MonthGrid
                  key={month}
                  month={month}
                  monthLabel={showMonth(month, f)}
                  weekStartsOn={weekStartsOn}
                  weekdays={weekdays}
                  data={calendar}
                  selection={selection}
                  focused={focused}
                  dayLabel={(info, mark) => dayLabel(info, mark, t, f)}
                  onPick={(date) => {
                    if (dragEnded.current) return;
                    setFocused(date);
                    setSelection((current) => pickDay(current, date, calendar));
                  }}
                  onDayPointerDown={onDayPointerDown}
                  onKeyDown={onKeyDown}
                  onFocusDay={setFocused}
                  labelledBy="calendar-heading"
                  describedBy="calendar-help"
                />
              ))}
            </Flex>
          </Stack>
          <Box flex="1" w="full" minW="0">
            <SelectionPanel
              key={selection.kind === 'range' ? `${selection.start}-${selection.end}` : selection.kind}
              selection={selection}
              data={calendar}
              busy={busy}
              dragging={dragging}
              onBlock={block}
              onUnblock={unblock}
              onClear={() => setSelection(NO_SELECTION)}
            />
          </Box>
        </Flex>
      </Stack>

      <Stack as="section" aria-labelledby="bookings-heading" gap="3">
        <Heading as="h2" size="lg" id="bookings-heading">
          {t('calendar.bookings.heading')}
        </Heading>
        {!isOwner ? (
          <Text color="fg.muted">{t('calendar.bookings.adminNote')}</Text>
        ) : calendar.bookings.length === 0 ? (
          <Text color="fg.muted">{t('calendar.bookings.empty')}</Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {calendar.bookings.map((booking) => (
              <Box as="li" key={booking.id}>
                <BookingLine booking={booking} t={t} show={show} />
              </Box>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="blocks-heading" gap="3">
        <Heading as="h2" size="lg" id="blocks-heading">
          {t('calendar.blocks.heading')}
        </Heading>
        {ownBlocks.length === 0 ? (
          <Text color="fg.muted">{t('calendar.blocks.empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {ownBlocks.map((blocked) => {
              const dates = t('calendar.bookings.dates', {
                start: show(blocked.startDate),
                end: show(blocked.endDate),
              });
              return (
                <HStack as="li" key={blocked.id} justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold">{dates}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {isOwnerBlock(blocked)
                        ? (blocked.note ?? t('calendar.blocks.noNote'))
                        : t('calendar.blocks.importedSource')}
                    </Text>
                  </Stack>
                  {isOwnerBlock(blocked) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('calendar.blocks.unblockRange', { dates })}
                      onClick={() => void unblock(blocked)}
                    >
                      {t('calendar.blocks.unblock')}
                    </Button>
                  ) : null}
                </HStack>
              );
            })}
          </Stack>
        )}
      </Stack>

      <RulesForm itemId={itemId} rules={data.availabilityRules} />

      <CalendarSync itemId={itemId} />
    </Stack>
  );
}
