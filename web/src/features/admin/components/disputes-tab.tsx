import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  EmptyState,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuScale } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { DISPUTED_BOOKINGS_QUERY } from '../graphql/disputed-bookings.query';
import { RESOLVE_DAMAGE_CLAIM_MUTATION } from '../graphql/resolve-damage-claim.mutation';
import {
  checkOwnerAmount,
  DECISION_NOTE_MAX,
  type DisputedBooking,
  partyLabel,
  renterShare,
} from '../model/disputes';
import { failureText, formatDate, formatDateTime, money } from '../model/format';
import { LoadError } from './load-error';

function Words({ who, label, text }: { who: string; label: string; text: string | null | undefined }) {
  return (
    <Box borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {who} · {label}
      </Text>
      <Text whiteSpace="pre-wrap">{text?.trim() ? text : 'Nothing written.'}</Text>
    </Box>
  );
}

/** One disputed claim: what the owner claims and why, the photos, both sides' words, and the admin's decision. */
function DisputeCard({ booking, onDecided }: { booking: DisputedBooking; onDecided(): void }) {
  const claim = booking.damageClaim;
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [resolve, { loading }] = useMutation(RESOLVE_DAMAGE_CLAIM_MUTATION);
  // One key per decision attempt: a retry after a lost answer cannot decide twice.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  if (!claim) return null;

  const title = booking.item?.title ?? 'Item name unavailable';
  const claimed = money(claim.amount, booking.currency);
  const check = checkOwnerAmount(amount, claim.amount, claimed);
  const canDecide = booking.allowedActions.includes('resolveClaim');
  const headingId = `dispute-${booking.id}`;

  async function decide() {
    const result = checkOwnerAmount(amount, claim!.amount, claimed);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(undefined);
    const fingerprint = `${result.amount}|${note.trim()}`;
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    try {
      await resolve({
        variables: {
          bookingId: booking.id,
          ownerAmount: result.amount,
          note: note.trim() || null,
          idempotencyKey: attempt.current.key,
        },
      });
      notify.success({
        title: 'Claim decided',
        description: `The owner keeps ${money(result.amount, booking.currency)}; the rest of the deposit goes back to the renter.`,
      });
      onDecided();
    } catch (caught) {
      const failure = toAppError(caught);
      if (failure.fieldErrors.ownerAmount) setError(failure.fieldErrors.ownerAmount);
      notify.error({
        title: 'Failed to decide claim',
        description: failureText(failure, 'An error occurred while deciding the claim.'),
      });
    }
  }

  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Box>
            <Heading as="h3" size="md" id={headingId}>
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Booking #{booking.id} · {formatDate(booking.startDate)} – {formatDate(booking.endDate)}
              {booking.returnedAt ? ` · returned ${formatDate(booking.returnedAt)}` : ''}
            </Text>
          </Box>
          <Badge colorPalette="orange" variant="subtle">
            Disputed
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text>
          <Text as="span" fontWeight="semibold">
            {partyLabel(booking.owner)}
          </Text>{' '}
          claims{' '}
          <Text as="span" fontWeight="semibold">
            {claimed}
          </Text>{' '}
          of the {money(booking.securityDeposit, booking.currency)} deposit from{' '}
          <Text as="span" fontWeight="semibold">
            {partyLabel(booking.renter)}
          </Text>
          , who disputed it. Claimed {formatDateTime(claim.createdAt)}.
        </Text>
        <Stack gap="3">
          <Words who="Owner" label="Damage reported" text={claim.reason} />
          <Words who="Owner" label="Hand-over notes" text={booking.ownerNotes} />
          <Words who="Renter" label="Return notes" text={booking.returnNotes} />
          <Words who="Renter" label="Request message" text={booking.rentalMessage} />
        </Stack>
        <Stack gap="1.5">
          <Text fontWeight="semibold">Photos</Text>
          {claim.photos.length === 0 ? (
            <Text color="fg.muted">No photos were sent with the claim.</Text>
          ) : (
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" as="ul" listStyleType="none">
              {claim.photos.map((src, index) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <Image
                      src={src}
                      alt={`Damage photo ${index + 1} of ${claim.photos.length} for ${title}`}
                      aspectRatio={4 / 3}
                      objectFit="cover"
                      rounded="md"
                      w="full"
                    />
                  </a>
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        {canDecide ? (
          <chakra.form
            noValidate
            display="flex"
            flexDirection="column"
            gap="3"
            borderTopWidth="1px"
            pt="4"
            aria-label={`Decide the claim on ${title}`}
            onSubmit={(event) => {
              event.preventDefault();
              void decide();
            }}
          >
            <Field.Root invalid={Boolean(error)} required maxW="sm">
              <Field.Label>
                Amount the owner keeps
                <Field.RequiredIndicator />
              </Field.Label>
              <InputGroup endElement={booking.currency}>
                <Input
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setError(undefined);
                  }}
                  placeholder="0.00"
                />
              </InputGroup>
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  From 0 to {claimed}.
                  {check.ok
                    ? ` The renter gets ${money(renterShare(claim.amount, check.amount), booking.currency)} of the claim back.`
                    : ''}
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>Note to both sides (optional)</Field.Label>
              <Textarea
                value={note}
                onChange={(event) => setNote(event.target.value)}
                rows={2}
                maxLength={DECISION_NOTE_MAX}
              />
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={loading}
              loadingText="Deciding..."
            >
              Decide claim
            </Button>
          </chakra.form>
        ) : (
          <Text color="fg.muted">This claim can no longer be decided here.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Damage claims a renter disputed, waiting for an admin's decision (the bookings worker applies it). */
export function DisputesTab() {
  const { data, error, refetch } = useQuery(DISPUTED_BOOKINGS_QUERY, { notifyOnNetworkStatusChange: true });
  const bookings = data?.disputedBookings;
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          Disputes
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Damage claims a renter disputed. Decide how much of the claim the owner keeps from the deposit.
        </Text>
      </Box>
      {error && !bookings ? (
        <LoadError what="the disputes" error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !bookings ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading disputes">
          {[0, 1].map((n) => (
            <Skeleton key={n} h="48" rounded="xl" />
          ))}
        </Stack>
      ) : bookings.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuScale />
            </EmptyState.Indicator>
            <EmptyState.Title>No disputed claims</EmptyState.Title>
            <EmptyState.Description>
              When a renter disputes a damage claim, it waits here for a decision.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Disputed claims">
          {bookings.map((booking) => (
            <DisputeCard
              key={booking.id}
              booking={booking}
              onDecided={() => {
                // The decided claim leaves the list: focus goes to the heading instead of the vanished button.
                heading.current?.focus();
                void refetch().catch(() => undefined);
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
