import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { CurrencyCode } from '@koalarent/core/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import {
  type DepositLife,
  fromMinorUnits,
  type MoneyBreakdown as Money,
  type OwnerPayout,
} from '../model/money-breakdown';

type MoneyT = ReturnType<typeof useTranslation<'money'>>['t'];

export interface MoneyBreakdownProps {
  money: Money;
  /** Whose words: the renter reads "your card", the owner reads "the renter" and sees the payout. */
  audience: 'renter' | 'owner';
  /** The deposit's life (`depositLife`); without it the deposit reads as held (a quote, a new request). */
  deposit?: DepositLife;
  /** The owner's payout (`ownerPayoutOf`), shown to the owner. */
  payout?: OwnerPayout;
  /** The wizard's line: charged + deposit held, what the card carries at the start (spec §9's "Total shown"). */
  showOnCard?: boolean;
  /** The viewer's currency: when it is not the booking's, totals say "about …" in it beside the real amount. */
  viewerCurrency?: CurrencyCode;
  /** Off where the surrounding card or dialog already names the section. */
  showHeading?: boolean;
  /** The heading's level, one below the heading of what holds the breakdown. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /**
   * The booking's payment status: the note that the charge waits for the owner's approval shows only while it does
   * (a quote, or 'authorized'), not on a booking already paid or refunded.
   */
  paymentStatus?: string;
  /** A small card's two lines: the total price charged and the deposit (its state), without rent, fee or notes. */
  compact?: boolean;
}

/**
 * The one breakdown of a booking's money (issue 27 §2), in the booking's own currency: rent (daily price × days),
 * service fee, the total price charged (rent + fee, the spec's `totalPrice`), and the security deposit on its own
 * line — held, then released, partly kept or kept, with any late fee taken from it — never added into the charge
 * except on the wizard's "Total on your card", which says that it is. The owner also sees the payout and when.
 */
export function MoneyBreakdown({
  money,
  audience,
  deposit,
  payout,
  showOnCard = false,
  viewerCurrency,
  showHeading = true,
  headingAs = 'h3',
  compact = false,
  paymentStatus,
}: MoneyBreakdownProps) {
  useNamespaces('money');
  const { t } = useTranslation('money');
  const f = useFormat();
  const headingId = useId();
  const amount = (cents: number) => f.money(fromMinorUnits(cents), money.currency);
  const converted = viewerCurrency && viewerCurrency !== money.currency ? viewerCurrency : null;
  const about = (cents: number) =>
    converted
      ? t('about', { amount: f.price(fromMinorUnits(cents), money.currency, converted).primary })
      : null;

  return (
    <Box
      as="section"
      aria-labelledby={showHeading && !compact ? headingId : undefined}
      aria-label={showHeading && !compact ? undefined : t('heading')}
      data-testid="money-breakdown"
    >
      {showHeading && !compact ? (
        <Heading as={headingAs} size="sm" id={headingId} mb="2">
          {t('heading')}
        </Heading>
      ) : null}
      <DataList.Root orientation="horizontal" size="sm" gap="2" data-compact={compact || undefined}>
        {compact ? null : (
          <>
            <Line
              label={t('rent', { price: amount(money.dailyPriceCents), count: money.days })}
              value={amount(money.rentCents)}
              testId="money-rent"
            />
            <Line
              label={t('serviceFee', { percent: f.number(money.feePercent) })}
              value={amount(money.feeCents)}
              testId="money-fee"
            />
            {money.protectionCents > 0 ? (
              <Line
                label={t('protection')}
                note={
                  money.protectionCoverCents > 0
                    ? t('protectionNote', { cover: amount(money.protectionCoverCents) })
                    : undefined
                }
                value={amount(money.protectionCents)}
                testId="money-protection"
              />
            ) : null}
          </>
        )}
        <Line
          label={t('charged')}
          note={
            compact || (paymentStatus !== undefined && paymentStatus !== 'authorized')
              ? undefined
              : t('chargedNote')
          }
          value={amount(money.chargedCents)}
          about={about(money.chargedCents)}
          testId="total-price"
          strong
        />
        {depositLines(money, deposit, audience, compact, t, f, amount, about)}
        {showOnCard ? (
          <Line
            label={t('onCard')}
            value={amount(money.onCardCents)}
            about={about(money.onCardCents)}
            testId="rental-total"
            strong
            rule
          />
        ) : null}
        {audience === 'owner' && payout ? (
          <Line
            label={t('payout')}
            note={payoutNote(payout, t, f)}
            value={amount(payout.amountCents)}
            testId="owner-payout"
            strong
            rule
          />
        ) : null}
      </DataList.Root>
      {converted ? (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('chargedIn', { currency: money.currency })}
        </Text>
      ) : null}
    </Box>
  );
}

