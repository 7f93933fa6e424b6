import { useTranslation } from 'react-i18next';
import { EditListing } from '../../features/listing/components/edit-listing';
import { OwnerListingPage } from '../../features/listing/components/owner-listing-page';

/** Spec §2 /edit-item/{id}: the owner's listing form, prefilled; signed-out visitors sign in and come back. */
export function EditItemPage() {
  const { t } = useTranslation('listing');
  return (
    <OwnerListingPage
      title={t('pages.edit.title')}
      subtitle={t('pages.edit.subtitle')}
      notFound={t('edit.notFound')}
    >
      {(itemId) => <EditListing itemId={itemId} />}
    </OwnerListingPage>
  );
}
