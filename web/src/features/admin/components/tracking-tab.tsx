import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { useFormat } from '../../i18n/format';
import { ADMIN_USERS_QUERY } from '../graphql/admin-users.query';
import { BROWSING_RECORDED_SUBSCRIPTION } from '../graphql/browsing-recorded.subscription';
import { BROWSING_RECORDS_QUERY } from '../graphql/browsing-records.query';
import { LOGIN_RECORDED_SUBSCRIPTION } from '../graphql/login-recorded.subscription';
import { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatDateTime } from '../model/format';
import { appendBrowsing, appendLogins, takeLiveBrowsing, takeLiveLogin } from '../model/live-updates';
import {
  browserLabel,
  DEFAULT_TRACKING_FILTERS,
  isTrackingRange,
  itemCategoryLabel,
  locationLabel,
  recordUser,
  TRACKING_RANGES,
  type TrackingFilters,
  trackingRangeLabel,
  trackingVariables,
} from '../model/tracking';
import { displayName } from '../model/users';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { LoadError } from './load-error';
import { SearchBox } from './search-box';

/** Members offered in the user filter (the newest first, as the Users tab lists them). */
const USER_FILTER_LIMIT = 200;
/** A row that arrived live is marked this long. */
const FRESH_MS = 4000;

/**
 * Ids of rows that arrived live (after the first page of the current filters, named by `scope`): marked for a
 * moment so the eye catches them.
 */
function useFreshIds(ids: readonly number[] | undefined, scope: string): Set<number> {
  const known = useRef<Set<number> | null>(null);
  const knownScope = useRef(scope);
  const timers = useRef(new Set<number>());
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  const key = ids?.join(',');
  useEffect(() => {
    if (key === undefined) return;
    const current = key ? key.split(',').map(Number) : [];
    if (knownScope.current !== scope) {
      knownScope.current = scope;
      known.current = null;
    }
    if (known.current === null) {
      known.current = new Set(current);
      return;
    }
    const seen = known.current;
    const arrived = current.filter((id) => !seen.has(id));
    for (const id of arrived) seen.add(id);
    if (arrived.length === 0) return;
    setFresh((marked) => new Set([...marked, ...arrived]));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFresh((marked) => new Set([...marked].filter((id) => !arrived.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, [key, scope]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);
  return fresh;
}

/** Tells screen readers, politely, that rows arrived at the top of a table ('' while none did). */
function Arrivals({ text }: { text: string }) {
  return (
    <Text srOnly aria-live="polite">
      {text}
    </Text>
  );
}

function LoadMore({ label, loading, onClick }: { label: string; loading: boolean; onClick(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      alignSelf="center"
      variant="outline"
      size="sm"
      loading={loading}
      loadingText={t('common.loadingMore')}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} h="10" rounded="md" />
      ))}
    </Stack>
  );
}

const LOGIN_COLUMNS = ['user', 'ipAddress', 'location', 'browser', 'dateTime'] as const;

function LoginHistory({ filters, refreshKey }: { filters: TrackingFilters; refreshKey: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const { data, error, refetch, fetchMore, subscribeToMore, networkStatus } = useQuery(LOGIN_RECORDS_QUERY, {
    variables: trackingVariables(filters),
    notifyOnNetworkStatusChange: true,
  });
  useEffect(
    () => subscribeToMore({ document: LOGIN_RECORDED_SUBSCRIPTION, updateQuery: takeLiveLogin }),
    [subscribeToMore],
  );
  useEffect(() => {
    if (refreshKey > 0) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);
  const connection = data?.loginRecords;
  const fresh = useFreshIds(
    connection?.nodes.map((node) => node.id),
    JSON.stringify(trackingVariables(filters)),
  );

  if (error && !connection)
    return (
      <LoadError
        title={t('loadError.logins')}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!connection) return <TableSkeleton label={t('tracking.loadingLogins')} />;
  return (
    <Stack gap="3">
      <Arrivals text={fresh.size === 0 ? '' : t('tracking.newLogins', { count: fresh.size })} />
      <DataTable
        caption={t('tracking.loginHistory')}
        columns={LOGIN_COLUMNS.map((column) => t(`tracking.loginColumns.${column}`))}
        busy={networkStatus === NetworkStatus.setVariables}
      >
        {connection.nodes.length === 0 ? (
          <EmptyRow colSpan={LOGIN_COLUMNS.length} text={t('tracking.noLogins')} />
        ) : (
          connection.nodes.map((record) => {
            const browser = browserLabel(record, t);
            return (
              <Row key={record.id} highlight={fresh.has(record.id)}>
                <Cell header>{recordUser(record, t)}</Cell>
                <Cell>
                  <Text fontFamily="mono" fontSize="xs">
                    {record.ipAddress}
                  </Text>
                </Cell>
                <Cell>{locationLabel(record, t)}</Cell>
                <Cell>
                  <Text>{browser.browser}</Text>
                  {browser.device ? (
                    <Text fontSize="xs" color="fg.muted">
                      {browser.device}
                    </Text>
                  ) : null}
                </Cell>
                <Cell>
                  <Box whiteSpace="nowrap">{formatDateTime(record.timestamp, f)}</Box>
                </Cell>
              </Row>
            );
          })
        )}
      </DataTable>
      {/* The DB-IP lite database's licence (CC BY 4.0) asks for this credit where its locations are shown. */}
      <Text fontSize="xs" color="fg.muted">
        <Link href="https://db-ip.com" target="_blank" rel="noopener noreferrer" textDecoration="underline">
          {t('tracking.dbIpCredit', { name: 'DB-IP' })}
        </Link>
      </Text>
      {connection.pageInfo.hasNextPage ? (
        <LoadMore
          label={t('tracking.loadMoreLogins')}
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: appendLogins,
            }).catch(() => undefined)
          }
        />
      ) : null}
    </Stack>
  );
}