function depositLines(
  money: Money,
  deposit: DepositLife | undefined,
  audience: 'renter' | 'owner',
  compact: boolean,
  t: MoneyT,
  f: Formatters,
  amount: (cents: number) => string,
  about: (cents: number) => string | null,
): ReactNode {
  if (money.depositCents === 0) return null;
  const status = deposit?.status ?? 'held';
  const date = deposit?.settledAt ? f.date(deposit.settledAt) : '';
  const reason = deposit
    ? t(`reason_${deposit.keptFor.length > 1 ? 'both' : (deposit.keptFor[0] ?? 'damage')}`)
    : '';
  const toRenter = audience === 'owner';
  const main =
    status === 'released' ? (
      <Line
        label={t('depositReleased')}
        note={date ? t(toRenter ? 'depositReleasedToRenter' : 'depositReleasedOn', { date }) : undefined}
        value={amount(deposit?.releasedCents ?? money.depositCents)}
        testId="deposit-released"
      />
    ) : status === 'partly_kept' && deposit ? (
      <Line
        label={t('depositPartlyKept', { kept: amount(deposit.keptCents), reason })}
        note={t(toRenter ? 'depositPartlyKeptToRenter' : 'depositPartlyKeptNote', {
          released: amount(deposit.releasedCents),
          date,
        })}
        value={amount(deposit.keptCents)}
        testId="deposit-kept"
      />
    ) : status === 'kept' && deposit ? (
      <Line
        label={t('depositKept', { reason })}
        note={t('depositKeptNote', { date })}
        value={amount(deposit.keptCents)}
        testId="deposit-kept"
      />
    ) : (
      <Line
        label={t('depositHeld')}
        note={compact ? undefined : t('depositHeldNote')}
        value={amount(money.depositCents)}
        about={about(money.depositCents)}
        testId="deposit-held"
      />
    );
  const late =
    deposit && deposit.lateFeeCents > 0 ? (
      <Line
        label={t('lateFee', { count: deposit.lateDays, price: amount(money.dailyPriceCents) })}
        note={t(deposit.settledAt ? 'lateFeeTaken' : 'lateFeeHeld')}
        value={amount(deposit.lateFeeCents)}
        testId="money-late-fee"
      />
    ) : null;
  return (
    <>
      {main}
      {compact ? null : late}
    </>
  );
}

function payoutNote(payout: OwnerPayout, t: MoneyT, f: Formatters): string {
  if (payout.status === 'none') return t('payoutNone');
  if (payout.status === 'paid' && payout.paidAt) return t('payoutPaid', { date: f.date(payout.paidAt) });
  return t('payoutExpected');
}

function Line({
  label,
  note,
  value,
  about,
  testId,
  strong = false,
  rule = false,
}: {
  label: string;
  note?: string;
  value: string;
  about?: string | null;
  testId: string;
  strong?: boolean;
  rule?: boolean;
}) {
  return (
    <DataList.Item
      justifyContent="space-between"
      alignItems="flex-start"
      {...(rule ? { borderTopWidth: '1px', borderColor: 'border', pt: '2' } : {})}
    >
      <DataList.ItemLabel
        flex="1"
        minW="0"
        color={strong ? 'fg' : undefined}
        fontWeight={strong ? 'semibold' : undefined}
      >
        <Stack gap="0">
          <span>{label}</span>
          {note ? (
            <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
              {note}
            </Text>
          ) : null}
        </Stack>
      </DataList.ItemLabel>
      <DataList.ItemValue flex="none" textAlign="end" fontWeight={strong ? 'semibold' : undefined}>
        <Stack gap="0" align="flex-end">
          <span data-testid={testId}>{value}</span>
          {about ? (
            <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
              {about}
            </Text>
          ) : null}
        </Stack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}
