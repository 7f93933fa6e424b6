import { Alert, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import type { ElementType, ReactNode } from 'react';

/**
 * The states every list of bookings shows around its cards — the renter's My Rentals, the account page's My Bookings
 * and the owner's Requests: a load that failed (with a retry), a load under way, and a group with nothing in it.
 */

/** The list could not be loaded: what happened, in the reader's language, and a way to try again. */
export function BookingsLoadFailed({
  title,
  description,
  retryLabel,
  onRetry,
}: {
  title: string;
  description: string;
  retryLabel: string;
  onRetry(): void;
}) {
  return (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}

/** Placeholders the height of the cards to come, so the page does not jump when they arrive. */
export function BookingsLoading({
  label,
  count,
  cardHeight,
  gap,
}: {
  label: string;
  count: number;
  /** A card's height in the theme's sizes ('36', '52'…). */
  cardHeight: string;
  gap: string;
}) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, n) => n).map((n) => (
        <Skeleton key={n} h={cardHeight} rounded="xl" />
      ))}
    </Stack>
  );
}

/** A tab with no bookings in it: its icon, what it would hold, and where to go instead when there is somewhere. */
export function EmptyBookingGroup({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: ElementType;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
