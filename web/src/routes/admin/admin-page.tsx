import { Navigate } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/session-context';
import { PATHS } from '../../shared/routes/paths';
import { PlaceholderPage } from '../../shared/ui/page-container';
import { PageSpinner } from '../../shared/ui/page-spinner';

export function AdminPage() {
  const session = useSession();
  // Wait for the server: a cached user's role is only a hint.
  if (!session.settled) return <PageSpinner />;
  if (!session.confirmed || !session.isAdmin) return <Navigate to={PATHS.home} replace />;
  return <PlaceholderPage title="Admin Dashboard" />;
}
