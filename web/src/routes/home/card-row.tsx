import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A home-page row of cards: on a phone one horizontally scrolling line (the next card peeks in, so the row reads
 * as scrollable, and snaps card by card), from `md` up the grid it always was. On a 390 px screen the rows of
 * Featured and Recently Added stacked one card per line made the home page about 10,800 px tall.
 */
export function CardRow({
  children,
  label,
  busy = false,
  as = 'ul',
}: {
  children: ReactNode;
  /** Names a loading row (role status); a loaded row is a plain list. */
  label?: string;
  busy?: boolean;
  as?: 'ul' | 'div';
}) {
  return (
    <Box
      as={as}
      listStyleType="none"
      data-card-row=""
      role={busy ? 'status' : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
      display={{ base: 'flex', md: 'grid' }}
      gridTemplateColumns={{ md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '4', md: '6' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
      // Room for the cards' focus rings and shadows inside the scroller, which clips them.
      py={{ base: '1', md: '0' }}
      px={{ base: '1', md: '0' }}
      mx={{ base: '-1', md: '0' }}
    >
      {children}
    </Box>
  );
}

/** One cell of a CardRow: `cardWidth` of the row on a phone, a grid cell from `md` up. */
export function CardRowItem({
  children,
  cardWidth,
  as = 'li',
}: {
  children: ReactNode;
  /** The share of the row a card takes on a phone, e.g. '46%' (two and a peek) or '78%'. */
  cardWidth: string;
  as?: 'li' | 'div';
}) {
  return (
    <Box as={as} flex={{ base: `0 0 ${cardWidth}`, md: 'initial' }} minW="0" scrollSnapAlign="start">
      {children}
    </Box>
  );
}
