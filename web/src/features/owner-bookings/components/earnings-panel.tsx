import { useQuery } from '@apollo/client/react';
import { Alert, Box, chakra, EmptyState, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuWallet } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { OWNER_EARNINGS_QUERY } from '../graphql/owner-earnings.query';
import { earningsTotals, formatDay, money } from '../model/owner-bookings';

/** Issue 8 §4: what each completed booking paid out to the owner, with the totals per currency. */
export function EarningsPanel() {
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  const headingId = useId();
  const columns = [
    { key: 'item', label: t('earnings.item') },
    { key: 'booking', label: t('earnings.booking') },
    { key: 'completed', label: t('earnings.completed') },
    { key: 'payout', label: t('earnings.payout') },
  ] as const;
  const { data, loading, error } = useQuery(OWNER_EARNINGS_QUERY);
  const earnings = data?.ownerEarnings;
  const failure = error ? toAppError(error).message : null;

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <Heading as="h3" size="md" id={headingId}>
          {t('earnings.heading')}
        </Heading>
        {error && !earnings ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{failure ? translateServerMessage(failure) : t('earnings.loadFailed')}</Alert.Title>
          </Alert.Root>
        ) : loading && !earnings ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label={t('earnings.loading')}>
            <Skeleton h="20" rounded="lg" />
            <Skeleton h="32" rounded="lg" />
          </Stack>
        ) : !earnings || earnings.lines.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuWallet />
              </EmptyState.Indicator>
              <EmptyState.Title>{t('earnings.emptyTitle')}</EmptyState.Title>
              <EmptyState.Description>{t('earnings.emptyDescription')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
              {earningsTotals(earnings.totals, f).map((total) => (
                <Box as="li" key={total.currency} borderWidth="1px" rounded="xl" p="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('earnings.totalEarned', { currency: total.currency })}
                  </Text>
                  <Text fontSize="2xl" fontWeight="bold">
                    {total.label}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <Box overflowX="auto" borderWidth="1px" rounded="lg">
              <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
                <chakra.caption textAlign="start" px="3" pt="2" pb="1" color="fg.muted">
                  {t('earnings.caption')}
                </chakra.caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <chakra.th
                        key={column.key}
                        scope="col"
                        textAlign={column.key === 'payout' ? 'end' : 'start'}
                        px="3"
                        py="2"
                        fontWeight="semibold"
                        borderBottomWidth="1px"
                      >
                        {column.label}
                      </chakra.th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {earnings.lines.map((line) => (
                    <chakra.tr key={line.bookingId} _notLast={{ borderBottomWidth: '1px' }}>
                      <chakra.td px="3" py="2">
                        {line.itemTitle?.trim() || t('earnings.itemUnavailable')}
                      </chakra.td>
                      <chakra.td px="3" py="2">
                        #{line.bookingId}
                      </chakra.td>
                      <chakra.td px="3" py="2">
                        {formatDay(line.completedAt, f)}
                      </chakra.td>
                      <chakra.td px="3" py="2" textAlign="end" fontWeight="semibold">
                        {money(line.amount, line.currency, f)}
                      </chakra.td>
                    </chakra.tr>
                  ))}
                </tbody>
              </chakra.table>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
