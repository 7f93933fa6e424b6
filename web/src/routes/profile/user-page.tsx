import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { parseRouteId } from '../../features/listing/route-id';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /user/{id}: a public profile; no login needed, owner controls hidden. */
export function UserPage() {
  const { t } = useTranslation('profile');
  const { id: raw } = useParams();
  const id = parseRouteId(raw);
  if (id === null) {
    return (
      <PageContainer>
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('page.userNotFound')}</Alert.Title>
        </Alert.Root>
      </PageContainer>
    );
  }
  return <ProfileScreen key={id} userId={id} account={false} />;
}
