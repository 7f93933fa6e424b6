import type { IncomingMessage } from 'node:http';
import { SessionStore } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../modules/accounts/oauth/oauth.service.js';
import { parseCookies, sessionIdFrom } from './cookies.js';

describe('session cookies', () => {
  it('parses a Cookie header, keeping the first of repeated names', () => {
    expect(parseCookies('a=1; koala.sid=abc%20d; a=2; broken; =x')).toEqual({ a: '1', 'koala.sid': 'abc d' });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('finds the session cookie wherever it stands in the header', () => {
    const id = 'A'.repeat(43);
    const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
    expect(sessionIdFrom(req(`koala.sid=${id}`))).toBe(id);
    expect(sessionIdFrom(req(`a=1; koala.sid=${id}; koalarent_session=1`))).toBe(id);
    expect(sessionIdFrom(req(`xkoala.sid=nope; koala.sid=${id}`))).toBe(id);
    expect(sessionIdFrom(req('koala.sid=%41%42'))).toBe('AB');
    expect(sessionIdFrom(req('a=1'))).toBeUndefined();
    expect(sessionIdFrom(req())).toBeUndefined();
  });

  it('only looks up well-formed session ids', () => {
    expect(SessionStore.isWellFormedId('A'.repeat(43))).toBe(true);
    expect(SessionStore.isWellFormedId('A'.repeat(42))).toBe(false);
    expect(SessionStore.isWellFormedId('*'.repeat(43))).toBe(false);
    expect(SessionStore.isWellFormedId(undefined)).toBe(false);
  });

  it('keeps remember-me sessions 30 days and browser sessions a day', () => {
    expect(SessionStore.ttlFor(true)).toBe(2_592_000);
    expect(SessionStore.ttlFor(false)).toBe(86_400);
  });
});

describe('social sign-in return path', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnTo('/item/4?rent=true')).toBe('/item/4?rent=true');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
