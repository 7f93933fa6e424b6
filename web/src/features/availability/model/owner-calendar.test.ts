import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type CalendarData,
  dayInfo,
  dragSelection,
  monthWeeks,
  moveFocus,
  NO_SELECTION,
  pickDay,
  rangeLength,
  rangeProblem,
  type Selection,
  selectionMark,
  visibleFirstMonth,
} from './owner-calendar';

const ownBlock = { id: 7, startDate: '2026-12-10', endDate: '2026-12-12', note: 'Away', source: 'owner' };
const imported = { id: 8, startDate: '2026-12-20', endDate: '2026-12-21', note: null, source: '3' };
const booking = {
  id: 41,
  startDate: '2026-12-05',
  endDate: '2026-12-07',
  status: 'approved',
  renterName: 'Mia Chen',
};

const data: CalendarData = {
  today: '2026-12-02',
  blocks: [ownBlock, imported],
  bookings: [booking],
  unavailable: [
    { startDate: '2026-12-08', endDate: '2026-12-08', kind: 'buffer' },
    { startDate: '2026-12-25', endDate: '2026-12-26', kind: 'booked' },
  ],
};

describe('dayInfo', () => {
  it('tells booked, blocked, imported, buffer and free days apart, and the past and today', () => {
    expect(dayInfo('2026-12-06', data)).toMatchObject({ state: 'booked', bookings: [booking], past: false });
    expect(dayInfo('2026-12-25', data)).toMatchObject({ state: 'booked', bookings: [] });
    expect(dayInfo('2026-12-11', data)).toMatchObject({ state: 'blocked', block: ownBlock });
    expect(dayInfo('2026-12-20', data)).toMatchObject({ state: 'imported', block: imported });
    expect(dayInfo('2026-12-08', data).state).toBe('buffer');
    expect(dayInfo('2026-12-15', data)).toMatchObject({ state: 'free', block: null, bookings: [] });
    expect(dayInfo('2026-12-01', data)).toMatchObject({ past: true, today: false });
    expect(dayInfo('2026-12-02', data)).toMatchObject({ past: false, today: true });
  });

  it('says booked before blocked when a block and a booking share a day, and prefers the owner’s block', () => {
    const both: CalendarData = {
      ...data,
      blocks: [imported, { ...ownBlock, startDate: '2026-12-20', endDate: '2026-12-20' }],
      bookings: [{ ...booking, startDate: '2026-12-21', endDate: '2026-12-21' }],
    };
    expect(dayInfo('2026-12-21', both).state).toBe('booked');
    expect(dayInfo('2026-12-20', both)).toMatchObject({ state: 'blocked', block: { id: 7 } });
  });
});

describe('pickDay: selecting a range to block', () => {
  it('starts a range on a free day and ends it on the next pick, in either order', () => {
    const started = pickDay(NO_SELECTION, '2026-12-15', data);
    expect(started).toEqual({ kind: 'start', start: '2026-12-15' });
    expect(pickDay(started, '2026-12-18', data)).toEqual({
      kind: 'range',
      start: '2026-12-15',
      end: '2026-12-18',
    });
    expect(pickDay(started, '2026-12-13', data)).toEqual({
      kind: 'range',
      start: '2026-12-13',
      end: '2026-12-15',
    });
    expect(pickDay(started, '2026-12-15', data)).toEqual({
      kind: 'range',
      start: '2026-12-15',
      end: '2026-12-15',
    });
  });

  it('ignores past days and starts afresh after a finished range', () => {
    const started = pickDay(NO_SELECTION, '2026-12-15', data);
    expect(pickDay(started, '2026-12-01', data)).toBe(started);
    const range: Selection = { kind: 'range', start: '2026-12-15', end: '2026-12-18' };
    expect(pickDay(range, '2026-12-28', data)).toEqual({ kind: 'start', start: '2026-12-28' });
  });

  it('selects a blocked range (owner’s or imported) and the bookings of a booked day', () => {
    expect(pickDay(NO_SELECTION, '2026-12-12', data)).toEqual({ kind: 'block', block: ownBlock });
    expect(pickDay(NO_SELECTION, '2026-12-21', data)).toEqual({ kind: 'block', block: imported });
    expect(pickDay(NO_SELECTION, '2026-12-05', data)).toEqual({
      kind: 'bookings',
      date: '2026-12-05',
      bookings: [booking],
    });
  });

  it('marks the selection’s ends and inside, and a selected block’s days', () => {
    const range: Selection = { kind: 'range', start: '2026-12-15', end: '2026-12-18' };
    expect(selectionMark('2026-12-15', range)).toBe('start');
    expect(selectionMark('2026-12-16', range)).toBe('inside');
    expect(selectionMark('2026-12-18', range)).toBe('end');
    expect(selectionMark('2026-12-19', range)).toBeNull();
    expect(selectionMark('2026-12-15', { kind: 'start', start: '2026-12-15' })).toBe('startEnd');
    expect(selectionMark('2026-12-11', { kind: 'block', block: ownBlock })).toBe('inside');
    expect(selectionMark('2026-12-11', NO_SELECTION)).toBeNull();
    expect(rangeLength({ start: '2026-12-15', end: '2026-12-21' })).toBe(7);
  });

  it('names the first booking a range would cover, and a fully booked span', () => {
    expect(rangeProblem({ start: '2026-12-01', end: '2026-12-09' }, data)).toEqual({
      kind: 'booking',
      booking,
    });
    expect(rangeProblem({ start: '2026-12-24', end: '2026-12-24' }, data)).toBeNull();
    expect(rangeProblem({ start: '2026-12-24', end: '2026-12-25' }, data)).toEqual({ kind: 'fullyBooked' });
    expect(rangeProblem({ start: '2026-12-08', end: '2026-12-12' }, data)).toBeNull();
  });
});

