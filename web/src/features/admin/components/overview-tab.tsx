import { useQuery } from '@apollo/client/react';
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { ADMIN_OVERVIEW_QUERY } from '../graphql/admin-overview.query';
import { ADMIN_OVERVIEW_CHANGED_SUBSCRIPTION } from '../graphql/admin-overview-changed.subscription';
import { takeOverview } from '../model/live-updates';
import { overviewCards, overviewValue } from '../model/overview';
import { LoadError } from './load-error';

/** Spec §2 Overview: the dashboard's numbers, kept current by the adminOverviewChanged feed. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const { data, error, refetch, subscribeToMore } = useQuery(ADMIN_OVERVIEW_QUERY);
  useEffect(
    () => subscribeToMore({ document: ADMIN_OVERVIEW_CHANGED_SUBSCRIPTION, updateQuery: takeOverview }),
    [subscribeToMore],
  );
  const overview = data?.adminOverview ?? null;

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('overview.heading')}
      </Heading>
      {error && !overview ? (
        <LoadError
          title={t('loadError.overview')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : null}
      {/* A description list: each card pairs its name (dt) with its number (dd). */}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" aria-busy={!overview}>
        {overviewCards(t).map((card) => (
          // dt and dd sit directly in the card, the dl's item group (no Card.Body between them).
          <Card.Root key={card.key} size="sm" variant="outline" p="4" gap="1">
            <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
              {card.label}
            </Text>
            <Text
              as="dd"
              fontSize="3xl"
              fontWeight="bold"
              lineHeight="short"
              data-testid={`overview-${card.key}`}
            >
              {overviewValue(overview, card.key, f)}
            </Text>
            <Text as="dd" fontSize="xs" color="fg.muted">
              {card.hint}
            </Text>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
