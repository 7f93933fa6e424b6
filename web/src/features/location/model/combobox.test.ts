import { describe, expect, it } from 'vitest';
import { closedCombobox, comboboxKey, suggestionQuery } from './combobox';

describe('suggestionQuery', () => {
  it('asks only from two characters, trimmed', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' s ')).toBeNull();
    expect(suggestionQuery(' Sy ')).toBe('Sy');
  });
});

describe('comboboxKey', () => {
  const open = (active: number, count = 3) => ({ open: true, active, count });

  it('opens on Down at the first option, and Alt+Down opens without moving', () => {
    expect(comboboxKey({ open: false, active: -1, count: 3 }, 'ArrowDown')).toEqual({
      state: { open: true, active: 0 },
      preventDefault: true,
    });
    expect(comboboxKey({ open: false, active: -1, count: 0 }, 'ArrowDown')?.state).toEqual({
      open: true,
      active: -1,
    });
    expect(comboboxKey({ open: false, active: -1, count: 3 }, 'ArrowDown', true)?.state).toEqual({
      open: true,
      active: -1,
    });
  });

  it('moves down and up, wrapping at both ends', () => {
    expect(comboboxKey(open(0), 'ArrowDown')?.state.active).toBe(1);
    expect(comboboxKey(open(2), 'ArrowDown')?.state.active).toBe(0);
    expect(comboboxKey(open(1), 'ArrowUp')?.state.active).toBe(0);
    expect(comboboxKey(open(0), 'ArrowUp')?.state.active).toBe(2);
    expect(comboboxKey(open(-1), 'ArrowUp')?.state.active).toBe(2);
    expect(comboboxKey(open(-1, 0), 'ArrowDown')?.state.active).toBe(-1);
  });

  it('chooses the highlighted option on Enter, and leaves Enter to the form otherwise', () => {
    expect(comboboxKey(open(1), 'Enter')).toEqual({ state: closedCombobox, preventDefault: true, choose: 1 });
    expect(comboboxKey(open(-1), 'Enter')).toBeNull();
    expect(comboboxKey({ open: false, active: -1, count: 3 }, 'Enter')).toBeNull();
  });

  it('closes on Escape and Tab; Tab still moves focus on', () => {
    expect(comboboxKey(open(1), 'Escape')).toEqual({ state: closedCombobox, preventDefault: true });
    expect(comboboxKey({ open: false, active: -1, count: 0 }, 'Escape')).toBeNull();
    expect(comboboxKey(open(1), 'Tab')).toEqual({ state: closedCombobox, preventDefault: false });
  });

  it('leaves typing keys to the field', () => {
    expect(comboboxKey(open(1), 'a')).toBeNull();
    expect(comboboxKey(open(1), 'Home')).toBeNull();
  });
});
