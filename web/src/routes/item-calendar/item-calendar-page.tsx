import { useTranslation } from 'react-i18next';
import { ListingCalendar } from '../../features/availability/components/listing-calendar';
import { OwnerListingPage } from '../../features/listing/components/owner-listing-page';

/**
 * /item/{id}/calendar (issue 23 §1): the owner's calendar of one listing, blocked dates and rental rules; owner or
 * admin only. Signed-out visitors sign in and come back.
 */
export function ItemCalendarPage() {
  const { t } = useTranslation('listing');
  return (
    <OwnerListingPage
      title={t('calendar.title')}
      subtitle={t('calendar.subtitle')}
      notFound={t('calendar.notFound')}
    >
      {(itemId) => <ListingCalendar itemId={itemId} />}
    </OwnerListingPage>
  );
}
