/** Suggestions are asked for 200 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** How many suggestions the list shows. */
export const PLACE_SUGGESTION_LIMIT = 8;
/** The server answers [] below two characters; the client does not ask. */
const MIN_SUGGESTION_CHARS = 2;

/** The text worth asking suggestions for, or null when it is too short. */
export function suggestionQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= MIN_SUGGESTION_CHARS ? query : null;
}

export interface ComboboxState {
  open: boolean;
  /** The highlighted option (aria-activedescendant), -1 for none. */
  active: number;
}

export const closedCombobox: ComboboxState = { open: false, active: -1 };

export interface KeyOutcome {
  state: ComboboxState;
  /** The key's own effect (caret move, form submit, closing a dialog) must not happen too. */
  preventDefault: boolean;
  /** Choose this option (Enter). */
  choose?: number;
}

/**
 * The WAI-ARIA combobox keyboard rules for a list box popup: Down opens (on the first option) or moves down (wrapping), Up moves up
 * (wrapping), Alt+Down opens without moving, Enter chooses the highlighted option, Escape closes, Tab closes
 * and moves on. Null when the key is the text field's own (typing, Home/End, Enter with nothing highlighted:
 * the surrounding form submits).
 */
export function comboboxKey(
  current: { open: boolean; active: number; count: number },
  key: string,
  altKey = false,
): KeyOutcome | null {
  const { open, active, count } = current;
  switch (key) {
    case 'ArrowDown':
      if (altKey) return { state: { open: true, active }, preventDefault: true };
      if (!open) return { state: { open: true, active: count > 0 ? 0 : -1 }, preventDefault: true };
      if (count === 0) return { state: { open, active: -1 }, preventDefault: true };
      return { state: { open, active: active + 1 >= count ? 0 : active + 1 }, preventDefault: true };
    case 'ArrowUp':
      if (count === 0) return { state: { open: true, active: -1 }, preventDefault: true };
      return { state: { open: true, active: active <= 0 ? count - 1 : active - 1 }, preventDefault: true };
    case 'Enter':
      if (open && active >= 0 && active < count)
        return { state: closedCombobox, preventDefault: true, choose: active };
      return null;
    case 'Escape':
      return open ? { state: closedCombobox, preventDefault: true } : null;
    case 'Tab':
      return open ? { state: closedCombobox, preventDefault: false } : null;
    default:
      return null;
  }
}
