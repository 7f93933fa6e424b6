import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Center,
  Dialog,
  EmptyState,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuCalendarDays,
  LuEllipsisVertical,
  LuEye,
  LuImage,
  LuPackage,
  LuPencil,
  LuPlus,
  LuTrash2,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { Photo } from '../../../shared/images/photo';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { notify } from '../../../shared/ui/toaster';
import { categoryLabel } from '../../items/model/category-name';
import { approvalStatusView } from '../../listing/approval-status';
import { ApprovalStatusBadge } from '../../listing/components/approval-status-badge';
import { DELETE_LISTING_MUTATION } from '../../listing/graphql/delete-listing.mutation';
import type { LISTING_FIELDS } from '../../listing/graphql/listing-fields.fragment';
import { SET_LISTING_AVAILABILITY_MUTATION } from '../../listing/graphql/set-listing-availability.mutation';
import { evictItemLists } from '../../listing/hooks/listing-cache';
import { pricePerDayLabel } from '../profile-format';

/** The cover: the card's width on a phone, 144 px beside the details from sm. */
const COVER_SIZES = '(min-width: 30em) 144px, 100vw';

export type Listing = ResultOf<typeof LISTING_FIELDS>;

export interface MyListingsProps {
  items: readonly Listing[] | undefined;
  loading: boolean;
  error: string | null;
}

/** Spec §2 My Listings tab: the owner's items with availability toggles and an action menu each. */
export function MyListings({ items, loading, error }: MyListingsProps) {
  const { t } = useTranslation('profile');
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  // Where focus goes when the dialog closes: back to the row's menu button, or, once the row is gone, the heading.
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          {t('listings.heading')}
        </Heading>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={PATHS.listItem}>
            <LuPlus aria-hidden="true" />
            {t('listings.listNew')}
          </RouterLink>
        </Button>
      </HStack>

      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : loading && !items ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label={t('listings.loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h="28" rounded="xl" />
          ))}
        </Stack>
      ) : !items || items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuPackage />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('listings.empty')}</EmptyState.Title>
            <EmptyState.Description>{t('listings.emptyDescription')}</EmptyState.Description>
            <Button asChild colorPalette="brand">
              <RouterLink to={PATHS.listItem}>{t('listings.createFirst')}</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('listings.listLabel')}>
          {items.map((item) => (
            <ListingRow
              key={item.id}
              item={item}
              onDelete={(trigger) => {
                returnFocus.current = trigger;
                setToDelete(item);
              }}
            />
          ))}
        </Stack>
      )}

      <DeleteListingDialog
        item={toDelete}
        onClose={(deleted) => {
          if (deleted) returnFocus.current = heading.current;
          setToDelete(null);
        }}
        finalFocus={() => returnFocus.current}
      />
    </Stack>
  );
}

