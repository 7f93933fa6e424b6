import { Box, Card, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Photo } from '../../../shared/images/photo';
import { ImagePlaceholder } from '../../items/components/image-placeholder';

/**
 * Where a booking card sits, and so how large its cover is and from which width it stands beside the text. Each
 * cover's `sizes` is the width it is drawn at, so the browser picks the smallest rendition that fills it.
 */
const LAYOUTS = {
  /** My Rentals: the page is the list, the largest cover. */
  page: {
    breakpoint: 'md',
    width: '56',
    height: '44',
    minHeight: '44',
    sizes: '(min-width: 48em) 224px, 100vw',
    padding: { base: '4', md: '5' },
    gap: '4',
  },
  /** The owner's requests and rentals: a long list of cards. */
  list: {
    breakpoint: 'md',
    width: '40',
    height: '36',
    minHeight: '36',
    sizes: '(min-width: 48em) 160px, 100vw',
    padding: '4',
    gap: '3',
  },
  /** The account page's My Bookings, beside the profile: side by side from a small screen on. */
  panel: {
    breakpoint: 'sm',
    width: '40',
    height: '40',
    minHeight: '36',
    sizes: '(min-width: 30em) 160px, 100vw',
    padding: '4',
    gap: '3',
  },
} as const;

export interface BookingCardFrameProps {
  /** An article of its own, or an item of the owner's list. */
  as: 'article' | 'li';
  layout: keyof typeof LAYOUTS;
  /** The id of the card's heading, which names the card. */
  titleId: string;
  /** The item's first photo; without one, the placeholder every item card shows. */
  cover: string | null | undefined;
  testId?: string;
  /** The card's text, beside (or under) the cover. */
  children: ReactNode;
  /** What belongs to the card but is not laid out in it (its dialogs). */
  outside?: ReactNode;
}

/** The one frame of a booking card (the renter's, the account page's and the owner's): cover, then the card's text. */
export function BookingCardFrame({
  as,
  layout,
  titleId,
  cover,
  testId,
  children,
  outside,
}: BookingCardFrameProps) {
  const l = LAYOUTS[layout];
  return (
    <Card.Root as={as} aria-labelledby={titleId} rounded="xl" overflow="hidden" data-testid={testId}>
      <Flex direction={{ base: 'column', [l.breakpoint]: 'row' }}>
        <Box
          w={{ base: 'full', [l.breakpoint]: l.width }}
          h={{ base: l.height, [l.breakpoint]: 'auto' }}
          minH={{ [l.breakpoint]: l.minHeight }}
          bg="bg.muted"
          flexShrink={0}
        >
          {cover ? (
            <Photo url={cover} sizes={l.sizes} aspectRatio={4 / 3} alt="" boxSize="full" />
          ) : (
            <ImagePlaceholder />
          )}
        </Box>
        <Stack flex="1" p={l.padding} gap={l.gap} minW="0">
          {children}
        </Stack>
      </Flex>
      {outside}
    </Card.Root>
  );
}
