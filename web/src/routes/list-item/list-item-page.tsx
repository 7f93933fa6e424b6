import { RequireAuth } from '../../features/auth/components/require-auth';
import { CreateListing } from '../../features/listing/components/create-listing';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /list-item: login required (signed out → /auth?redirect=list-item; a spinner while auth loads). */
export function ListItemPage() {
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirect: 'list-item' })}>
      <PageContainer
        title="List Your Item"
        subtitle="Earn money from things you own. New listings are checked by our team before they go live."
      >
        <CreateListing />
      </PageContainer>
    </RequireAuth>
  );
}
