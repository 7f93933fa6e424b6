import { type CalendarData, dragSelection, NO_SELECTION, pickDay, type Selection } from './owner-calendar';

/**
 * A press on a day of the owner's calendar followed as it moves over other days, as pure steps (the component feeds
 * them pointer events). A mouse drags at once; a finger or a pen first rests on the day for `HOLD_MS`, so a swipe
 * across the calendar still scrolls the page on a phone. A drag from a day a click would start a range on selects
 * the days between; from a blocked or booked day it does what a click on that day does (blocks are unblocked whole,
 * so there is no range of them to drag).
 */

/** How long a finger or pen rests on a day before moving it drags a range instead of scrolling the page. */
export const HOLD_MS = 350;

export interface DayDrag {
  pointerId: number;
  /** The day pressed. */
  anchor: string;
  /** The day under the pointer now. */
  over: string;
  /**
   * 'holding': a finger or pen is down and has not rested long enough yet: moving now scrolls, it does not drag.
   * 'pressed': a mouse is down on the day: moving over another day starts the drag.
   * 'dragging': the drag is under way (moved over another day, or a finger rested on the day).
   */
  phase: 'holding' | 'pressed' | 'dragging';
  /** What the drag chooses: the range between the days, or what a click on the day pressed chooses. */
  picks: 'range' | 'click';
}

interface DayPress {
  pointerId: number;
  /** PointerEvent.pointerType: 'mouse', 'touch' or 'pen'. */
  pointerType: string;
  /** PointerEvent.button: 0 for a mouse's main button, a finger or a pen's tip. */
  button: number;
}

/** A press on a day: the drag it may start, or null (another mouse button, a past day). */
export function pressDay(press: DayPress, date: string, data: CalendarData): DayDrag | null {
  if (press.button !== 0 || date < data.today) return null;
  return {
    pointerId: press.pointerId,
    anchor: date,
    over: date,
    phase: press.pointerType === 'mouse' ? 'pressed' : 'holding',
    picks: pickDay(NO_SELECTION, date, data).kind === 'start' ? 'range' : 'click',
  };
}

/** The finger or pen has rested on the day: the drag begins where it is (a mouse's press is unchanged). */
export function holdDay(drag: DayDrag): DayDrag {
  return drag.phase === 'holding' ? { ...drag, phase: 'dragging' } : drag;
}

/**
 * The pressed pointer is over `date` now: the drag goes on there, or ends (null) when a finger left its day before
 * resting on it, which is the page scrolling.
 */
export function moveOverDay(drag: DayDrag, date: string): DayDrag | null {
  if (date === drag.over) return drag;
  if (drag.phase === 'holding') return null;
  return { ...drag, over: date, phase: 'dragging' };
}

/** What the calendar shows while dragging: the range so far, or null to leave the choice as it is. */
export function dragShows(drag: DayDrag, data: CalendarData): Selection | null {
  if (drag.phase !== 'dragging' || drag.picks !== 'range') return null;
  return dragSelection(drag.anchor, drag.over, data);
}

/**
 * The pointer is released: what is chosen and which day takes focus (the keyboard goes on from there), or null when
 * it was no drag (a press and release on one day is a click, which picks as usual).
 */
export function releaseDrag(
  drag: DayDrag,
  selection: Selection,
  data: CalendarData,
): { selection: Selection; focus: string } | null {
  if (drag.phase !== 'dragging') return null;
  if (drag.picks === 'click') return { selection: pickDay(selection, drag.anchor, data), focus: drag.anchor };
  const range = dragSelection(drag.anchor, drag.over, data);
  return range ? { selection: range, focus: drag.over } : null;
}
