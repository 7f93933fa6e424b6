import { RequireAuth } from '../../features/auth/components/require-auth';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function ProfilePage() {
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirect: 'profile' })}>
      <PlaceholderPage title="My Account" />
    </RequireAuth>
  );
}
