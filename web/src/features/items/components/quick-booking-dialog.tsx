import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCalendar, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { itemPath, rentItemPath } from '../model/item-links';
import { ImagePlaceholder } from './image-placeholder';
import { PricePerDay } from './price-tag';

/** "January 5, 2026" (the dialog is in English, like date-fns' 'MMMM d, yyyy' was). */
const AVAILABLE_FROM = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export interface QuickBookingItem {
  id: number;
  title: string;
  image: string | null;
  images: readonly string[];
  location: string;
  pricePerDay: number;
  currency: string;
}

/** Spec §2: the item card's Rent Now for a signed-in user. */
export function QuickBookingDialog({
  item,
  open,
  onOpenChange,
}: {
  item: QuickBookingItem;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const thumbnail = item.images[0] ?? item.image;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Quick Booking</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="4" align="flex-start">
                <Box boxSize="24" flexShrink="0" rounded="lg" overflow="hidden">
                  {thumbnail ? (
                    <Image src={thumbnail} alt={item.title} w="full" h="full" objectFit="cover" />
                  ) : (
                    <ImagePlaceholder />
                  )}
                </Box>
                <Stack gap="1.5" minW="0">
                  <Text fontWeight="semibold" lineClamp={2}>
                    {item.title}
                  </Text>
                  <HStack gap="1.5" color="fg.muted" fontSize="sm">
                    <LuMapPin aria-hidden="true" />
                    <Text>{item.location || 'Local Pickup'}</Text>
                  </HStack>
                  <PricePerDay amount={item.pricePerDay} currency={item.currency} size="md" />
                  <HStack gap="1.5" color="fg.success" fontSize="sm">
                    <LuCalendar aria-hidden="true" />
                    <Text>Available starting {AVAILABLE_FROM.format(new Date())}</Text>
                  </HStack>
                </Stack>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild variant="outline">
                <RouterLink to={itemPath(item.id)}>View Details</RouterLink>
              </Button>
              <Button asChild colorPalette="brand">
                <RouterLink to={rentItemPath(item.id)}>Rent Now</RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
