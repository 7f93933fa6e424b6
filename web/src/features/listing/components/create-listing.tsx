import { useMutation } from '@apollo/client/react';
import type { ItemForm } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { notify } from '../../../shared/ui/toaster';
import { useCurrency } from '../../currency/currency-context';
import { CREATE_LISTING_MUTATION } from '../graphql/create-listing.mutation';
import { evictItemLists } from '../hooks/listing-cache';
import { useListingCategories } from '../hooks/use-listing-categories';
import { emptyListingValues, formCurrency, splitFieldErrors, toItemInput } from '../listing-form-values';
import { ListingForm } from './listing-form';
import { ListingLayout } from './listing-layout';

/** The /list-item screen's body: a fresh form; success opens the new item's page (spec §2, §8). */
export function CreateListing() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const { currency } = useCurrency();
  const { categories, ready } = useListingCategories();
  const [error, setError] = useState<string | null>(null);
  const [createItem] = useMutation(CREATE_LISTING_MUTATION, { update: evictItemLists });
  // Read once: changing the header's currency later must not reset a half-filled form.
  const [defaults] = useState(() => emptyListingValues(formCurrency(currency)));

  async function submit(values: ItemForm) {
    setError(null);
    try {
      const { data } = await createItem({ variables: { input: toItemInput(values, true) } });
      const id = data?.createItem.id;
      if (id === undefined) throw new Error('createItem answered without an item');
      // Issue 27: a new listing waits for an admin's approval; the toast says so instead of "listed!".
      const pending = data?.createItem.approvalStatus === 'pending';
      notify.success({
        title: t('create.created'),
        description: pending ? t('create.createdPendingText') : t('create.createdText'),
      });
      navigate(buildPath(PATHS.item, { id }));
      return {};
    } catch (caught) {
      const appError = toAppError(caught);
      const { fields, other } = splitFieldErrors(appError.fieldErrors);
      const message = other[0] ?? appError.message;
      setError(message ? translateServerMessage(message) : t('create.failedInline'));
      notify.error({ title: t('create.failed'), description: t('create.failedText') });
      return fields;
    }
  }

  if (!ready) return <PageSpinner />;
  return (
    <ListingLayout>
      <ListingForm
        defaultValues={defaults}
        categories={categories}
        submitLabel={t('create.submit')}
        submittingLabel={t('create.submitting')}
        onSubmit={submit}
        error={error}
      />
    </ListingLayout>
  );
}
