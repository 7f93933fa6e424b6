import { STORAGE_KEYS } from '../../../shared/storage/keys';
import type { StorageLike } from '../../../shared/storage/safe-storage';
import type { CachedUser, SessionUser } from './session-user';

export type CachedSession =
  | { kind: 'none' }
  | { kind: 'user'; user: CachedUser }
  | { kind: 'corrupt'; reason: 'missing-user' | 'unparseable-user' };

function parseCachedUser(raw: string): CachedUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.id;
  const username = record.username;
  if (typeof id !== 'number' || !Number.isInteger(id) || typeof username !== 'string' || username === '') {
    return null;
  }
  const user: CachedUser = { id, username };
  if (typeof record.fullName === 'string') user.fullName = record.fullName;
  if (typeof record.role === 'string') user.role = record.role;
  if (typeof record.profileImage === 'string' || record.profileImage === null)
    user.profileImage = record.profileImage;
  if (typeof record.koalaRank === 'string') user.koalaRank = record.koalaRank;
  return user;
}

/**
 * Reads the cached session from localStorage, falling back to sessionStorage (spec §3: the keys exist
 * in both). A set flag without a readable user is reported as corrupt; the caller clears it.
 */
export function readCachedSession(local: StorageLike, session: StorageLike): CachedSession {
  const flag = local.getItem(STORAGE_KEYS.authFlag) ?? session.getItem(STORAGE_KEYS.authFlag);
  if (flag !== 'true') return { kind: 'none' };
  const raw = local.getItem(STORAGE_KEYS.user) ?? session.getItem(STORAGE_KEYS.user);
  if (raw === null) return { kind: 'corrupt', reason: 'missing-user' };
  const user = parseCachedUser(raw);
  return user ? { kind: 'user', user } : { kind: 'corrupt', reason: 'unparseable-user' };
}

function toCachedUser(user: SessionUser | CachedUser): CachedUser {
  return {
    id: user.id,
    username: user.username,
    ...(user.fullName !== undefined ? { fullName: user.fullName } : {}),
    ...(user.role !== undefined ? { role: user.role } : {}),
    ...(user.profileImage !== undefined ? { profileImage: user.profileImage } : {}),
    ...(user.koalaRank !== undefined ? { koalaRank: user.koalaRank } : {}),
  };
}

export interface WriteOptions {
  /** Keep the remember-me choice already stored when undefined. */
  remember?: boolean;
  now?: Date;
}

/** Caches a signed-in user (spec §4: a returned user is cached locally). */
export function writeSession(
  local: StorageLike,
  user: SessionUser | CachedUser,
  options: WriteOptions = {},
): void {
  local.setItem(STORAGE_KEYS.authFlag, 'true');
  local.setItem(STORAGE_KEYS.user, JSON.stringify(toCachedUser(user)));
  local.setItem(STORAGE_KEYS.authTimestamp, String((options.now ?? new Date()).getTime()));
  if (options.remember !== undefined) local.setItem(STORAGE_KEYS.remember, String(options.remember));
}

/** Removes the session keys from every given storage. */
export function clearSession(...storages: StorageLike[]): void {
  for (const storage of storages) {
    storage.removeItem(STORAGE_KEYS.authFlag);
    storage.removeItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.authTimestamp);
    storage.removeItem(STORAGE_KEYS.remember);
  }
}

export type ServerAnswer =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ok'; user: SessionUser | null };

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionDecision {
  status: SessionStatus;
  user: SessionUser | CachedUser | null;
  /** True once the server has answered for this user (false while showing a cached user). */
  confirmed: boolean;
  /** What to do with browser storage. */
  persist: 'write' | 'clear' | 'none';
}

/**
 * Combines the server's `me` answer with the cached session.
 *
 * Our reading of spec §4: the server is the source of truth, so a server `null` means signed out and
 * the cached flags are cleared (the spec's "restore the cached user after 100 ms" would show a user
 * the server no longer knows). The cached user is only shown while the server has not answered yet
 * or cannot be reached.
 */
export function decideSession(answer: ServerAnswer, cached: CachedSession): SessionDecision {
  const cachedUser = cached.kind === 'user' ? cached.user : null;
  switch (answer.state) {
    case 'loading':
      return cachedUser
        ? { status: 'authenticated', user: cachedUser, confirmed: false, persist: 'none' }
        : { status: 'loading', user: null, confirmed: false, persist: 'none' };
    case 'error':
      return cachedUser
        ? { status: 'authenticated', user: cachedUser, confirmed: false, persist: 'none' }
        : { status: 'anonymous', user: null, confirmed: false, persist: 'none' };
    case 'ok':
      if (answer.user)
        return { status: 'authenticated', user: answer.user, confirmed: true, persist: 'write' };
      return {
        status: 'anonymous',
        user: null,
        confirmed: true,
        persist: cached.kind === 'none' ? 'none' : 'clear',
      };
  }
}
