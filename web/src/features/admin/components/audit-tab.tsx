import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { AUDIT_LOG_QUERY } from '../graphql/audit-log.query';
import { auditActionLabel, auditChanges, auditTargetLabel } from '../model/audit';
import { formatDateTime } from '../model/format';
import { appendAudit } from '../model/live-updates';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { LoadError } from './load-error';

const PAGE_SIZE = 50;
const COLUMNS = ['Date & Time', 'Admin', 'Action', 'Target', 'Before → After'] as const;

/** The audit trail: every admin action, who did it and when, with the changed values before and after. Read-only. */
export function AuditTab() {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(AUDIT_LOG_QUERY, {
    variables: { first: PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.auditLog;

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="lg">
            Audit Trail
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Every admin action, newest first. Entries cannot be changed.
          </Text>
        </Box>
        <Button
          variant="outline"
          size="sm"
          loading={networkStatus === NetworkStatus.refetch}
          loadingText="Refreshing..."
          onClick={() => void refetch().catch(() => undefined)}
        >
          <LuRefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </HStack>
      {error && !connection ? (
        <LoadError
          what="the audit trail"
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !connection ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the audit trail">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h="12" rounded="md" />
          ))}
        </Stack>
      ) : (
        <DataTable caption="Audit Trail" columns={COLUMNS}>
          {connection.nodes.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} text="No admin actions recorded yet." />
          ) : (
            connection.nodes.map((entry) => {
              const changes = auditChanges(entry);
              return (
                <Row key={entry.id}>
                  <Cell header>
                    <Box whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Box>
                  </Cell>
                  <Cell>{entry.actorName}</Cell>
                  <Cell>{auditActionLabel(entry.action)}</Cell>
                  <Cell>
                    <Box whiteSpace="nowrap">{auditTargetLabel(entry)}</Box>
                  </Cell>
                  <Cell>
                    {changes.length === 0 ? (
                      <Text color="fg.muted">—</Text>
                    ) : (
                      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="0.5">
                        {changes.map((change) => (
                          <li key={change.field}>
                            <Text as="span" fontWeight="medium">
                              {change.field}
                            </Text>
                            : {change.before} → {change.after}
                          </li>
                        ))}
                      </chakra.ul>
                    )}
                  </Cell>
                </Row>
              );
            })
          )}
        </DataTable>
      )}
      {connection?.pageInfo.hasNextPage ? (
        <Button
          alignSelf="center"
          variant="outline"
          size="sm"
          loading={networkStatus === NetworkStatus.fetchMore}
          loadingText="Loading..."
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: appendAudit,
            }).catch(() => undefined)
          }
        >
          Load more entries
        </Button>
      ) : null}
    </Stack>
  );
}
