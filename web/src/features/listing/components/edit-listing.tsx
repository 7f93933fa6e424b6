import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ItemForm } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { approvalStatusView, type ListingT, wentBackToPending } from '../approval-status';
import { EDITABLE_LISTING_QUERY } from '../graphql/editable-listing.query';
import { UPDATE_LISTING_MUTATION } from '../graphql/update-listing.mutation';
import { evictItemLists } from '../hooks/listing-cache';
import { useListingCategories } from '../hooks/use-listing-categories';
import { listingValuesFromItem, splitFieldErrors, toItemInput } from '../listing-form-values';
import { ApprovalStatusBadge } from './approval-status-badge';
import { ListingForm } from './listing-form';
import { ListingLayout } from './listing-layout';

function LoadProblem({ title, children }: { title: string; children?: string }) {
  return (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

function loadProblem(error: AppError, t: ListingT): { title: string; text?: string } {
  if (error.code === 'NOT_FOUND') return { title: t('edit.notFound') };
  if (error.network) return { title: t('edit.loadFailed'), text: t('edit.checkConnection') };
  return {
    title: t('edit.loadFailed'),
    text: error.message ? translateServerMessage(error.message) : t('edit.tryAgain'),
  };
}

/** The /edit-item/{id} screen's body: the listing form prefilled; owner or admin only. */
export function EditListing({ itemId }: { itemId: number }) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const session = useSession();
  const { categories, ready } = useListingCategories();
  const [error, setError] = useState<string | null>(null);
  const {
    data,
    loading,
    error: queryError,
  } = useQuery(EDITABLE_LISTING_QUERY, {
    variables: { id: itemId },
    // The form starts from what the server holds now, not a list's older copy.
    fetchPolicy: 'network-only',
  });
  const [updateItem] = useMutation(UPDATE_LISTING_MUTATION, { update: evictItemLists });

  if (loading || !ready) return <PageSpinner />;
  if (queryError || !data) {
    const problem = loadProblem(toAppError(queryError), t);
    return (
      <Stack gap="4" align="flex-start">
        <LoadProblem title={problem.title}>{problem.text}</LoadProblem>
        <Button asChild variant="outline">
          <RouterLink to={buildPath(PATHS.profile, {}, { tab: 'listings' })}>
            {t('edit.backToListings')}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  const item = data.item;
  if (item.ownerId !== session.user?.id && !session.isAdmin) {
    return (
      <LoadProblem title={t('edit.notYours')}>{t('edit.belongsToOther', { title: item.title })}</LoadProblem>
    );
  }

  const status = approvalStatusView(item.approvalStatus, item.rejectionReason, t);

  async function submit(values: ItemForm) {
    setError(null);
    try {
      const { data: answer } = await updateItem({
        variables: { id: item.id, input: toItemInput(values, item.availability) },
      });
      const updated = answer?.updateItem;
      if (!updated) throw new Error('updateItem answered without an item');
      notify.success({
        title: t('edit.updated'),
        description: wentBackToPending(item.approvalStatus, updated.approvalStatus)
          ? t('edit.backToPending')
          : '',
      });
      navigate(buildPath(PATHS.item, { id: updated.id }));
      return {};
    } catch (caught) {
      const appError = toAppError(caught);
      const { fields, other } = splitFieldErrors(appError.fieldErrors);
      const message = other[0] ?? appError.message;
      setError(message ? translateServerMessage(message) : t('edit.failedInline'));
      notify.error({ title: t('edit.failed'), description: t('edit.failedText') });
      return fields;
    }
  }

  return (
    <Stack gap="6">
      <Alert.Root
        status={
          item.approvalStatus === 'rejected'
            ? 'error'
            : item.approvalStatus === 'pending'
              ? 'warning'
              : 'info'
        }
        rounded="lg"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <HStack gap="2">
              <Text as="span">{t('edit.approvalStatus')}</Text>
              <ApprovalStatusBadge status={item.approvalStatus} />
            </HStack>
          </Alert.Title>
          <Alert.Description>{status.hint ?? t('edit.live')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ListingLayout>
        <ListingForm
          defaultValues={listingValuesFromItem(item)}
          categories={categories}
          submitLabel={t('edit.submit')}
          submittingLabel={t('edit.submitting')}
          onSubmit={submit}
          error={error}
        />
      </ListingLayout>
    </Stack>
  );
}
