import { describe, expect, it } from 'vitest';
import { type DayDrag, dragShows, holdDay, moveOverDay, pressDay, releaseDrag } from './day-drag';
import { type CalendarData, NO_SELECTION, type Selection } from './owner-calendar';

const ownBlock = { id: 7, startDate: '2026-12-10', endDate: '2026-12-12', note: 'Away', source: 'owner' };
const booking = {
  id: 41,
  startDate: '2026-12-05',
  endDate: '2026-12-07',
  status: 'approved',
  renterName: 'Mia',
};
const data: CalendarData = {
  today: '2026-12-02',
  blocks: [ownBlock],
  bookings: [booking],
  unavailable: [{ startDate: '2026-12-08', endDate: '2026-12-08', kind: 'buffer' }],
};

const mouse = { pointerId: 1, pointerType: 'mouse', button: 0 };
const finger = { pointerId: 2, pointerType: 'touch', button: 0 };

/** Presses on `from`, moves over each day of `path` in turn, and releases: what is chosen then. */
function drag(press: typeof mouse, from: string, path: string[], selection: Selection = NO_SELECTION) {
  let current: DayDrag | null = pressDay(press, from, data);
  const shown: (Selection | null)[] = [];
  for (const date of path) {
    if (!current) break;
    current = moveOverDay(current, date);
    shown.push(current ? dragShows(current, data) : null);
  }
  return { shown, released: current ? releaseDrag(current, selection, data) : null };
}

describe('dragging across days with a mouse', () => {
  it('selects the growing range from the day pressed, across a month’s end, and keeps it on release', () => {
    const { shown, released } = drag(mouse, '2026-12-30', ['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(shown).toEqual([
      { kind: 'range', start: '2026-12-30', end: '2026-12-31' },
      { kind: 'range', start: '2026-12-30', end: '2027-01-01' },
      { kind: 'range', start: '2026-12-30', end: '2027-01-02' },
    ]);
    expect(released).toEqual({
      selection: { kind: 'range', start: '2026-12-30', end: '2027-01-02' },
      focus: '2027-01-02',
    });
  });

  it('drags backwards, and from a buffer day as from a free one', () => {
    expect(drag(mouse, '2026-12-08', ['2026-12-04', '2026-12-03']).released?.selection).toEqual({
      kind: 'range',
      start: '2026-12-03',
      end: '2026-12-08',
    });
  });

  it('is a click, not a drag, when released on the day pressed without leaving it', () => {
    const pressed = pressDay(mouse, '2026-12-20', data) as DayDrag;
    expect(moveOverDay(pressed, '2026-12-20')).toBe(pressed);
    expect(dragShows(pressed, data)).toBeNull();
    expect(releaseDrag(pressed, NO_SELECTION, data)).toBeNull();
  });

  it('does what a click does when pressed on a blocked or a booked day: blocks are unblocked whole', () => {
    const fromBlock = drag(mouse, '2026-12-11', ['2026-12-13', '2026-12-14']);
    expect(fromBlock.shown).toEqual([null, null]);
    expect(fromBlock.released).toEqual({
      selection: { kind: 'block', block: ownBlock },
      focus: '2026-12-11',
    });
    expect(drag(mouse, '2026-12-06', ['2026-12-09']).released).toEqual({
      selection: { kind: 'bookings', date: '2026-12-06', bookings: [booking] },
      focus: '2026-12-06',
    });
    // With a range begun by a click, the blocked day ends it, as a click on it would.
    expect(
      drag(mouse, '2026-12-11', ['2026-12-14'], { kind: 'start', start: '2026-12-03' }).released?.selection,
    ).toEqual({ kind: 'range', start: '2026-12-03', end: '2026-12-11' });
  });

  it('starts nothing on a past day or with another button', () => {
    expect(pressDay(mouse, '2026-12-01', data)).toBeNull();
    expect(pressDay({ ...mouse, button: 2 }, '2026-12-20', data)).toBeNull();
  });
});

describe('dragging with a finger', () => {
  it('scrolls instead when the finger moves off its day before resting on it', () => {
    const pressed = pressDay(finger, '2026-12-20', data) as DayDrag;
    expect(pressed.phase).toBe('holding');
    expect(moveOverDay(pressed, '2026-12-27')).toBeNull();
    expect(releaseDrag(pressed, NO_SELECTION, data)).toBeNull();
  });

  it('drags once it has rested: the day shows chosen at once, then the range grows', () => {
    const held = holdDay(pressDay(finger, '2026-12-20', data) as DayDrag);
    expect(dragShows(held, data)).toEqual({ kind: 'range', start: '2026-12-20', end: '2026-12-20' });
    expect(releaseDrag(held, NO_SELECTION, data)?.selection).toEqual({
      kind: 'range',
      start: '2026-12-20',
      end: '2026-12-20',
    });
    const moved = moveOverDay(held, '2026-12-22') as DayDrag;
    expect(dragShows(moved, data)).toEqual({ kind: 'range', start: '2026-12-20', end: '2026-12-22' });
    expect(releaseDrag(moved, NO_SELECTION, data)?.focus).toBe('2026-12-22');
  });

  it('leaves a mouse’s press as it is when the rest time passes', () => {
    const pressed = pressDay(mouse, '2026-12-20', data) as DayDrag;
    expect(holdDay(pressed)).toBe(pressed);
  });
});
