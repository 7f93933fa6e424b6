import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import type { SubscribeToMoreUpdateQueryFn } from '@apollo/client/core';
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type TrackingFilters, trackingVariables } from '../model/tracking';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { LoadError } from './load-error';
import { LoadMoreButton, TableSkeleton } from './table-states';

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

type TrackingVariables = ReturnType<typeof trackingVariables>;

interface Page<R> {
  nodes: readonly R[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** One column of a record table: its header and what each record shows in it. */
export interface RecordColumn<R> {
  label: string;
  cell(record: R): ReactNode;
  /** The row's header cell (the first column: who). */
  header?: boolean;
}

/** Where a kind of tracking record comes from: its paged query, its live feed and how both are merged. */
export interface RecordSource<TData, TSub extends object, R> {
  query: TypedDocumentNode<TData, TrackingVariables>;
  subscription: TypedDocumentNode<TSub, OperationVariables>;
  takeLive: SubscribeToMoreUpdateQueryFn<TData, TrackingVariables, TSub>;
  append(previous: TData, options: { fetchMoreResult: TData }): TData;
  page(data: TData): Page<R>;
}

/** What a record table says: its caption and the texts of its states. */
export interface RecordTexts {
  caption: string;
  loadError: string;
  loading: string;
  empty: string;
  loadMore: string;
  /** Read to screen readers when records arrive live. */
  arrived(count: number): string;
}

/**
 * One Tracking table (Login History, Browsing History): the records of the current filters, newest first, with
 * records arriving live at the top (marked a moment, and announced), Refresh and Load more. The two tables were
 * near-copies; they differ only in their source, columns and texts.
 */
export function RecordHistory<TData, TSub extends object, R extends { id: number }>({
  source,
  columns,
  texts,
  filters,
  refreshKey,
  footer,
}: {
  source: RecordSource<TData, TSub, R>;
  columns: readonly RecordColumn<R>[];
  texts: RecordTexts;
  filters: TrackingFilters;
  refreshKey: number;
  /** Shown under the table, above Load more. */
  footer?: ReactNode;
}) {
  const variables = trackingVariables(filters);
  const { data, error, refetch, fetchMore, subscribeToMore, networkStatus } = useQuery(source.query, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const { subscription, takeLive } = source;
  useEffect(
    () => subscribeToMore({ document: subscription, updateQuery: takeLive }),
    [subscribeToMore, subscription, takeLive],
  );
  useEffect(() => {
    if (refreshKey > 0) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);
  const connection = data ? source.page(data as TData) : undefined;
  const fresh = useFreshIds(
    connection?.nodes.map((node) => node.id),
    JSON.stringify(variables),
  );

  if (error && !connection)
    return (
      <LoadError
        title={texts.loadError}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!connection) return <TableSkeleton label={texts.loading} />;
  return (
    <Stack gap="3">
      <Arrivals text={fresh.size === 0 ? '' : texts.arrived(fresh.size)} />
      <DataTable
        caption={texts.caption}
        columns={columns.map((column) => column.label)}
        busy={networkStatus === NetworkStatus.setVariables}
      >
        {connection.nodes.length === 0 ? (
          <EmptyRow colSpan={columns.length} text={texts.empty} />
        ) : (
          connection.nodes.map((record) => (
            <Row key={record.id} highlight={fresh.has(record.id)}>
              {columns.map((column) => (
                <Cell key={column.label} header={column.header}>
                  {column.cell(record)}
                </Cell>
              ))}
            </Row>
          ))
        )}
      </DataTable>
      {footer}
      {connection.pageInfo.hasNextPage ? (
        <LoadMoreButton
          label={texts.loadMore}
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: source.append,
            }).catch(() => undefined)
          }
        />
      ) : null}
    </Stack>
  );
}
