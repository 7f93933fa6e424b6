import { Alert } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { EditListing } from '../../features/listing/components/edit-listing';
import { parseRouteId } from '../../features/listing/route-id';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { currentPath } from '../../shared/routes/redirect-target';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /edit-item/{id}: the owner's listing form, prefilled; signed-out visitors sign in and come back. */
export function EditItemPage() {
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params.id);
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirectTo: currentPath(location) })}>
      <PageContainer title="Edit Item" subtitle="Update your listing's details, prices and photos.">
        {id === null ? (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>Item not found</Alert.Title>
          </Alert.Root>
        ) : (
          <EditListing key={id} itemId={id} />
        )}
      </PageContainer>
    </RequireAuth>
  );
}
