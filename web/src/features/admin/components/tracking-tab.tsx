import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { type Formatters, useFormat } from '../../../shared/i18n/format';
import { ADMIN_USERS_QUERY } from '../graphql/admin-users.query';
import { BROWSING_RECORDED_SUBSCRIPTION } from '../graphql/browsing-recorded.subscription';
import { BROWSING_RECORDS_QUERY } from '../graphql/browsing-records.query';
import { LOGIN_RECORDED_SUBSCRIPTION } from '../graphql/login-recorded.subscription';
import { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { type AdminT, formatDateTime } from '../model/format';
import { appendBrowsing, appendLogins, takeLiveBrowsing, takeLiveLogin } from '../model/live-updates';
import {
  type BrowsingRecord,
  browserLabel,
  DEFAULT_TRACKING_FILTERS,
  isTrackingRange,
  itemCategoryLabel,
  type LoginRecord,
  locationLabel,
  recordUser,
  TRACKING_RANGES,
  type TrackingFilters,
  trackingRangeLabel,
} from '../model/tracking';
import { displayName } from '../model/users';
import { type RecordColumn, RecordHistory, type RecordSource } from './record-history';
import { SearchBox } from './search-box';

/** Members offered in the user filter (the newest first, as the Users tab lists them). */
const USER_FILTER_LIMIT = 200;

function When({ timestamp, f }: { timestamp: string; f: Formatters }) {
  return <Box whiteSpace="nowrap">{formatDateTime(timestamp, f)}</Box>;
}

const LOGINS: RecordSource<
  ResultOf<typeof LOGIN_RECORDS_QUERY>,
  ResultOf<typeof LOGIN_RECORDED_SUBSCRIPTION>,
  LoginRecord
> = {
  query: LOGIN_RECORDS_QUERY,
  subscription: LOGIN_RECORDED_SUBSCRIPTION,
  takeLive: takeLiveLogin,
  append: appendLogins,
  page: (data) => data.loginRecords,
};

const LOGIN_COLUMNS = ['user', 'ipAddress', 'location', 'browser', 'dateTime'] as const;

function loginColumns(t: AdminT, f: Formatters): RecordColumn<LoginRecord>[] {
  const [user, ipAddress, location, browser, dateTime] = LOGIN_COLUMNS.map((column) =>
    t(`tracking.loginColumns.${column}`),
  ) as [string, string, string, string, string];
  return [
    { label: user, header: true, cell: (record) => recordUser(record, t) },
    {
      label: ipAddress,
      cell: (record) => (
        <Text fontFamily="mono" fontSize="xs">
          {record.ipAddress}
        </Text>
      ),
    },
    { label: location, cell: (record) => locationLabel(record, t) },
    {
      label: browser,
      cell: (record) => {
        const label = browserLabel(record, t);
        return (
          <>
            <Text>{label.browser}</Text>
            {label.device ? (
              <Text fontSize="xs" color="fg.muted">
                {label.device}
              </Text>
            ) : null}
          </>
        );
      },
    },
    { label: dateTime, cell: (record) => <When timestamp={record.timestamp} f={f} /> },
  ];
}

function LoginHistory({ filters, refreshKey }: { filters: TrackingFilters; refreshKey: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <RecordHistory
      source={LOGINS}
      columns={loginColumns(t, f)}
      texts={{
        caption: t('tracking.loginHistory'),
        loadError: t('loadError.logins'),
        loading: t('tracking.loadingLogins'),
        empty: t('tracking.noLogins'),
        loadMore: t('tracking.loadMoreLogins'),
        arrived: (count) => t('tracking.newLogins', { count }),
      }}
      filters={filters}
      refreshKey={refreshKey}
      footer={
        // The DB-IP lite database's licence (CC BY 4.0) asks for this credit where its locations are shown.
        <Text fontSize="xs" color="fg.muted">
          <Link href="https://db-ip.com" target="_blank" rel="noopener noreferrer" textDecoration="underline">
            {t('tracking.dbIpCredit', { name: 'DB-IP' })}
          </Link>
        </Text>
      }
    />
  );
}

const BROWSING: RecordSource<
  ResultOf<typeof BROWSING_RECORDS_QUERY>,
  ResultOf<typeof BROWSING_RECORDED_SUBSCRIPTION>,
  BrowsingRecord
> = {
  query: BROWSING_RECORDS_QUERY,
  subscription: BROWSING_RECORDED_SUBSCRIPTION,
  takeLive: takeLiveBrowsing,
  append: appendBrowsing,
  page: (data) => data.browsingRecords,
};

const BROWSING_COLUMNS = ['user', 'page', 'searchQuery', 'itemCategory', 'dateTime'] as const;

function browsingColumns(t: AdminT, f: Formatters): RecordColumn<BrowsingRecord>[] {
  const [user, page, searchQuery, itemCategory, dateTime] = BROWSING_COLUMNS.map((column) =>
    t(`tracking.browsingColumns.${column}`),
  ) as [string, string, string, string, string];
  return [
    { label: user, header: true, cell: (record) => recordUser(record, t) },
    {
      label: page,
      cell: (record) => (
        <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
          {record.page}
        </Text>
      ),
    },
    { label: searchQuery, cell: (record) => record.searchQuery ?? '—' },
    { label: itemCategory, cell: (record) => itemCategoryLabel(record, t) },
    { label: dateTime, cell: (record) => <When timestamp={record.timestamp} f={f} /> },
  ];
}

function BrowsingHistory({ filters, refreshKey }: { filters: TrackingFilters; refreshKey: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <RecordHistory
      source={BROWSING}
      columns={browsingColumns(t, f)}
      texts={{
        caption: t('tracking.browsingHistory'),
        loadError: t('loadError.browsing'),
        loading: t('tracking.loadingBrowsing'),
        empty: t('tracking.noBrowsing'),
        loadMore: t('tracking.loadMoreViews'),
        arrived: (count) => t('tracking.newViews', { count }),
      }}
      filters={filters}
      refreshKey={refreshKey}
    />
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
