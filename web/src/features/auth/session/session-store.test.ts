import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { memoryStorage } from '../../../shared/storage/safe-storage';
import { clearSession, decideSession, readCachedSession, writeSession } from './session-store';
import type { SessionUser } from './session-user';

const serverUser: SessionUser = {
  id: 7,
  username: 'kimk',
  fullName: 'Kim Koala',
  email: 'kim@example.com',
  phone: null,
  profileImage: null,
  isVerified: true,
  isLocked: false,
  role: 'user',
  rating: 4.5,
  reviewCount: 2,
  koalaRank: 'junior',
  itemsListed: 1,
  itemsRented: 3,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('readCachedSession', () => {
  it('is empty without the flag', () => {
    expect(readCachedSession(memoryStorage(), memoryStorage())).toEqual({ kind: 'none' });
    const local = memoryStorage({ [STORAGE_KEYS.user]: '{"id":1,"username":"a"}' });
    expect(readCachedSession(local, memoryStorage())).toEqual({ kind: 'none' });
  });

  it('reads a cached user from localStorage, else sessionStorage', () => {
    const local = memoryStorage({
      [STORAGE_KEYS.authFlag]: 'true',
      [STORAGE_KEYS.user]: '{"id":1,"username":"a"}',
    });
    expect(readCachedSession(local, memoryStorage())).toEqual({
      kind: 'user',
      user: { id: 1, username: 'a' },
    });
    const session = memoryStorage({
      [STORAGE_KEYS.authFlag]: 'true',
      [STORAGE_KEYS.user]: '{"id":2,"username":"b","role":"admin","extra":1}',
    });
    expect(readCachedSession(memoryStorage(), session)).toEqual({
      kind: 'user',
      user: { id: 2, username: 'b', role: 'admin' },
    });
  });

  it('reports a flag without a readable user as corrupt', () => {
    const missing = memoryStorage({ [STORAGE_KEYS.authFlag]: 'true' });
    expect(readCachedSession(missing, memoryStorage())).toEqual({ kind: 'corrupt', reason: 'missing-user' });
    for (const raw of ['{not json', 'null', '"x"', '{"id":"1","username":"a"}', '{"id":1,"username":""}']) {
      const local = memoryStorage({ [STORAGE_KEYS.authFlag]: 'true', [STORAGE_KEYS.user]: raw });
      expect(readCachedSession(local, memoryStorage())).toEqual({
        kind: 'corrupt',
        reason: 'unparseable-user',
      });
    }
  });
});

describe('writeSession / clearSession', () => {
  it('writes the flag, a small user record, the timestamp and remember-me', () => {
    const local = memoryStorage();
    writeSession(local, serverUser, { remember: true, now: new Date(1000) });
    expect(local.dump()).toEqual({
      [STORAGE_KEYS.authFlag]: 'true',
      [STORAGE_KEYS.user]: JSON.stringify({
        id: 7,
        username: 'kimk',
        fullName: 'Kim Koala',
        role: 'user',
        profileImage: null,
        koalaRank: 'junior',
      }),
      [STORAGE_KEYS.authTimestamp]: '1000',
      [STORAGE_KEYS.remember]: 'true',
    });
    expect(readCachedSession(local, memoryStorage())).toMatchObject({ kind: 'user', user: { id: 7 } });
  });

  it('keeps remember-me when not given and clears every storage', () => {
    const local = memoryStorage({ [STORAGE_KEYS.remember]: 'false', other: 'x' });
    writeSession(local, serverUser);
    expect(local.getItem(STORAGE_KEYS.remember)).toBe('false');
    const session = memoryStorage({ [STORAGE_KEYS.authFlag]: 'true' });
    clearSession(local, session);
    expect(local.dump()).toEqual({ other: 'x' });
    expect(session.dump()).toEqual({});
  });
});

describe('decideSession', () => {
  const cached = { kind: 'user', user: { id: 7, username: 'kimk' } } as const;

  it('shows the cached user while the server has not answered', () => {
    expect(decideSession({ state: 'loading' }, cached)).toEqual({
      status: 'authenticated',
      user: cached.user,
      confirmed: false,
      persist: 'none',
    });
    expect(decideSession({ state: 'loading' }, { kind: 'none' }).status).toBe('loading');
  });

  it('trusts the server user and caches it', () => {
    expect(decideSession({ state: 'ok', user: serverUser }, { kind: 'none' })).toEqual({
      status: 'authenticated',
      user: serverUser,
      confirmed: true,
      persist: 'write',
    });
  });

  it('treats a server null as signed out and clears a cached session', () => {
    expect(decideSession({ state: 'ok', user: null }, cached)).toEqual({
      status: 'anonymous',
      user: null,
      confirmed: true,
      persist: 'clear',
    });
    expect(decideSession({ state: 'ok', user: null }, { kind: 'none' }).persist).toBe('none');
  });

  it('keeps the cached user when the server cannot be reached', () => {
    expect(decideSession({ state: 'error' }, cached).user).toEqual(cached.user);
    expect(decideSession({ state: 'error' }, { kind: 'none' }).status).toBe('anonymous');
  });
});
