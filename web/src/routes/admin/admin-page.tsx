import { Navigate } from 'react-router-dom';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useSession } from '../../features/auth/hooks/session-context';
import { PATHS } from '../../shared/routes/paths';
import { PageSpinner } from '../../shared/ui/page-spinner';

/** Spec §2 /admin: the admin dashboard for admins; anyone else is sent to /. */
export function AdminPage() {
  const session = useSession();
  // Wait for the server: a cached user's role is only a hint.
  if (!session.settled) return <PageSpinner />;
  if (!session.confirmed || !session.isAdmin) return <Navigate to={PATHS.home} replace />;
  return <AdminDashboard />;
}
