import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuShieldCheck } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { notify } from '../../../shared/ui/toaster';
import { newIdempotencyKey } from '../../rental/model/booking-request';
import { DECIDE_PROTECTION_CLAIM_MUTATION } from '../graphql/decide-protection-claim.mutation';
import { PROTECTION_CLAIMS_QUERY } from '../graphql/protection-claims.query';
import { DECISION_NOTE_MAX, type DisputedBooking, partyLabel } from '../model/disputes';
import { failureText, formatDate, money } from '../model/format';
import { DecisionQueue } from './admin-queue';

/**
 * One protection claim (issue 26 §2): the part of a damage claim above the deposit on a protected booking. Approved,
 * the protection account pays it to the owner; rejected, nothing moves. The renter is never charged for it.
 */
function ProtectionClaimCard({ booking, onDecided }: { booking: DisputedBooking; onDecided(): void }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [note, setNote] = useState('');
  const [decideClaim, { loading }] = useMutation(DECIDE_PROTECTION_CLAIM_MUTATION);
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const claim = booking.damageClaim;
  if (!claim) return null;
  const title = booking.item?.title ?? t('disputes.itemUnavailable');
  const headingId = `protection-${booking.id}`;
  const canDecide = booking.allowedActions.includes('decideProtection');

  async function decide(decision: 'approve' | 'reject') {
    const fingerprint = `${decision}|${note.trim()}`;
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    try {
      await decideClaim({
        variables: {
          bookingId: booking.id,
          decision,
          note: note.trim() || null,
          idempotencyKey: attempt.current.key,
        },
      });
      notify.success({
        title: t(decision === 'approve' ? 'protectionClaims.approved' : 'protectionClaims.rejected'),
      });
      onDecided();
    } catch (caught) {
      notify.error({
        title: t('protectionClaims.decideFailed'),
        description: failureText(toAppError(caught), t('disputes.decideFallback')),
      });
    }
  }

  return (
    <Card.Root as="li" variant="outline" aria-labelledby={headingId} data-testid="protection-claim">
      <Card.Header>
        <Heading as="h4" size="md" id={headingId}>
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('disputes.bookingLine', {
            id: String(booking.id),
            start: formatDate(booking.startDate, f),
            end: formatDate(booking.endDate, f),
          })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text>
            {t('protectionClaims.summary', {
              owner: partyLabel(booking.owner),
              renter: partyLabel(booking.renter),
              amount: money(claim.amount, booking.currency, f),
              deposit: money(claim.amount - claim.protectionAmount, booking.currency, f),
              above: money(claim.protectionAmount, booking.currency, f),
              cover: money(booking.protectionCover, booking.currency, f),
            })}
          </Text>
          <Box borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
            <Text whiteSpace="pre-wrap">{claim.reason}</Text>
          </Box>
          {canDecide ? (
            <Field.Root>
              <Field.Label>{t('protectionClaims.noteLabel')}</Field.Label>
              <Textarea
                value={note}
                maxLength={DECISION_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
                rows={2}
              />
            </Field.Root>
          ) : null}
        </Stack>
      </Card.Body>
      {canDecide ? (
        <Card.Footer>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" loading={loading} onClick={() => void decide('approve')}>
              {t('protectionClaims.approve', { amount: money(claim.protectionAmount, booking.currency, f) })}
            </Button>
            <Button variant="outline" loading={loading} onClick={() => void decide('reject')}>
              {t('protectionClaims.reject')}
            </Button>
          </HStack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

/** The admins' queue of protection claims waiting for a decision (issue 26 §2), under the disputes. */
export function ProtectionClaims() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useQuery(PROTECTION_CLAIMS_QUERY, { notifyOnNetworkStatusChange: true });
  return (
    <Stack as="section" gap="4" aria-labelledby="protection-claims-heading">
      <DecisionQueue
        heading={t('protectionClaims.heading')}
        headingId="protection-claims-heading"
        level="h3"
        intro={t('protectionClaims.intro')}
        onRefetch={refetch}
        items={data?.protectionClaims}
        error={error}
        loadErrorTitle={t('protectionClaims.loadError')}
        loadingLabel={t('protectionClaims.loading')}
        emptyIcon={<LuShieldCheck />}
        emptyTitle={t('protectionClaims.emptyTitle')}
        listLabel={t('protectionClaims.heading')}
      >
        {(booking, onDecided) => <ProtectionClaimCard booking={booking} onDecided={onDecided} />}
      </DecisionQueue>
    </Stack>
  );
}
