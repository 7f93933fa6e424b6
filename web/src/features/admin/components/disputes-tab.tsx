import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LuScale } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { DISPUTED_BOOKINGS_QUERY } from '../graphql/disputed-bookings.query';
import { RESOLVE_DAMAGE_CLAIM_MUTATION } from '../graphql/resolve-damage-claim.mutation';
import {
  checkOwnerAmount,
  DECISION_NOTE_MAX,
  type DisputedBooking,
  disputedPart,
  partyLabel,
  renterShare,
} from '../model/disputes';
import { failureText, formatDate, formatDateTime, money } from '../model/format';
import { DecisionQueue } from './admin-queue';
import { ProtectionClaims } from './protection-claims';

function Words({ who, label, text }: { who: string; label: string; text: string | null | undefined }) {
  const { t } = useTranslation('admin');
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
      <Text whiteSpace="pre-wrap">{text?.trim() ? text : t('disputes.words.nothingWritten')}</Text>
    </Box>
  );
}

/** One disputed claim: what the owner claims and why, the photos, both sides' words, and the admin's decision. */
function DisputeCard({ booking, onDecided }: { booking: DisputedBooking; onDecided(): void }) {
  const claim = booking.damageClaim;
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [resolve, { loading }] = useMutation(RESOLVE_DAMAGE_CLAIM_MUTATION);
  // One key per decision attempt: a retry after a lost answer cannot decide twice.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  if (!claim) return null;

  const title = booking.item?.title ?? t('disputes.itemUnavailable');
  const claimed = money(claim.amount, booking.currency, f);
  // The owner's amount is bounded by the deposit's part; the part above it (protected bookings) is decided apart.
  const max = disputedPart(claim);
  const maxLabel = money(max, booking.currency, f);
  const above = claim.protectionAmount > 0 ? money(claim.protectionAmount, booking.currency, f) : null;
  const check = checkOwnerAmount(amount, max, maxLabel, t, above);
  const canDecide = booking.allowedActions.includes('resolveClaim');
  const headingId = `dispute-${booking.id}`;

  async function decide() {
    const result = checkOwnerAmount(amount, max, maxLabel, t, above);
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
        title: t('disputes.decided'),
        description: t('disputes.decidedDescription', { amount: money(result.amount, booking.currency, f) }),
      });
      onDecided();
    } catch (caught) {
      const failure = toAppError(caught);
      if (failure.fieldErrors.ownerAmount) setError(failure.fieldErrors.ownerAmount);
      notify.error({
        title: t('disputes.decideFailed'),
        description: failureText(failure, t('disputes.decideFallback')),
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
              {booking.returnedAt
                ? t('disputes.bookingLineReturned', {
                    id: String(booking.id),
                    start: formatDate(booking.startDate, f),
                    end: formatDate(booking.endDate, f),
                    returned: formatDate(booking.returnedAt, f),
                  })
                : t('disputes.bookingLine', {
                    id: String(booking.id),
                    start: formatDate(booking.startDate, f),
                    end: formatDate(booking.endDate, f),
                  })}
            </Text>
          </Box>
          <Badge colorPalette="orange" variant="subtle">
            {t('disputes.badge')}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text>
          <Trans
            t={t}
            i18nKey={above ? 'disputes.summaryProtected' : 'disputes.summary'}
            values={{
              owner: partyLabel(booking.owner),
              amount: claimed,
              // A protected claim may pass the deposit: the card says which part is the deposit's to decide here.
              part: maxLabel,
              above,
              deposit: money(booking.securityDeposit, booking.currency, f),
              renter: partyLabel(booking.renter),
              date: formatDateTime(claim.createdAt, f),
            }}
            components={{ b: <Text as="span" fontWeight="semibold" /> }}
          />
        </Text>
        <Stack gap="3">
          <Words
            who={t('disputes.words.owner')}
            label={t('disputes.words.damageReported')}
            text={claim.reason}
          />
          <Words
            who={t('disputes.words.owner')}
            label={t('disputes.words.handOverNotes')}
            text={booking.ownerNotes}
          />
          <Words
            who={t('disputes.words.renter')}
            label={t('disputes.words.returnNotes')}
            text={booking.returnNotes}
          />
          <Words
            who={t('disputes.words.renter')}
            label={t('disputes.words.requestMessage')}
            text={booking.rentalMessage}
          />
        </Stack>
        <Stack gap="1.5">
          <Text fontWeight="semibold">{t('disputes.photos')}</Text>
          {claim.photos.length === 0 ? (
            <Text color="fg.muted">{t('disputes.noPhotos')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" as="ul" listStyleType="none">
              {claim.photos.map((src, index) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <Image
                      src={src}
                      alt={t('disputes.photoAlt', {
                        number: String(index + 1),
                        total: String(claim.photos.length),
                        title,
                      })}
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
            aria-label={t('disputes.decideLabel', { title })}
            onSubmit={(event) => {
              event.preventDefault();
              void decide();
            }}
          >
            <Field.Root invalid={Boolean(error)} required maxW="sm">
              <Field.Label>
                {t('disputes.amountLabel')}
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
                  placeholder={f.number(0, { minimumFractionDigits: 2 })}
                />
              </InputGroup>
              {error ? (
                <Field.ErrorText>{error}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {t('disputes.amountRange', { max: maxLabel })}
                  {check.ok
                    ? ` ${t('disputes.renterGetsBack', {
                        amount: money(renterShare(max, check.amount), booking.currency, f),
                      })}`
                    : ''}
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('disputes.noteLabel')}</Field.Label>
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
              loadingText={t('disputes.deciding')}
            >
              {t('disputes.decide')}
            </Button>
          </chakra.form>
        ) : (
          <Text color="fg.muted">{t('disputes.cannotDecide')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Damage claims a renter disputed, waiting for an admin's decision (the bookings worker applies it). */
export function DisputesTab() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useQuery(DISPUTED_BOOKINGS_QUERY, { notifyOnNetworkStatusChange: true });
  return (
    <Stack gap="5">
      <DecisionQueue
        heading={t('disputes.heading')}
        level="h2"
        intro={t('disputes.intro')}
        onRefetch={refetch}
        items={data?.disputedBookings}
        error={error}
        loadErrorTitle={t('loadError.disputes')}
        loadingLabel={t('disputes.loading')}
        emptyIcon={<LuScale />}
        emptyTitle={t('disputes.emptyTitle')}
        emptyDescription={t('disputes.emptyDescription')}
        listLabel={t('disputes.listLabel')}
      >
        {(booking, onDecided) => <DisputeCard booking={booking} onDecided={onDecided} />}
      </DecisionQueue>
      <ProtectionClaims />
    </Stack>
  );
}
