import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useSession } from '../hooks/session-context';

export interface RequireAuthProps {
  /** Where signed-out visitors are sent (spec §2 gives one per screen). */
  redirectTo: string;
  /** Shown on the sign-in page, e.g. 'Please sign in to view your rentals'. */
  message?: string;
  children: ReactNode;
}

/** Renders children for signed-in users; a spinner while the session loads; else redirects. */
export function RequireAuth({ redirectTo, message, children }: RequireAuthProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'anonymous') {
    return <Navigate to={redirectTo} replace state={message ? { message } : undefined} />;
  }
  return <>{children}</>;
}
