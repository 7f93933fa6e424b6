import { Card, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { pageShareSizes } from '../../../shared/images/responsive-image';
import { whenIdle } from '../../../shared/ui/deferred-module';
import type { CardItem } from './item-card';

/**
 * The card (carousel, favourite button, booking link) is drawn only once items have arrived, after the
 * page's first paint: its module is fetched then, or sooner while the skeletons show and the browser is
 * idle. Until it is there, each cell shows the card skeleton.
 */
/** The card's module: a page that shows cards loads it before it hydrates (see `preloadPage` in the route modules). */
export const loadItemCard = () => import('./item-card');
const ItemCard = lazy(() => loadItemCard().then((module) => ({ default: module.ItemCard })));

const COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;

/** Item cards in a responsive grid. */
export function ItemGrid({
  items,
  headingLevel,
  columns = COLUMNS,
}: {
  items: readonly CardItem[];
  headingLevel?: 'h2' | 'h3';
  columns?: typeof COLUMNS | { base: number; sm?: number; lg?: number; xl?: number };
}) {
  const imageSizes = gridImageSizes(columns);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
      {items.map((item) => (
        <li key={item.id}>
          <Suspense fallback={<ItemCardSkeleton />}>
            <ItemCard item={item} headingLevel={headingLevel} imageSizes={imageSizes} />
          </Suspense>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Each card's photo takes one column of the page at each breakpoint. */
function gridImageSizes(columns: { base: number; sm?: number; lg?: number; xl?: number }): string {
  const share = (count: number | undefined) => (count === undefined ? undefined : 1 / count);
  return pageShareSizes({
    base: 1 / columns.base,
    sm: share(columns.sm),
    lg: share(columns.lg),
    xl: share(columns.xl),
  });
}

/** A card-shaped placeholder while items load. */
export function ItemCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="outline" aria-hidden="true">
      <Skeleton aspectRatio="4 / 3" rounded="none" />
      <Stack p="4" gap="3">
        <Skeleton h="4" w="24" />
        <Skeleton h="5" w="3/4" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="6" w="32" />
      </Stack>
    </Card.Root>
  );
}

export function ItemGridSkeleton({ count, label }: { count: number; label: string }) {
  useEffect(
    () =>
      whenIdle(() => {
        loadItemCard().catch(() => undefined);
      }),
    [],
  );
  return (
    <SimpleGrid columns={COLUMNS} gap="6" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <ItemCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