function ListingRow({ item, onDelete }: { item: Listing; onDelete(trigger: HTMLElement | null): void }) {
  const { t } = useTranslation('profile');
  const { t: tItems } = useTranslation('items');
  const fmt = useFormat();
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [setAvailability, { loading: toggling }] = useMutation(SET_LISTING_AVAILABILITY_MUTATION);
  const status = approvalStatusView(item.approvalStatus, item.rejectionReason);
  const itemPath = buildPath(PATHS.item, { id: item.id });
  const cover = item.images[0] ?? item.image;

  async function toggle(next: boolean) {
    try {
      await setAvailability({
        variables: { id: item.id, availability: next },
        optimisticResponse: {
          setItemAvailability: {
            __typename: 'Item',
            id: item.id,
            availability: next,
            approvalStatus: item.approvalStatus,
          },
        },
        // Public lists (search, recent) include or drop the item by its availability.
        update: evictItemLists,
      });
    } catch (caught) {
      const message = toAppError(caught).message;
      notify.error({
        title: t('listings.updateFailed'),
        description: message ? translateServerMessage(message) : t('listings.availabilityFailed'),
      });
    }
  }

  return (
    <Card.Root as="li" rounded="xl" overflow="hidden">
      <Flex direction={{ base: 'column', sm: 'row' }}>
        <Box
          w={{ base: 'full', sm: '36' }}
          h={{ base: '40', sm: 'auto' }}
          minH={{ sm: '28' }}
          bg="bg.muted"
          flexShrink={0}
        >
          {cover ? (
            <Photo url={cover} sizes={COVER_SIZES} aspectRatio={4 / 3} alt="" boxSize="full" />
          ) : (
            <Center boxSize="full" color="fg.subtle" aria-hidden="true">
              <LuImage size={28} />
            </Center>
          )}
        </Box>
        <Flex
          flex="1"
          p="4"
          gap="4"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          minW="0"
        >
          <Stack gap="1.5" minW="0">
            <Link asChild fontWeight="semibold" fontSize="lg" lineClamp={1}>
              <RouterLink to={itemPath}>{item.title}</RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">{categoryLabel(item.category, tItems)}</Badge>
              <ApprovalStatusBadge status={item.approvalStatus} />
            </HStack>
            {status.hint ? (
              <Text fontSize="sm" color={item.approvalStatus === 'rejected' ? 'fg.error' : 'fg.warning'}>
                {status.hint}
              </Text>
            ) : null}
            <Text fontWeight="bold" color="brand.fg">
              {pricePerDayLabel(item, fmt, t)}
            </Text>
          </Stack>
          <HStack gap="3" align="center" alignSelf={{ md: 'center' }}>
            <Switch.Root
              colorPalette="brand"
              checked={item.availability}
              disabled={toggling}
              onCheckedChange={(details) => void toggle(details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                {t('listings.available')}
                <Text as="span" srOnly>
                  {t('listings.availableFor', { title: item.title })}
                </Text>
              </Switch.Label>
            </Switch.Root>
            <Menu.Root
              positioning={{ placement: 'bottom-end' }}
              onSelect={(details) => {
                if (details.value === 'view') navigate(itemPath);
                else if (details.value === 'edit') navigate(buildPath(PATHS.editItem, { id: item.id }));
                else if (details.value === 'calendar')
                  navigate(buildPath(PATHS.itemCalendar, { id: item.id }));
                else if (details.value === 'delete') onDelete(menuButton.current);
              }}
            >
              <Menu.Trigger asChild>
                <IconButton
                  ref={menuButton}
                  variant="ghost"
                  size="sm"
                  aria-label={t('listings.actionsFor', { title: item.title })}
                >
                  <LuEllipsisVertical />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="40">
                    <Menu.Item value="view">
                      <LuEye aria-hidden="true" />
                      {t('listings.view')}
                    </Menu.Item>
                    <Menu.Item value="edit">
                      <LuPencil aria-hidden="true" />
                      {t('listings.edit')}
                    </Menu.Item>
                    <Menu.Item value="calendar">
                      <LuCalendarDays aria-hidden="true" />
                      {t('listings.calendar')}
                    </Menu.Item>
                    <Menu.Separator />
                    <Menu.Item value="delete" color="fg.error">
                      <LuTrash2 aria-hidden="true" />
                      {t('listings.delete')}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </HStack>
        </Flex>
      </Flex>
    </Card.Root>
  );
}

/** Spec §2 delete confirmation: 'Are you sure?' with Cancel and Delete ('Deleting...' while pending). */
interface DeleteListingDialogProps {
  item: Listing | null;
  onClose(deleted: boolean): void;
  finalFocus(): HTMLElement | null;
}

function DeleteListingDialog({ item, onClose, finalFocus }: DeleteListingDialogProps) {
  const { t } = useTranslation('profile');
  const [deleteItem, { loading }] = useMutation(DELETE_LISTING_MUTATION);

  async function confirm() {
    if (!item) return;
    try {
      await deleteItem({
        variables: { id: item.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Item', id: item.id }) });
          evictItemLists(cache);
        },
      });
      notify.success({ title: t('listings.deleted'), description: t('listings.deletedDescription') });
      onClose(true);
    } catch {
      notify.error({
        title: t('listings.deleteFailed'),
        description: t('listings.deleteFailedDescription'),
      });
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={item !== null}
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose(false);
      }}
      finalFocusEl={finalFocus}
      closeOnInteractOutside={!loading}
      closeOnEscape={!loading}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('listings.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('listings.confirmDescription')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  {t('listings.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={loading}
                loadingText={t('listings.deleting')}
                onClick={() => void confirm()}
              >
                {t('listings.confirmDelete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
