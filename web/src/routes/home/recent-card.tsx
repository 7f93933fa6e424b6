import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ImagePlaceholder } from '../../features/items/components/image-placeholder';
import { PricePerDay } from '../../features/items/components/price-tag';
import type { RECENT_ITEMS_QUERY } from '../../features/items/graphql/recent-items.query';
import { itemPath } from '../../features/items/model/item-links';
import { addedAgo } from '../../features/items/model/relative-time';
import type { ResultOf } from '../../shared/graphql/graphql';
import { useRenderNow } from '../../shared/hydration/render-clock';
import { useFormat } from '../../shared/i18n/format';
import { Photo } from '../../shared/images/photo';
import { pageShareSizes } from '../../shared/images/responsive-image';

export type RecentItem = ResultOf<typeof RECENT_ITEMS_QUERY>['recentItems'][number];

/** recent-items.tsx: 44 % of the row on a phone, then CardRow's 2 and 4 columns. */
const IMAGE_SIZES = pageShareSizes({ base: 0.44, md: 1 / 2, lg: 1 / 4 });
/** CSS sizes the photo box (the card's width by 144 px); its width and height attributes say a photo's usual 4 / 3. */
const IMAGE_ASPECT = 4 / 3;

/** A Recently Added card (spec §2). Loaded with the items: see recent-items.tsx. */
export function RecentCard({ item }: { item: RecentItem }) {
  const { t } = useTranslation('home');
  const { t: tItems } = useTranslation('items');
  const { locale } = useFormat();
  const now = useRenderNow();
  return (
    <Card.Root asChild variant="outline" overflow="hidden" h="full" _hover={{ boxShadow: 'md' }}>
      <RouterLink to={itemPath(item.id)}>
        <Box position="relative" h="36">
          {item.image ? (
            <Photo
              url={item.image}
              sizes={IMAGE_SIZES}
              aspectRatio={IMAGE_ASPECT}
              alt={item.title}
              w="full"
              h="full"
            />
          ) : (
            <ImagePlaceholder />
          )}
          <Badge position="absolute" top="2" insetStart="2" colorPalette="red" variant="solid" rounded="full">
            {t('recent.new')}
          </Badge>
        </Box>
        <Stack p="4" gap="1.5">
          <Heading as="h3" fontSize="md" fontWeight="semibold" lineClamp={1}>
            {item.title}
          </Heading>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuMapPin aria-hidden="true" />
            <Text lineClamp={1}>{item.location || tItems('localPickup')}</Text>
          </HStack>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuClock aria-hidden="true" />
            <Text>{addedAgo(item.createdAt, tItems, locale, now)}</Text>
          </HStack>
          <PricePerDay amount={item.pricePerDay} currency={item.currency} size="md" />
        </Stack>
      </RouterLink>
    </Card.Root>
  );
}
