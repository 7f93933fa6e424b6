import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ItemForm } from '@koalarent/core/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { approvalStatusView, wentBackToPending } from '../approval-status';
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

function loadProblem(error: AppError): { title: string; text?: string } {
  if (error.code === 'NOT_FOUND') return { title: 'Item not found' };
  if (error.network)
    return { title: 'Could not load the item', text: 'Please check your connection and try again.' };
  return { title: 'Could not load the item', text: error.message ?? 'Please try again.' };
}

/** The /edit-item/{id} screen's body: the listing form prefilled; owner or admin only. */
export function EditListing({ itemId }: { itemId: number }) {
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
    const problem = loadProblem(toAppError(queryError));
    return (
      <Stack gap="4" align="flex-start">
        <LoadProblem title={problem.title}>{problem.text}</LoadProblem>
        <Button asChild variant="outline">
          <RouterLink to={buildPath(PATHS.profile, {}, { tab: 'listings' })}>Back to my listings</RouterLink>
        </Button>
      </Stack>
    );
  }

  const item = data.item;
  if (item.ownerId !== session.user?.id && !session.isAdmin) {
    return (
      <LoadProblem title="You can only edit your own listings">{`"${item.title}" belongs to another member.`}</LoadProblem>
    );
  }

  const status = approvalStatusView(item.approvalStatus, item.rejectionReason);

  async function submit(values: ItemForm) {
    setError(null);
    try {
      const { data: answer } = await updateItem({
        variables: { id: item.id, input: toItemInput(values, item.availability) },
      });
      const updated = answer?.updateItem;
      if (!updated) throw new Error('updateItem answered without an item');
      notify.success({
        title: 'Item updated',
        description: wentBackToPending(item.approvalStatus, updated.approvalStatus)
          ? 'Your changes will be visible after an admin approves them. Until then the listing is hidden from renters.'
          : '',
      });
      navigate(buildPath(PATHS.item, { id: updated.id }));
      return {};
    } catch (caught) {
      const appError = toAppError(caught);
      const { fields, other } = splitFieldErrors(appError.fieldErrors);
      setError(other[0] ?? appError.message ?? 'Failed to update your listing. Please try again.');
      notify.error({
        title: 'Failed to update item',
        description: 'An error occurred while updating your listing.',
      });
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
              <Text as="span">Approval status:</Text>
              <ApprovalStatusBadge status={item.approvalStatus} />
            </HStack>
          </Alert.Title>
          <Alert.Description>
            {status.hint ??
              'This listing is live. Changing its title, description, category or images sends it back for approval; until an admin approves the changes it is hidden from renters.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ListingLayout>
        <ListingForm
          defaultValues={listingValuesFromItem(item)}
          categories={categories}
          submitLabel="Save Changes"
          submittingLabel="Saving..."
          onSubmit={submit}
          error={error}
        />
      </ListingLayout>
    </Stack>
  );
}
