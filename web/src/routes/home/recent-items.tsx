import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuClock, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ImagePlaceholder } from '../../features/items/components/image-placeholder';
import { PricePerDay } from '../../features/items/components/price-tag';
import { RECENT_ITEMS_QUERY } from '../../features/items/graphql/recent-items.query';
import { itemPath } from '../../features/items/model/item-links';
import { addedAgo } from '../../features/items/model/relative-time';
import type { ResultOf } from '../../shared/graphql/graphql';
import { PATHS } from '../../shared/routes/paths';
import { SectionHeader } from './section-header';

/** Spec §9: recent skeletons 4. */
const SKELETONS = 4;
const LIMIT = 8;

type RecentItem = ResultOf<typeof RECENT_ITEMS_QUERY>['recentItems'][number];

function RecentCard({ item }: { item: RecentItem }) {
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
            NEW
          </Badge>
        </Box>
        <Stack p="4" gap="1.5">
          <Heading as="h3" fontSize="md" fontWeight="semibold" lineClamp={1}>
            {item.title}
          </Heading>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuMapPin aria-hidden="true" />
            <Text lineClamp={1}>{item.location || 'Local Pickup'}</Text>
          </HStack>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuClock aria-hidden="true" />
            <Text>{addedAgo(item.createdAt)}</Text>
          </HStack>
          <PricePerDay amount={item.pricePerDay} currency={item.currency} size="md" />
        </Stack>
      </RouterLink>
    </Card.Root>
  );
}

/** Spec §2 Home: Recently Added. */
export function RecentItems() {
  const { data, loading, error } = useQuery(RECENT_ITEMS_QUERY, { variables: { limit: LIMIT } });
  const items = data?.recentItems ?? [];
  return (
    <Stack as="section" aria-labelledby="home-recent" gap="6">
      <SectionHeader id="home-recent" title="Recently Added" subtitle="The newest items in our marketplace" />
      {loading && !data ? (
        <SimpleGrid
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap="6"
          role="status"
          aria-label="Loading recent items"
        >
          {Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Stack key={index} gap="3" aria-hidden="true">
              <Skeleton h="36" rounded="lg" />
              <Skeleton h="5" w="3/4" />
              <Skeleton h="4" w="1/2" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : error && !data ? (
        <Text color="fg.error" role="alert">
          Unable to load recent items. Please try again later.
        </Text>
      ) : items.length === 0 ? (
        <Stack align="center" gap="2" py="8" textAlign="center">
          <Text color="fg.muted">No items have been added yet.</Text>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.listItem}>Be the first to list an item!</RouterLink>
          </Link>
        </Stack>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {items.map((item) => (
            <li key={item.id}>
              <RecentCard item={item} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
