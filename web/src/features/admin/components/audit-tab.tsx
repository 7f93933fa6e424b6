import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { useFormat } from '../../../shared/i18n/format';
import { AUDIT_LOG_QUERY } from '../graphql/audit-log.query';
import { auditActionLabel, auditChanges, auditTargetLabel } from '../model/audit';
import { formatDateTime } from '../model/format';
import { appendAudit } from '../model/live-updates';
import { Cell, DataTable, EmptyRow, Row } from './data-table';
import { LoadError } from './load-error';
import { LoadMoreButton, TableSkeleton } from './table-states';

const PAGE_SIZE = 50;
const COLUMNS = ['dateTime', 'admin', 'action', 'target', 'change'] as const;

/** The audit trail: every admin action, who did it and when, with the changed values before and after. Read-only. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const f = useFormat();
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
            {t('audit.heading')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('audit.intro')}
          </Text>
        </Box>
        <Button
          variant="outline"
          size="sm"
          loading={networkStatus === NetworkStatus.refetch}
          loadingText={t('common.refreshing')}
          onClick={() => void refetch().catch(() => undefined)}
        >
          <LuRefreshCw aria-hidden="true" />
          {t('common.refresh')}
        </Button>
      </HStack>
      {error && !connection ? (
        <LoadError
          title={t('loadError.audit')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !connection ? (
        <TableSkeleton label={t('audit.loading')} rows={3} height="12" />
      ) : (
        <DataTable
          caption={t('audit.caption')}
          columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}
        >
          {connection.nodes.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} text={t('audit.empty')} />
          ) : (
            connection.nodes.map((entry) => {
              const changes = auditChanges(entry, t);
              return (
                <Row key={entry.id}>
                  <Cell header>
                    <Box whiteSpace="nowrap">{formatDateTime(entry.createdAt, f)}</Box>
                  </Cell>
                  <Cell>{entry.actorName}</Cell>
                  <Cell>{auditActionLabel(entry.action, t)}</Cell>
                  <Cell>
                    <Box whiteSpace="nowrap">{auditTargetLabel(entry, t)}</Box>
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
        <LoadMoreButton
          label={t('audit.loadMore')}
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: appendAudit,
            }).catch(() => undefined)
          }
        />
      ) : null}
    </Stack>
  );
}
