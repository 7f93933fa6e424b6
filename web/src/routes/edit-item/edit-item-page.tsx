import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { EditListing } from '../../features/listing/components/edit-listing';
import { parseRouteId } from '../../features/listing/route-id';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { currentPath } from '../../shared/routes/redirect-target';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /edit-item/{id}: the owner's listing form, prefilled; signed-out visitors sign in and come back. */
export function EditItemPage() {
  const { t } = useTranslation('listing');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params.id);
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirectTo: currentPath(location) })}>
      <PageContainer title={t('pages.edit.title')} subtitle={t('pages.edit.subtitle')}>
        {id === null ? (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('edit.notFound')}</Alert.Title>
          </Alert.Root>
        ) : (
          <EditListing key={id} itemId={id} />
        )}
      </PageContainer>
    </RequireAuth>
  );
}
