import { Badge, Box, Card, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../features/i18n/format';
import { ImagePlaceholder } from '../../features/items/components/image-placeholder';
import { PricePerDay } from '../../features/items/components/price-tag';
import type { RECENT_ITEMS_QUERY } from '../../features/items/graphql/recent-items.query';
import { itemPath } from '../../features/items/model/item-links';
import { addedAgo } from '../../features/items/model/relative-time';
import type { ResultOf } from '../../shared/graphql/graphql';

export type RecentItem = ResultOf<typeof RECENT_ITEMS_QUERY>['recentItems'][number];

/** A Recently Added card (spec §2). Loaded with the items: see recent-items.tsx. */
export function RecentCard({ item }: { item: RecentItem }) {
  const { t } = useTranslation('home');
  const { t: tItems } = useTranslation('items');
  const { locale } = useFormat();
  return (
    <Card.Root asChild variant="outline" overflow="hidden" h="full" _hover={{ boxShadow: 'md' }}>
      <RouterLink to={itemPath(item.id)}>
        <Box position="relative" h="36">
          {item.image ? (
            <Image src={item.image} alt={item.title} w="full" h="full" objectFit="cover" loading="lazy" />
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
            <Text>{addedAgo(item.createdAt, tItems, locale)}</Text>
          </HStack>
          <PricePerDay amount={item.pricePerDay} currency={item.currency} size="md" />
        </Stack>
      </RouterLink>
    </Card.Root>
  );
}
