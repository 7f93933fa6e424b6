import {
  Badge,
  Button,
  CloseButton,
  DataList,
  Dialog,
  HStack,
  Image,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { useReviewListing } from '../hooks/use-review-listing';
import { dollars, formatDate, money } from '../model/format';
import {
  type AdminListing,
  listingActions,
  listingOwner,
  listingPrice,
  listingStatus,
} from '../model/listings';

/**
 * Spec §2 details dialog: title, category, price per day, security deposit, location, date added, description,
 * images ('No images available' if none), and Reject / Approve / Close (each decision only where it changes
 * something).
 */
export function ListingDetailsDialog({
  listing,
  onClose,
  onReject,
  finalFocus,
}: {
  listing: AdminListing;
  onClose(): void;
  /** Reject asks for an optional reason in its own dialog. */
  onReject(): void;
  finalFocus(): HTMLElement | null;
}) {
  const [approving, setApproving] = useState(false);
  const review = useReviewListing();
  const { t } = useTranslation('admin');
  const f = useFormat();
  const actions = listingActions(listing);
  const status = listingStatus(listing, t);
  const price = listingPrice(listing, f);

  async function approve() {
    setApproving(true);
    const done = await review(listing, 'approved', null);
    setApproving(false);
    if (done) onClose();
  }

  const details: [string, string][] = [
    [t('listings.details.category'), listing.category],
    [t('listings.details.owner'), listingOwner(listing, t)],
    [
      t('listings.details.pricePerDay'),
      price.original
        ? t('listings.details.priceWithOriginal', { dollars: price.dollars, original: price.original })
        : price.dollars,
    ],
    [
      t('listings.details.securityDeposit'),
      listing.currency === 'USD'
        ? dollars(listing.securityDeposit, f)
        : money(listing.securityDeposit, listing.currency, f),
    ],
    [t('listings.details.location'), listing.location],
    [t('listings.details.dateAdded'), formatDate(listing.createdAt, f)],
  ];

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !approving) onClose();
      }}
      closeOnEscape={!approving}
      closeOnInteractOutside={!approving}
      finalFocusEl={finalFocus}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{listing.title}</Dialog.Title>
                <HStack gap="2">
                  <Badge colorPalette={status.palette} variant="subtle">
                    {status.label}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    #{listing.id}
                  </Text>
                </HStack>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DataList.Root orientation="horizontal" size="sm">
                  {details.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {listing.approvalStatus === 'rejected' && listing.rejectionReason ? (
                  <Text fontSize="sm" color="fg.error">
                    {t('listings.details.rejectedReason', { reason: listing.rejectionReason })}
                  </Text>
                ) : null}
                <Stack gap="1.5">
                  <Text fontWeight="semibold">{t('listings.details.description')}</Text>
                  <Text whiteSpace="pre-wrap">{listing.description}</Text>
                </Stack>
                <Stack gap="1.5">
                  <Text fontWeight="semibold">{t('listings.details.images')}</Text>
                  {listing.images.length === 0 ? (
                    <Text color="fg.muted">{t('listings.details.noImages')}</Text>
                  ) : (
                    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
                      {listing.images.map((src, index) => (
                        <a key={src} href={src} target="_blank" rel="noreferrer">
                          <Image
                            src={src}
                            alt={t('listings.details.imageAlt', {
                              title: listing.title,
                              number: String(index + 1),
                              total: String(listing.images.length),
                            })}
                            aspectRatio={4 / 3}
                            objectFit="cover"
                            rounded="md"
                            w="full"
                          />
                        </a>
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {actions.includes('reject') ? (
                <Button variant="outline" colorPalette="red" disabled={approving} onClick={onReject}>
                  {t('listings.details.reject')}
                </Button>
              ) : null}
              {actions.includes('approve') ? (
                <Button
                  colorPalette="brand"
                  loading={approving}
                  loadingText={t('listings.details.approving')}
                  onClick={() => void approve()}
                >
                  {t('listings.details.approve')}
                </Button>
              ) : null}
              <Button variant="ghost" disabled={approving} onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={approving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
