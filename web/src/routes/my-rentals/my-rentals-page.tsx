import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function MyRentalsPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth
      redirectTo={buildPath(PATHS.auth, {}, { redirectTo: PATHS.myRentals })}
      message={t('auth.myRentalsSignIn')}
    >
      <PlaceholderPage title="My Rentals" />
    </RequireAuth>
  );
}
