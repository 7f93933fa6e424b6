import { Alert } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { currentPath } from '../../../shared/routes/redirect-target';
import { PageContainer } from '../../../shared/ui/page-container';
import { RequireAuth } from '../../auth/components/require-auth';
import { parseRouteId } from '../route-id';

interface OwnerListingPageProps {
  title: string;
  subtitle: string;
  /** Said instead of the screen when the route's id cannot be a listing's. */
  notFound: string;
  /** The screen for the listing `itemId`; it is made again (keyed) when the id changes. */
  children: (itemId: number) => ReactNode;
}

/**
 * The frame of an owner's screen of one listing (`/edit-item/{id}`, `/item/{id}/calendar`): signed-out visitors sign
 * in and come back, a malformed id is said to be not found, and the screen gets the listing's id.
 */
export function OwnerListingPage({ title, subtitle, notFound, children }: OwnerListingPageProps) {
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params.id);
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirectTo: currentPath(location) })}>
      <PageContainer title={title} subtitle={subtitle}>
        {id === null ? (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{notFound}</Alert.Title>
          </Alert.Root>
        ) : (
          <Fragment key={id}>{children(id)}</Fragment>
        )}
      </PageContainer>
    </RequireAuth>
  );
}
