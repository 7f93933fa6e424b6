import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { REPORT_ACTIONS, type ReportAction } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/toaster';
import { itemPath, userPath } from '../../items/model/item-links';
import { ADMIN_REPORTS_QUERY } from '../../moderation/graphql/admin-reports.query';
import { REPORTS_CHANGED_SUBSCRIPTION } from '../../moderation/graphql/reports-changed.subscription';
import { RESOLVE_REPORT_MUTATION } from '../../moderation/graphql/resolve-report.mutation';
import { formatDateTime } from '../model/format';
import { FilteredQueue } from './admin-queue';

type Report = ResultOf<typeof ADMIN_REPORTS_QUERY>['adminReports'][number];

function isAction(value: string | null): value is ReportAction {
  return (REPORT_ACTIONS as readonly string[]).includes(value ?? '');
}

/** One report: who reported what and why, the listing or the conversation, and the four decisions. */
function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation('moderation');
  const f = useFormat();
  const [resolve, { loading }] = useMutation(RESOLVE_REPORT_MUTATION, {
    refetchQueries: [{ query: ADMIN_REPORTS_QUERY, variables: { status: 'open' } }],
    awaitRefetchQueries: true,
  });
  const [acting, setActing] = useState<ReportAction | null>(null);
  const headingId = `report-${report.id}`;
  const target =
    report.targetType === 'item'
      ? report.itemTitle
        ? t('queue.listing', { title: report.itemTitle })
        : t('queue.listingGone', { id: String(report.targetId) })
      : t('queue.member', { name: report.targetUserName ?? `#${report.targetUserId}` });
  const actions = REPORT_ACTIONS.filter((a) => a !== 'hide_listing' || report.targetType === 'item');

  async function decide(action: ReportAction) {
    setActing(action);
    try {
      await resolve({ variables: { id: report.id, action } });
      notify.success({ title: t(`queue.done.${action}`) });
    } catch (caught) {
      notify.error({ title: t('queue.failed'), description: toAppError(caught).message ?? undefined });
    } finally {
      setActing(null);
    }
  }

  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Box>
            <Heading as="h3" size="md" id={headingId}>
              {target}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('queue.reportedBy', {
                name: report.reporterName,
                date: formatDateTime(report.createdAt, f),
              })}
            </Text>
          </Box>
          <HStack gap="2">
            <Badge colorPalette="orange" variant="subtle">
              {t(`reasons.${report.reason as 'other'}`)}
            </Badge>
            {report.targetUserLocked ? <Badge colorPalette="red">{t('queue.locked')}</Badge> : null}
            {report.itemApprovalStatus === 'rejected' ? (
              <Badge colorPalette="gray">{t('queue.hidden')}</Badge>
            ) : null}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Box borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('queue.note')}
          </Text>
          <Text whiteSpace="pre-wrap">{report.note ?? t('queue.noNote')}</Text>
        </Box>
        <HStack gap="4" wrap="wrap">
          {report.targetType === 'item' && report.itemTitle ? (
            <Link asChild colorPalette="brand">
              <RouterLink to={itemPath(report.targetId)}>{t('queue.openListing')}</RouterLink>
            </Link>
          ) : null}
          <Link asChild colorPalette="brand">
            <RouterLink to={userPath(report.targetUserId)}>{t('queue.openProfile')}</RouterLink>
          </Link>
        </HStack>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('queue.conversation')}
          </Text>
          {report.messages.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('queue.noMessages')}
            </Text>
          ) : (
            <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
              {report.messages.map((m) => (
                <Text as="li" key={m.id} fontSize="sm" whiteSpace="pre-wrap">
                  <Text as="span" fontWeight="semibold">
                    {m.senderId === report.reporterId
                      ? report.reporterName
                      : (report.targetUserName ?? `#${m.senderId}`)}
                    :
                  </Text>{' '}
                  {m.content}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
      </Card.Body>
      <Card.Footer>
        {report.status === 'open' ? (
          <HStack gap="2" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'dismiss' || action === 'warn' ? 'outline' : 'solid'}
                colorPalette={action === 'dismiss' || action === 'warn' ? 'gray' : 'red'}
                loading={acting === action}
                disabled={loading}
                onClick={() => void decide(action)}
              >
                {t(`queue.actions.${action}`)}
              </Button>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('queue.outcome', {
              action: isAction(report.action) ? t(`queue.done.${report.action}`) : '—',
            })}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** The admins' Reports queue (issue 26 §3): open reports first; resolved ones a click away. */
export function ReportsTab() {
  useNamespaces('moderation');
  const { t } = useTranslation('moderation');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const reports = useQuery(ADMIN_REPORTS_QUERY, { variables: { status } });
  // Live like the rest of the dashboard: a report filed or resolved anywhere refreshes the list.
  useSubscription(REPORTS_CHANGED_SUBSCRIPTION, {
    onData: () => void reports.refetch().catch(() => undefined),
  });

  return (
    <FilteredQueue
      heading={t('queue.heading')}
      values={['open', 'resolved'] as const}
      selected={status}
      onSelect={setStatus}
      valueText={(value) => t(`queue.${value}`)}
      items={reports.data?.adminReports}
      error={reports.error}
      onRetry={() => void reports.refetch().catch(() => undefined)}
      loadErrorTitle={t('queue.loadFailed')}
      emptyIcon={<LuFlag />}
      emptyTitle={t('queue.empty')}
    >
      {(report) => <ReportCard report={report} />}
    </FilteredQueue>
  );
}