describe('dragSelection: pressing on a day and dragging over others', () => {
  it('selects the range between the two days in either order, one day when back on the first', () => {
    expect(dragSelection('2026-12-14', '2026-12-17', data)).toEqual({
      kind: 'range',
      start: '2026-12-14',
      end: '2026-12-17',
    });
    expect(dragSelection('2026-12-17', '2026-12-14', data)).toEqual({
      kind: 'range',
      start: '2026-12-14',
      end: '2026-12-17',
    });
    expect(dragSelection('2026-12-14', '2026-12-14', data)).toEqual({
      kind: 'range',
      start: '2026-12-14',
      end: '2026-12-14',
    });
  });

  it('leaves past days out and selects nothing from a past day', () => {
    expect(dragSelection('2026-12-04', '2026-11-28', data)).toEqual({
      kind: 'range',
      start: '2026-12-02',
      end: '2026-12-04',
    });
    expect(dragSelection('2026-12-01', '2026-12-04', data)).toBeNull();
  });

  it('keeps a booked day in the range, so the panel names the booking', () => {
    const range = dragSelection('2026-12-03', '2026-12-09', data);
    expect(range).toEqual({ kind: 'range', start: '2026-12-03', end: '2026-12-09' });
    expect(rangeProblem({ start: '2026-12-03', end: '2026-12-09' }, data)).toEqual({
      kind: 'booking',
      booking,
    });
  });
});

describe('keyboard and month grids', () => {
  it('moves by day, week, week edge and month', () => {
    // 2026-12-16 is a Wednesday.
    expect(moveFocus('2026-12-16', 'ArrowLeft', 1)).toBe('2026-12-15');
    expect(moveFocus('2026-12-31', 'ArrowRight', 1)).toBe('2027-01-01');
    expect(moveFocus('2026-12-16', 'ArrowUp', 1)).toBe('2026-12-09');
    expect(moveFocus('2026-12-16', 'ArrowDown', 1)).toBe('2026-12-23');
    expect(moveFocus('2026-12-16', 'Home', 1)).toBe('2026-12-14');
    expect(moveFocus('2026-12-16', 'Home', 0)).toBe('2026-12-13');
    expect(moveFocus('2026-12-16', 'End', 1)).toBe('2026-12-20');
    expect(moveFocus('2026-12-16', 'End', 0)).toBe('2026-12-19');
    expect(moveFocus('2027-01-31', 'PageDown', 1)).toBe('2027-02-28');
    expect(moveFocus('2026-12-16', 'PageUp', 1)).toBe('2026-11-16');
    expect(addMonths('2026-12-16', 2)).toBe('2027-02-16');
  });

  it('lays a month out in weeks from the locale’s first weekday', () => {
    // December 2026 starts on a Tuesday.
    const monday = monthWeeks('2026-12-16', 1);
    expect(monday[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(monday.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    const sunday = monthWeeks('2026-12-01', 0);
    expect(sunday[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(sunday.flat().filter(Boolean)).toHaveLength(31);
  });

  it('pages the shown months only when focus leaves them', () => {
    expect(visibleFirstMonth('2026-12-01', '2027-01-15', 2)).toBe('2026-12-01');
    expect(visibleFirstMonth('2026-12-01', '2027-02-01', 2)).toBe('2027-01-01');
    expect(visibleFirstMonth('2026-12-01', '2027-01-15', 1)).toBe('2027-01-01');
    expect(visibleFirstMonth('2026-12-01', '2026-11-30', 2)).toBe('2026-11-01');
  });
});
