import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Menu, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { ADMIN_LISTINGS_QUERY } from '../graphql/admin-listings.query';
import { ITEM_SUBMITTED_SUBSCRIPTION } from '../graphql/item-submitted.subscription';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useKeptWhileLoading } from '../hooks/use-kept-while-loading';
import { useReviewListing } from '../hooks/use-review-listing';
import {
  type AdminListing,
  DEFAULT_LISTING_TAB,
  inListingTab,
  LISTING_TABS,
  type ListingAction,
  type ListingTab,
  listingActions,
  listingOwner,
  listingPrice,
  listingStatus,
  statusOfTab,
} from '../model/listings';
import { takeSubmittedListing } from '../model/live-updates';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { ListingDetailsDialog } from './listing-details-dialog';
import { ListingThumbnail } from './listing-thumbnail';
import { LoadError } from './load-error';
import { RejectListingDialog } from './reject-listing-dialog';
import { RowActionsMenu, useRowTriggers } from './row-actions';
import { SearchBox } from './search-box';
import { TableSkeleton } from './table-states';

const COLUMNS = ['title', 'category', 'owner', 'pricePerDay', 'status', 'actions'] as const;

function ListingRow({
  listing,
  busy,
  onAction,
  triggerRef,
}: {
  listing: AdminListing;
  busy: boolean;
  onAction(action: ListingAction, listing: AdminListing): void;
  triggerRef(element: HTMLButtonElement | null): void;
}) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const status = listingStatus(listing, t);
  const price = listingPrice(listing, f);
  return (
    <Row>
      <Cell header>
        <HStack gap="3" minW="56">
          <ListingThumbnail src={listing.image ?? listing.images[0]} />
          <Box>
            <Text fontWeight="medium" lineClamp={2}>
              {listing.title}
            </Text>
            <Text color="fg.muted">#{listing.id}</Text>
          </Box>
        </HStack>
      </Cell>
      <Cell>{listing.category}</Cell>
      <Cell>{listingOwner(listing, t)}</Cell>
      <Cell>
        <Text whiteSpace="nowrap">{price.dollars}</Text>
        {price.original ? (
          <Text color="fg.muted" whiteSpace="nowrap">
            {price.original}
          </Text>
        ) : null}
      </Cell>
      <Cell>
        <Badge colorPalette={status.palette} variant="subtle">
          {status.label}
        </Badge>
      </Cell>
      <Cell>
        <RowActionsMenu
          label={t('listings.actionsFor', { title: listing.title })}
          busy={busy}
          triggerRef={triggerRef}
          minW="44"
          onSelect={(value) => onAction(value as ListingAction, listing)}
        >
          {listingActions(listing).map((action) => (
            <Menu.Item key={action} value={action} color={action === 'reject' ? 'fg.error' : undefined}>
              {t(`listings.actions.${action}`)}
            </Menu.Item>
          ))}
        </RowActionsMenu>
      </Cell>
    </Row>
  );
}

type Dialog = { kind: 'details' | 'reject'; listingId: number };

/**
 * Spec §2 Listings ('Listing Approval'): search by title, description or category; tabs Pending (default),
 * Approved, Rejected, All; the table, the details dialog, approve and reject. Listings that go pending arrive live.
 */
export function ListingsTab() {
  const { t } = useTranslation('admin');
  const columns = COLUMNS.map((column) => t(`listings.columns.${column}`));
  const [tab, setTab] = useState<ListingTab>(DEFAULT_LISTING_TAB);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const { data, error, refetch, subscribeToMore, networkStatus } = useQuery(ADMIN_LISTINGS_QUERY, {
    variables: { status: statusOfTab(tab), search: settled || null, limit: null },
    notifyOnNetworkStatusChange: true,
  });
  useEffect(
    () => subscribeToMore({ document: ITEM_SUBMITTED_SUBSCRIPTION, updateQuery: takeSubmittedListing }),
    [subscribeToMore],
  );
  const review = useReviewListing();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const triggers = useRowTriggers();
  const heading = useRef<HTMLHeadingElement>(null);

  // While a new search loads, the rows shown stay (the table marked busy): an open row menu stays open.
  const all = useKeptWhileLoading(data?.adminItems, tab);
  // A listing decided here keeps its place in the cached list until the next fetch; it leaves a tab it no longer
  // belongs to at once.
  const listings = (all ?? []).filter((listing) => inListingTab(listing, tab));
  const dialogListing = dialog ? all?.find((listing) => listing.id === dialog.listingId) : undefined;
  /** The row's menu button, or (the row left the tab) the heading. */
  const focusAfter = (id: number) => () => {
    const trigger = triggers.get(id);
    return trigger?.isConnected ? trigger : heading.current;
  };

  async function onAction(action: ListingAction, listing: AdminListing) {
    if (action === 'view') setDialog({ kind: 'details', listingId: listing.id });
    else if (action === 'reject') setDialog({ kind: 'reject', listingId: listing.id });
    else {
      setBusyId(listing.id);
      await review(listing, 'approved', null);
      setBusyId(null);
      if (!triggers.get(listing.id)?.isConnected) heading.current?.focus();
    }
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="4">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          {t('listings.heading')}
        </Heading>
        <SearchBox
          label={t('listings.searchLabel')}
          placeholder={t('listings.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </HStack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as ListingTab)}
        variant="enclosed"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List aria-label={t('listings.tabsLabel')}>
          {LISTING_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`listings.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LISTING_TABS.map((value) => (
          <Tabs.Content key={value} value={value} pt="4">
            {value !== tab ? null : error && !data?.adminItems ? (
              <LoadError
                title={t('loadError.listings')}
                error={error}
                onRetry={() => void refetch().catch(() => undefined)}
              />
            ) : !all ? (
              <TableSkeleton label={t('listings.loading')} rows={3} height="16" />
            ) : (
              <DataTable
                caption={t(`listings.caption.${value}`)}
                columns={columns}
                busy={networkStatus === NetworkStatus.setVariables}
              >
                {listings.length === 0 ? (
                  <EmptyRow colSpan={COLUMNS.length} text={t('listings.empty')} />
                ) : (
                  listings.map((listing) => (
                    <ListingRow
                      key={listing.id}
                      listing={listing}
                      busy={busyId === listing.id}
                      onAction={(action, target) => void onAction(action, target)}
                      triggerRef={triggers.ref(listing.id)}
                    />
                  ))
                )}
              </DataTable>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog && dialogListing ? (
        dialog.kind === 'details' ? (
          <ListingDetailsDialog
            key={`details-${dialogListing.id}`}
            listing={dialogListing}
            onClose={() => setDialog(null)}
            onReject={() => setDialog({ kind: 'reject', listingId: dialogListing.id })}
            finalFocus={focusAfter(dialogListing.id)}
          />
        ) : (
          <RejectListingDialog
            key={`reject-${dialogListing.id}`}
            listing={dialogListing}
            onClose={() => setDialog(null)}
            finalFocus={focusAfter(dialogListing.id)}
          />
        )
      ) : null}
    </Stack>
  );
}