const BROWSING_COLUMNS = ['user', 'page', 'searchQuery', 'itemCategory', 'dateTime'] as const;

function BrowsingHistory({ filters, refreshKey }: { filters: TrackingFilters; refreshKey: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const { data, error, refetch, fetchMore, subscribeToMore, networkStatus } = useQuery(
    BROWSING_RECORDS_QUERY,
    {
      variables: trackingVariables(filters),
      notifyOnNetworkStatusChange: true,
    },
  );
  useEffect(
    () => subscribeToMore({ document: BROWSING_RECORDED_SUBSCRIPTION, updateQuery: takeLiveBrowsing }),
    [subscribeToMore],
  );
  useEffect(() => {
    if (refreshKey > 0) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);
  const connection = data?.browsingRecords;
  const fresh = useFreshIds(
    connection?.nodes.map((node) => node.id),
    JSON.stringify(trackingVariables(filters)),
  );

  if (error && !connection)
    return (
      <LoadError
        title={t('loadError.browsing')}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!connection) return <TableSkeleton label={t('tracking.loadingBrowsing')} />;
  return (
    <Stack gap="3">
      <Arrivals text={fresh.size === 0 ? '' : t('tracking.newViews', { count: fresh.size })} />
      <DataTable
        caption={t('tracking.browsingHistory')}
        columns={BROWSING_COLUMNS.map((column) => t(`tracking.browsingColumns.${column}`))}
        busy={networkStatus === NetworkStatus.setVariables}
      >
        {connection.nodes.length === 0 ? (
          <EmptyRow colSpan={BROWSING_COLUMNS.length} text={t('tracking.noBrowsing')} />
        ) : (
          connection.nodes.map((record) => (
            <Row key={record.id} highlight={fresh.has(record.id)}>
              <Cell header>{recordUser(record, t)}</Cell>
              <Cell>
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {record.page}
                </Text>
              </Cell>
              <Cell>{record.searchQuery ?? '—'}</Cell>
              <Cell>{itemCategoryLabel(record, t)}</Cell>
              <Cell>
                <Box whiteSpace="nowrap">{formatDateTime(record.timestamp, f)}</Box>
              </Cell>
            </Row>
          ))
        )}
      </DataTable>
      {connection.pageInfo.hasNextPage ? (
        <LoadMore
          label={t('tracking.loadMoreViews')}
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: appendBrowsing,
            }).catch(() => undefined)
          }
        />
      ) : null}
    </Stack>
  );
}

type SubTab = 'logins' | 'browsing';

/**
 * Spec §2 Tracking: Refresh, the user filter (All users or one), the time range (Last 7 days by default) and a
 * free-text search over Login History and Browsing History. New logins and page views arrive live at the top.
 */
export function TrackingTab() {
  const { t } = useTranslation('admin');
  const [userId, setUserId] = useState<number | null>(DEFAULT_TRACKING_FILTERS.userId);
  const [range, setRange] = useState(DEFAULT_TRACKING_FILTERS.range);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const [tab, setTab] = useState<SubTab>('logins');
  const [refreshKey, setRefreshKey] = useState(0);
  const users = useQuery(ADMIN_USERS_QUERY, {
    variables: { search: null, first: USER_FILTER_LIMIT, after: null },
  });
  const filters: TrackingFilters = { userId, range, search: settled };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          {t('tracking.heading')}
        </Heading>
        <Button variant="outline" size="sm" onClick={() => setRefreshKey((key) => key + 1)}>
          <LuRefreshCw aria-hidden="true" />
          {t('common.refresh')}
        </Button>
      </HStack>
      <Wrap gap="4" align="end">
        <Field.Root w={{ base: 'full', sm: '60' }}>
          <Field.Label>{t('tracking.user')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={userId === null ? '' : String(userId)}
              onChange={(event) =>
                setUserId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
              }
            >
              <option value="">{t('tracking.allUsers')}</option>
              {(users.data?.adminUsers.nodes ?? []).map((user) => (
                <option key={user.id} value={user.id}>
                  {displayName(user)} (@{user.username})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label>{t('tracking.timeRange')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={range}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isTrackingRange(value)) setRange(value);
              }}
            >
              {TRACKING_RANGES.map((option) => (
                <option key={option} value={option}>
                  {trackingRangeLabel(option, t)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box flex="1" minW="60">
          <SearchBox
            label={t('tracking.searchLabel')}
            placeholder={t('tracking.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            maxW="full"
          />
        </Box>
      </Wrap>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as SubTab)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List aria-label={t('tracking.subTabs')}>
          <Tabs.Trigger value="logins">{t('tracking.loginHistory')}</Tabs.Trigger>
          <Tabs.Trigger value="browsing">{t('tracking.browsingHistory')}</Tabs.Trigger>
        </Tabs.List>
        {/* Both stay mounted once opened, so each keeps its live feed and pages while the other is shown. */}
        <Tabs.Content value="logins" pt="4">
          <LoginHistory filters={filters} refreshKey={refreshKey} />
        </Tabs.Content>
        <Tabs.Content value="browsing" pt="4">
          <BrowsingHistory filters={filters} refreshKey={refreshKey} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
