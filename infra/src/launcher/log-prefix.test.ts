import { describe, expect, it } from 'vitest';
import { createLinePrefixer, formatPrefix, shouldUseColor } from './log-prefix.js';

describe('formatPrefix', () => {
  it('pads labels so columns line up', () => {
    expect(formatPrefix('web', { width: 8, color: null })).toBe('web      |');
    expect(formatPrefix('gateway', { width: 8, color: null })).toBe('gateway  |');
  });
  it('wraps the prefix in an ANSI colour when asked', () => {
    expect(formatPrefix('web', { width: 3, color: 36 })).toBe('\u001b[36mweb |\u001b[0m');
  });
});

describe('createLinePrefixer', () => {
  const plain = { width: 7, color: null };

  it('prefixes every complete line', () => {
    const p = createLinePrefixer('gateway', plain);
    expect(p.push('one\ntwo\n')).toEqual(['gateway | one', 'gateway | two']);
  });

  it('holds a partial line until it is completed by a later chunk', () => {
    const p = createLinePrefixer('gateway', plain);
    expect(p.push('hel')).toEqual([]);
    expect(p.push('lo\nwor')).toEqual(['gateway | hello']);
    expect(p.push('ld\n')).toEqual(['gateway | world']);
  });

  it('handles CRLF and keeps empty lines', () => {
    const p = createLinePrefixer('gateway', plain);
    expect(p.push('a\r\n\r\nb\n')).toEqual(['gateway | a', 'gateway | ', 'gateway | b']);
  });

  it('flushes an unterminated last line once', () => {
    const p = createLinePrefixer('gateway', plain);
    p.push('tail');
    expect(p.flush()).toEqual(['gateway | tail']);
    expect(p.flush()).toEqual([]);
  });
});

describe('shouldUseColor', () => {
  it('follows NO_COLOR, then FORCE_COLOR, then the terminal', () => {
    expect(shouldUseColor({ NO_COLOR: '1' }, true)).toBe(false);
    expect(shouldUseColor({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(shouldUseColor({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(shouldUseColor({}, true)).toBe(true);
    expect(shouldUseColor({}, false)).toBe(false);
  });
});
