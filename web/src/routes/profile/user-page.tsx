import { Alert } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseRouteId } from '../../features/listing/route-id';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { PageContainer } from '../../shared/ui/page-container';

/** Spec §2 /user/{id}: a public profile; no login needed, owner controls hidden. */
export function UserPage() {
  const { id: raw } = useParams();
  const id = parseRouteId(raw);
  if (id === null) {
    return (
      <PageContainer>
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Title>User not found</Alert.Title>
        </Alert.Root>
      </PageContainer>
    );
  }
  return <ProfileScreen key={id} userId={id} account={false} />;
}
