import {
  Box,
  Center,
  EmptyState,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuImage, LuPackage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Photo } from '../../../shared/images/photo';
import { pageShareSizes } from '../../../shared/images/responsive-image';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { useCurrency } from '../../currency/currency-context';
import { categoryLabel } from '../../items/model/category-name';
import type { Listing } from './my-listings';

/** One column of the 1–4 column grid. */
const COVER_SIZES = pageShareSizes({ base: 1, sm: 1 / 2, md: 1 / 3, lg: 1 / 4 });

/** A public profile's items: a simple grid linking to each item. */
export function PublicListings({
  name,
  items,
  loading,
  error,
}: {
  name: string;
  items: readonly Listing[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('profile');
  const { t: tItems } = useTranslation('items');
  const { price } = useCurrency();
  return (
    <Stack gap="4" as="section" aria-labelledby="public-listings-heading">
      <Heading as="h2" size="lg" id="public-listings-heading">
        {t('listings.publicHeading', { name })}
      </Heading>
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : loading && !items ? (
        <Text color="fg.muted">{t('listings.loadingItems')}</Text>
      ) : !items || items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuPackage />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('listings.empty')}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4" listStyleType="none">
          {items.map((item) => {
            const cover = item.images[0] ?? item.image;
            return (
              <LinkBox
                as="li"
                key={item.id}
                borderWidth="1px"
                rounded="xl"
                overflow="hidden"
                bg="bg"
                transition="box-shadow 0.15s"
                _hover={{ shadow: 'md' }}
              >
                <Box aspectRatio={4 / 3} bg="bg.muted">
                  {cover ? (
                    <Photo url={cover} sizes={COVER_SIZES} aspectRatio={4 / 3} alt="" boxSize="full" />
                  ) : (
                    <Center boxSize="full" color="fg.subtle" aria-hidden="true">
                      <LuImage size={28} />
                    </Center>
                  )}
                </Box>
                <Stack gap="1" p="3">
                  <LinkOverlay asChild fontWeight="semibold" lineClamp={1}>
                    <RouterLink to={buildPath(PATHS.item, { id: item.id })}>{item.title}</RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {categoryLabel(item.category, tItems)} · {item.location}
                  </Text>
                  <Text fontWeight="bold" color="brand.fg">
                    {t('listings.perDay', { price: price(item.pricePerDay, item.currency).primary })}
                  </Text>
                </Stack>
              </LinkBox>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
