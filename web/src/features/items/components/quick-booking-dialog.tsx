import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendar, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { Photo } from '../../../shared/images/photo';
import { itemPath, rentItemPath } from '../model/item-links';
import { ImagePlaceholder } from './image-placeholder';
import { PricePerDay } from './price-tag';

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
  useNamespaces('items');
  const { t } = useTranslation('items');
  // "January 5, 2026" · "5 de enero de 2026" · "2026年1月5日"
  const { longDate } = useFormat();
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
              <Dialog.Title>{t('quickBooking.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="4" align="flex-start">
                <Box boxSize="24" flexShrink="0" rounded="lg" overflow="hidden">
                  {thumbnail ? (
                    <Photo url={thumbnail} sizes="96px" aspectRatio={1} alt={item.title} w="full" h="full" />
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
                    <Text>{item.location || t('localPickup')}</Text>
                  </HStack>
                  <PricePerDay amount={item.pricePerDay} currency={item.currency} size="md" />
                  <HStack gap="1.5" color="fg.success" fontSize="sm">
                    <LuCalendar aria-hidden="true" />
                    <Text>{t('quickBooking.availableFrom', { date: longDate(new Date()) })}</Text>
                  </HStack>
                </Stack>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild variant="outline">
                <RouterLink to={itemPath(item.id)}>{t('quickBooking.viewDetails')}</RouterLink>
              </Button>
              <Button asChild colorPalette="brand">
                <RouterLink to={rentItemPath(item.id)}>{t('quickBooking.rentNow')}</RouterLink>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('quickBooking.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
