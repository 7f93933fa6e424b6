import { Box, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  CANCELLATION_POLICY_LINES,
  deliveryMethodLabel,
  displayPrice,
  isCurrencyCode,
  type RentalQuote,
  SERVICE_FEE_PERCENT,
} from '@koalarent/core/contracts';
import { useCurrency } from '../../currency/currency-context';
import { formatRentalDate } from '../model/rental-dates';
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
  const { price, currency } = useCurrency();
  const money = (cents: number) => price(cents / 100, item.currency).primary;
  const total = price(quote.grandTotalCents / 100, item.currency);
  const itemCurrency = isCurrencyCode(item.currency) ? item.currency : 'USD';
  // What the card is actually charged and held: the item's own currency, whatever the viewer browses in.
  const inItemCurrency = (cents: number) => displayPrice(cents / 100, itemCurrency, itemCurrency).primary;
  const dayWord = quote.days === 1 ? 'day' : 'days';

  return (
    <Stack gap="5">
      <Text fontWeight="semibold">{item.title}</Text>
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>Dates</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatRentalDate(startDate)} – {formatRentalDate(endDate)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Rental days</DataList.ItemLabel>
          <DataList.ItemValue>
            {quote.days} {dayWord}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{deliveryMethodLabel(state.deliveryOption)}</DataList.ItemLabel>
          <DataList.ItemValue>
            {state.deliveryOption === 'delivery' ? state.deliveryAddress.trim() : 'You collect the item'}
          </DataList.ItemValue>
        </DataList.Item>
        {state.message.trim() ? (
          <DataList.Item>
            <DataList.ItemLabel>Message</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line">{state.message.trim()}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>

      <Box as="section" aria-labelledby="rental-price-heading" rounded="xl" borderWidth="1px" p="4">
        <Heading as="h4" size="sm" id="rental-price-heading" mb="3">
          Price details
        </Heading>
        <DataList.Root orientation="horizontal" gap="2" data-testid="rental-price">
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">
              {money(Math.round(item.pricePerDay * 100))} × {quote.days} {dayWord}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none">{money(quote.rentCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">Service fee ({SERVICE_FEE_PERCENT}%)</DataList.ItemLabel>
            <DataList.ItemValue flex="none">{money(quote.feeCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item justifyContent="space-between">
            <DataList.ItemLabel flex="1">Security deposit (held, refundable)</DataList.ItemLabel>
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
              Total
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none" data-testid="rental-total">
              {total.primary}
              {total.usd ? ` (${total.usd})` : ''}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted" mt="3">
          {inItemCurrency(quote.totalCents)} (rent and service fee) is held on your card when you send the
          request and charged once the owner approves. The {inItemCurrency(quote.depositCents)} deposit is
          held separately and released after the owner confirms the item's condition.
          {currency !== itemCurrency ? ` Your card is charged in ${itemCurrency}, the owner's currency.` : ''}
        </Text>
      </Box>

      <Box as="section" aria-labelledby="rental-policy-heading">
        <Heading as="h4" size="sm" id="rental-policy-heading" mb="2">
          Cancellation policy
        </Heading>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5">
          {CANCELLATION_POLICY_LINES.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}
