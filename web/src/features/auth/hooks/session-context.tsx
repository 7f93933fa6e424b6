import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { SESSION_ENDED_EVENT } from '../../../shared/session-events';
import { localStore, sessionStore } from '../../../shared/storage/safe-storage';
import { ME_QUERY } from '../graphql/me.query';
import {
  type CachedSession,
  clearSession,
  decideSession,
  readCachedSession,
  type ServerAnswer,
  type SessionStatus,
  writeSession,
} from '../session/session-store';
import { type CachedUser, isAdmin, type SessionUser } from '../session/session-user';

/** Spec §7: the current user is refetched every 5 minutes and on window focus. */
const ME_REFRESH_MS = 5 * 60 * 1000;

export interface Session {
  status: SessionStatus;
  user: SessionUser | CachedUser | null;
  /** The server has answered for this session (false while a cached user is shown). */
  confirmed: boolean;
  /** The `me` request has finished (answered or failed). */
  settled: boolean;
  isAdmin: boolean;
  refetch(): Promise<unknown>;
}

const SessionContext = createContext<Session | null>(null);

function readInitialCache(): CachedSession {
  const cached = readCachedSession(localStore, sessionStore);
  if (cached.kind === 'corrupt') {
    // Spec §4: a set flag without a readable user clears the state (both storages) and logs an error.
    console.error(`Stored session was unusable (${cached.reason}); clearing it.`);
    clearSession(localStore, sessionStore);
    return { kind: 'none' };
  }
  return cached;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [cached, setCached] = useState<CachedSession>(readInitialCache);
  const { data, error, loading, refetch } = useQuery(ME_QUERY, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    pollInterval: ME_REFRESH_MS,
    notifyOnNetworkStatusChange: false,
  });

  useEffect(() => {
    const onFocus = () => {
      void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener(SESSION_ENDED_EVENT, onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(SESSION_ENDED_EVENT, onFocus);
    };
  }, [refetch]);

  const answer: ServerAnswer =
    data !== undefined
      ? { state: 'ok', user: data.me }
      : error && !loading
        ? { state: 'error' }
        : { state: 'loading' };
  const decision = decideSession(answer, cached);

  const serverUser = answer.state === 'ok' ? answer.user : undefined;
  useEffect(() => {
    if (decision.persist === 'write' && serverUser) {
      writeSession(localStore, serverUser);
      setCached((current) =>
        current.kind === 'user' && current.user.id === serverUser.id
          ? current
          : { kind: 'user', user: serverUser },
      );
    } else if (decision.persist === 'clear') {
      clearSession(localStore, sessionStore);
      setCached({ kind: 'none' });
    }
  }, [decision.persist, serverUser]);

  const value = useMemo<Session>(
    () => ({
      status: decision.status,
      user: decision.user,
      confirmed: decision.confirmed,
      settled: answer.state !== 'loading',
      isAdmin: isAdmin(decision.user),
      refetch: () => refetch(),
    }),
    [decision.status, decision.user, decision.confirmed, answer.state, refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
