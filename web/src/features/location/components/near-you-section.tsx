import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { ItemGrid, ItemGridSkeleton } from '../../items/components/item-grid';
import { NEARBY_ITEMS_QUERY } from '../graphql/nearby-items.query';
import { useUserLocation } from '../location-context';
import { NEARBY_RADIUS_KM } from '../model/geolocation';

/** Two rows of the home page's four-column grid. */
const NEARBY_COUNT = 8;

/**
 * Home: items within the spec §9 radius (50 km) of the user's position, nearest first, each card with its
 * distance. Shown only once the position is known (signed in or not); nothing otherwise, the hint card
 * above offers detection.
 */
export function NearYouSection() {
  useNamespaces('location');
  const { t } = useTranslation('location');
  const format = useFormat();
  const { coords, place } = useUserLocation();
  const { data, loading, error } = useQuery(NEARBY_ITEMS_QUERY, {
    variables: {
      lat: coords?.lat ?? 0,
      lon: coords?.lon ?? 0,
      radiusKm: NEARBY_RADIUS_KM,
      first: NEARBY_COUNT,
    },
    skip: !coords,
  });
  if (!coords) return null;

  const items = data?.nearbyItems ?? [];
  const radius = format.number(NEARBY_RADIUS_KM);
  const searchNearby = buildPath(PATHS.search, {}, { lat: coords.lat, lon: coords.lon, sort: 'distance' });
  return (
    <Stack as="section" aria-labelledby="home-near-you" gap="6" data-testid="near-you">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id="home-near-you" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {t('nearYou.title')}
          </Heading>
          <Text color="fg.muted">
            {t('nearYou.subtitle', { radius, place: place?.label ?? t('unknownPlace') })}
          </Text>
        </Stack>
        <Button asChild variant="ghost" colorPalette="brand" size="sm">
          <RouterLink to={searchNearby}>
            {t('nearYou.viewAll')}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </HStack>
      {loading && !data ? (
        <ItemGridSkeleton count={4} label={t('nearYou.loading')} />
      ) : error && !data ? (
        <Text color="fg.error" role="alert">
          {t('messages.nearbyFailed')}
        </Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('nearYou.empty', { radius })}</Text>
      ) : (
        <ItemGrid items={items} />
      )}
    </Stack>
  );
}
