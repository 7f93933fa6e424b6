import { RequireAuth } from '../../features/auth/components/require-auth';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function ListItemPage() {
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirect: 'list-item' })}>
      <PlaceholderPage title="List an Item" />
    </RequireAuth>
  );
}
