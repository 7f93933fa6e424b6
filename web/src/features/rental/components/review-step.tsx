import { Box, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { isCurrencyCode, type RentalQuote, SERVICE_FEE_PERCENT } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../currency/currency-context';
import { useFormat } from '../../i18n/format';
import { formatRentalDate } from '../model/rental-dates';
import { cancellationPolicyLines } from '../model/rental-text';
import type { WizardState } from '../model/wizard-state';

export interface ReviewStepProps {
  item: { title: string; currency: string; pricePerDay: number };
  state: WizardState;
  startDate: string;
  endDate: string;
  quote: RentalQuote;
}

/**
 * Step 2 (spec §4, §9): the price breakdown in the viewer's currency from the item's own prices (days, daily
 * price × days, the 15 % service fee, the deposit held, the total = rent + fee + deposit), what is charged in
 * the item's currency, the delivery choice and the cancellation policy, before confirming.
 */
export function ReviewStep({ item, state, startDate, endDate, quote }: ReviewStepProps) {
  const { t } = useTranslation('rental');
  const f = useFormat();
  const { currency } = useCurrency();
  // The viewer's currency (with the USD amount beside a total in another), in the language's digits.
  const money = (cents: number) => f.price(cents / 100, item.currency, currency).primary;
  const total = f.price(quote.grandTotalCents / 100, item.currency, currency);
  const itemCurrency = isCurrencyCode(item.currency) ? item.currency : 'USD';
  // What the card is actually charged and held: the item's own currency, whatever the viewer browses in.
  const inItemCurrency = (cents: number) => f.money(cents / 100, itemCurrency);

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

      <Box as="section" aria-labelledby="rental-price-heading" rounded="xl" borderWidth="1px" p="4">
        <Heading as="h4" size="sm" id="rental-price-heading" mb="3">
          {t('review.priceDetails')}
        </Heading>
        <DataList.Root orientation="horizontal" gap="2" data-testid="rental-price">
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">
              {t('review.pricePerDays', {
                price: money(Math.round(item.pricePerDay * 100)),
                count: quote.days,
              })}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none">{money(quote.rentCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">
              {t('review.serviceFee', { percent: f.number(SERVICE_FEE_PERCENT) })}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none">{money(quote.feeCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">{t('review.deposit')}</DataList.ItemLabel>
            <DataList.ItemValue flex="none">{money(quote.depositCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item
            justifyContent="space-between"
            fontWeight="bold"
            borderTopWidth="1px"
            borderColor="border"
            pt="2"
          >
            <DataList.ItemLabel flex="1" color="fg" fontWeight="bold">
              {t('review.total')}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none" data-testid="rental-total">
              {total.primary}
              {total.usd ? ` (${total.usd})` : ''}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted" mt="3">
          {t('review.holdExplained', {
            charge: inItemCurrency(quote.totalCents),
            deposit: inItemCurrency(quote.depositCents),
          })}
          {currency !== itemCurrency ? t('review.chargedIn', { currency: itemCurrency }) : ''}
        </Text>
      </Box>

      <Box as="section" aria-labelledby="rental-policy-heading">
        <Heading as="h4" size="sm" id="rental-policy-heading" mb="2">
          {t('policy.title')}
        </Heading>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5">
          {cancellationPolicyLines(t).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
