import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { CreateListing } from '../../features/listing/components/create-listing';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /list-item: login required (signed out → /auth?redirect=list-item; a spinner while auth loads). */
export function ListItemPage() {
  const { t } = useTranslation('listing');
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirect: 'list-item' })}>
      <PageContainer title={t('pages.create.title')} subtitle={t('pages.create.subtitle')}>
        <CreateListing />
      </PageContainer>
    </RequireAuth>
  );
}
