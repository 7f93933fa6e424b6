import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { type AuthTab, OPEN_AUTH_MODAL_EVENT, openAuthModal, tabFromEventDetail } from '../auth-modal-events';
import { useSession } from '../hooks/session-context';

// The dialog (forms, zod schemas, tabs) is fetched the first time it opens: most page views never open it.
const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

/** Fetches the dialog ahead of its opening: the pointer or focus is on a button that opens it. */
export function prefetchAuthDialog(): void {
  loadAuthDialog().catch(() => undefined);
}

interface AuthModalContextValue {
  open(tab?: AuthTab): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null);

/** Owns the auth dialog; anything can open it with the 'openAuthModal' window event. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [state, setState] = useState<{ open: boolean; tab: AuthTab }>({ open: false, tab: 'login' });
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
      setState({ open: true, tab: tabFromEventDetail(detail) });
      setOpened(true);
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  // Spec §2: the dialog closes itself when the user becomes authenticated.
  const authenticated = session.status === 'authenticated' && session.confirmed;
  useEffect(() => {
    if (authenticated) setState((current) => (current.open ? { ...current, open: false } : current));
  }, [authenticated]);

  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);

  // Following a link out of the dialog (e.g. 'Open the local mailbox') closes it.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);
  const value = useMemo<AuthModalContextValue>(() => ({ open: (tab) => openAuthModal(tab), close }), [close]);

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={state.open && !authenticated}
            tab={state.tab}
            onTabChange={(tab) => setState((current) => ({ ...current, tab }))}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
