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
  const actions = listingActions(listing);
  const status = listingStatus(listing);
  const price = listingPrice(listing);

  async function approve() {
    setApproving(true);
    const done = await review(listing, 'approved', null);
    setApproving(false);
    if (done) onClose();
  }

  const details: [string, string][] = [
    ['Category', listing.category],
    ['Owner', listingOwner(listing)],
    ['Price per day', price.original ? `${price.dollars} (${price.original})` : price.dollars],
    [
      'Security deposit',
      listing.currency === 'USD'
        ? dollars(listing.securityDeposit)
        : money(listing.securityDeposit, listing.currency),
    ],
    ['Location', listing.location],
    ['Date added', formatDate(listing.createdAt)],
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
                    Rejected: {listing.rejectionReason}
                  </Text>
                ) : null}
                <Stack gap="1.5">
                  <Text fontWeight="semibold">Description</Text>
                  <Text whiteSpace="pre-wrap">{listing.description}</Text>
                </Stack>
                <Stack gap="1.5">
                  <Text fontWeight="semibold">Images</Text>
                  {listing.images.length === 0 ? (
                    <Text color="fg.muted">No images available</Text>
                  ) : (
                    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
                      {listing.images.map((src, index) => (
                        <a key={src} href={src} target="_blank" rel="noreferrer">
                          <Image
                            src={src}
                            alt={`${listing.title}, image ${index + 1} of ${listing.images.length}`}
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
                  Reject
                </Button>
              ) : null}
              {actions.includes('approve') ? (
                <Button
                  colorPalette="brand"
                  loading={approving}
                  loadingText="Approving..."
                  onClick={() => void approve()}
                >
                  Approve
                </Button>
              ) : null}
              <Button variant="ghost" disabled={approving} onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={approving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
