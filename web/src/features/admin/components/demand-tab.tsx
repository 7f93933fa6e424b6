import { useQuery, useSubscription } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { BROWSING_RECORDED_SUBSCRIPTION } from '../graphql/browsing-recorded.subscription';
import { SEARCH_DEMAND_QUERY } from '../graphql/search-demand.query';
import {
  DEFAULT_DEMAND_RANGE,
  DEMAND_RANGES,
  DEMAND_REFRESH_MS,
  DEMAND_ROWS,
  type DemandRange,
  isDemandRange,
  throttle,
  trendLabel,
} from '../model/demand';
import { formatDateTime } from '../model/format';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-states';

/** The chart (and uPlot with it) is a chunk of its own, fetched when the tab first has numbers to draw. */
const DemandChart = lazy(() => import('./demand-chart').then((m) => ({ default: m.DemandChart })));

type Demand = ResultOf<typeof SEARCH_DEMAND_QUERY>['searchDemand'];

function Trend({ count, previous }: { count: number; previous: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {trendLabel(count, previous, t, (n) => f.number(n))}
    </Text>
  );
}

function Totals({ demand }: { demand: Demand }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const { totals } = demand;
  const cards = [
    { key: 'searches', count: totals.searches, previous: totals.previousSearches },
    { key: 'zeroResults', count: totals.zeroResultSearches, previous: totals.previousZeroResultSearches },
    { key: 'pageViews', count: totals.pageViews, previous: totals.previousPageViews },
  ] as const;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
      {cards.map((card) => (
        <Card.Root key={card.key} size="sm" variant="outline" p="4" gap="1">
          <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
            {t(`demand.totals.${card.key}`)}
          </Text>
          <Text
            as="dd"
            fontSize="3xl"
            fontWeight="bold"
            lineHeight="short"
            data-testid={`demand-${card.key}`}
          >
            {f.number(card.count)}
          </Text>
          <Box as="dd">
            <Trend count={card.count} previous={card.previous} />
          </Box>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function TopSearches({ demand }: { demand: Demand }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const columns = ['term', 'count', 'trend', 'zeroResults'].map((c) =>
    t(`demand.top.${c}` as 'demand.top.term'),
  );
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t('demand.top.title')}
      </Heading>
      <DataTable caption={t('demand.top.title')} columns={columns}>
        {demand.topSearches.length === 0 ? (
          <EmptyRow colSpan={columns.length} text={t('demand.top.empty')} />
        ) : (
          demand.topSearches.map((row) => (
            <Row key={row.term}>
              <Cell header>{row.term}</Cell>
              <Cell>{f.number(row.count)}</Cell>
              <Cell>
                <Trend count={row.count} previous={row.previousCount} />
              </Cell>
              <Cell>{f.number(row.zeroResultCount)}</Cell>
            </Row>
          ))
        )}
      </DataTable>
    </Stack>
  );
}

function ZeroResults({ demand }: { demand: Demand }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const columns = ['place', 'term', 'count', 'trend', 'last'].map((c) =>
    t(`demand.zero.${c}` as 'demand.zero.place'),
  );
  const placeColumns = ['place', 'count', 'trend'].map((c) =>
    t(`demand.places.${c}` as 'demand.places.place'),
  );
  const place = (value: string | null) => value ?? t('demand.anywhere');
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t('demand.zero.title')}
      </Heading>
      <DataTable caption={t('demand.zero.title')} columns={columns}>
        {demand.zeroResults.length === 0 ? (
          <EmptyRow colSpan={columns.length} text={t('demand.zero.empty')} />
        ) : (
          demand.zeroResults.map((row) => (
            <Row key={`${row.place ?? ''}\u0000${row.term ?? ''}`}>
              <Cell header>{place(row.place)}</Cell>
              <Cell>
                {row.term ?? (
                  <Text as="span" color="fg.muted">
                    {t('demand.noWords')}
                  </Text>
                )}
              </Cell>
              <Cell>{f.number(row.count)}</Cell>
              <Cell>
                <Trend count={row.count} previous={row.previousCount} />
              </Cell>
              <Cell>
                <Box whiteSpace="nowrap">{formatDateTime(row.lastSearchedAt, f)}</Box>
              </Cell>
            </Row>
          ))
        )}
      </DataTable>
      {demand.zeroResultPlaces.length > 0 ? (
        <Stack gap="3" mt="2">
          <Heading as="h3" size="md">
            {t('demand.places.title')}
          </Heading>
          <DataTable caption={t('demand.places.title')} columns={placeColumns}>
            {demand.zeroResultPlaces.map((row) => (
              <Row key={row.place ?? ''}>
                <Cell header>{place(row.place)}</Cell>
                <Cell>{f.number(row.count)}</Cell>
                <Cell>
                  <Trend count={row.count} previous={row.previousCount} />
                </Cell>
              </Row>
            ))}
          </DataTable>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Issue 24 §4, Demand: what visitors search for and what they don't find in the chosen range (the most frequent
 * searches, the searches that found nothing by place, each with its trend against the range before) and the
 * searches and page views over time. Live like Tracking: each page view recorded anywhere refreshes it, at most
 * once per DEMAND_REFRESH_MS.
 */
export function DemandTab() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [range, setRange] = useState<DemandRange>(DEFAULT_DEMAND_RANGE);
  const { data, error, refetch } = useQuery(SEARCH_DEMAND_QUERY, {
    variables: { range, first: DEMAND_ROWS },
  });
  const refresh = useMemo(
    () => throttle(() => void refetch().catch(() => undefined), DEMAND_REFRESH_MS),
    [refetch],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useSubscription(BROWSING_RECORDED_SUBSCRIPTION, { onData: () => refresh.call() });
  const demand = data?.searchDemand ?? null;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="lg">
            {t('demand.heading')}
          </Heading>
          <Text mt="1" color="fg.muted" fontSize="sm">
            {t('demand.intro')}
          </Text>
        </Box>
        <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
          <LuRefreshCw aria-hidden="true" />
          {t('common.refresh')}
        </Button>
      </HStack>
      <Field.Root w={{ base: 'full', sm: '48' }}>
        <Field.Label>{t('tracking.timeRange')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={range}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isDemandRange(value)) setRange(value);
            }}
          >
            {DEMAND_RANGES.map((option) => (
              <option key={option} value={option}>
                {t(`tracking.ranges.${option}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('demand.compared')}</Field.HelperText>
      </Field.Root>
      {error && !demand ? (
        <LoadError
          title={t('loadError.demand')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !demand ? (
        <TableSkeleton label={t('demand.loading')} />
      ) : (
        <>
          <Totals demand={demand} />
          <Stack gap="3">
            <Heading as="h3" size="md">
              {t('demand.chart.title')}
            </Heading>
            <Suspense fallback={<TableSkeleton label={t('demand.chart.loading')} rows={1} height="16" />}>
              <DemandChart
                buckets={demand.buckets}
                summary={t('demand.chart.summary', {
                  searches: f.number(demand.totals.searches),
                  pageViews: f.number(demand.totals.pageViews),
                  from: formatDateTime(demand.from, f),
                  to: formatDateTime(demand.to, f),
                })}
              />
            </Suspense>
          </Stack>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
            <TopSearches demand={demand} />
            <ZeroResults demand={demand} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
