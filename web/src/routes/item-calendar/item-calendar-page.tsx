import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { ListingCalendar } from '../../features/availability/components/listing-calendar';
import { parseRouteId } from '../../features/listing/route-id';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { currentPath } from '../../shared/routes/redirect-target';
import { PageContainer } from '../../shared/ui/page-container';

/**
 * /item/{id}/calendar (issue 23 §1): the owner's calendar of one listing, blocked dates and rental rules; owner or
 * admin only. Signed-out visitors sign in and come back.
 */
export function ItemCalendarPage() {
  const { t } = useTranslation('listing');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params.id);
  return (
    <RequireAuth redirectTo={buildPath(PATHS.auth, {}, { redirectTo: currentPath(location) })}>
      <PageContainer title={t('calendar.title')} subtitle={t('calendar.subtitle')}>
        {id === null ? (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('calendar.notFound')}</Alert.Title>
          </Alert.Root>
        ) : (
          <ListingCalendar key={id} itemId={id} />
        )}
      </PageContainer>
    </RequireAuth>
  );
}
