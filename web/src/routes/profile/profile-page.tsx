import { RequireAuth } from '../../features/auth/components/require-auth';
import { useSession } from '../../features/auth/hooks/session-context';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { buildPath, PATHS } from '../../shared/routes/paths';

function OwnAccount() {
  const { user } = useSession();
  // RequireAuth renders this only with a user.
  return user ? <ProfileScreen userId={user.id} account /> : null;
}

/** Spec §2 /profile: the own account ('My Account'); signed out → /auth?redirect=profile. */
export function ProfilePage() {
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirect: 'profile' })}>
      <OwnAccount />
    </RequireAuth>
  );
}
