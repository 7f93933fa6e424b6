import { Box, Checkbox, DataList, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ProtectionTerms, RentalQuote } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/routes/paths';
import { MoneyBreakdown } from '../../bookings/components/money-breakdown';
import { quoteBreakdown } from '../../bookings/model/money-breakdown';
import { useCurrency } from '../../currency/currency-context';
import { formatRentalDate } from '../model/rental-dates';
import { cancellationPolicyLines } from '../model/rental-text';
import type { WizardState } from '../model/wizard-state';

export interface ReviewStepProps {
  item: { title: string; currency: string; pricePerDay: number };
  state: WizardState;
  startDate: string;
  endDate: string;
  quote: RentalQuote;
  /** Issue 26 §2: the optional protection (null until the server's terms are known). */
  protection?: { on: boolean; terms: ProtectionTerms; onChange: (on: boolean) => void } | null;
}

/**
 * Step 2 (spec §4, §9): the booking's one price breakdown (issue 27 §2) in the item's currency — rent (daily
 * price × days), the 15 % service fee, the total price charged, the deposit held apart, and the total on the card
 * (charged + deposit, spec §9's "Total shown") — with "about …" in the viewer's currency when it differs, the
 * delivery choice and the cancellation policy, before confirming.
 */
export function ReviewStep({ item, state, startDate, endDate, quote, protection = null }: ReviewStepProps) {
  const { t } = useTranslation('rental');
  const f = useFormat();
  const { currency } = useCurrency();
  // In the item's own currency, what the card is actually charged and held; "about …" in the viewer's beside it.
  const money = quoteBreakdown(item, quote, protection?.terms.capCents ?? 0);
  const itemMoney = (cents: number) => f.money(cents / 100, money.currency);

  return (
    <Stack gap="5">
      <Text fontWeight="semibold">{item.title}</Text>
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>{t('review.dates')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('review.dateRange', {
              start: formatRentalDate(startDate, f),
              end: formatRentalDate(endDate, f),
            })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('review.rentalDays')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('days', { count: quote.days })}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t(`delivery.${state.deliveryOption}`)}</DataList.ItemLabel>
          <DataList.ItemValue>
            {state.deliveryOption === 'delivery' ? state.deliveryAddress.trim() : t('review.youCollect')}
          </DataList.ItemValue>
        </DataList.Item>
        {state.message.trim() ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('review.message')}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line">{state.message.trim()}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>

      {protection ? (
        <Box rounded="xl" borderWidth="1px" p="4" data-testid="rental-protection">
          <Checkbox.Root
            checked={protection.on}
            onCheckedChange={(details) => protection.onChange(details.checked === true)}
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name="protection" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Stack gap="1">
                <Text as="span" fontWeight="semibold">
                  {t('protection.add', {
                    percent: f.number(protection.terms.feePercent),
                    minimum: itemMoney(protection.terms.minimumFeeCents),
                  })}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {t('protection.covers', { cap: itemMoney(protection.terms.capCents) })}
                </Text>
              </Stack>
            </Checkbox.Label>
          </Checkbox.Root>
          <Link asChild fontSize="sm" color="brand.fg" mt="2" ms="7">
            <RouterLink to={PATHS.insurance} target="_blank">
              {t('protection.details')}
            </RouterLink>
          </Link>
        </Box>
      ) : null}

      <Box rounded="xl" borderWidth="1px" p="4" data-testid="rental-price">
        <MoneyBreakdown money={money} audience="renter" showOnCard viewerCurrency={currency} headingAs="h4" />
      </Box>

      <Box as="section" aria-labelledby="rental-policy-heading">
        <Heading as="h4" size="sm" id="rental-policy-heading" mb="2">
          {t('policy.title')}
        </Heading>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5">
          {cancellationPolicyLines(t, { protection: protection?.on === true }).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
