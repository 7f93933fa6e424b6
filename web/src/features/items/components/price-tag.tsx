import { HStack, Stack, Text } from '@chakra-ui/react';
import { isCurrencyCode } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { useCurrency } from '../../currency/currency-context';

/**
 * A price per day in the viewer's currency, with the USD amount in parentheses when that is not USD
 * (spec §2/§9), through the one money formatter. Where the conversion could surprise — the owner priced the item
 * in a currency that is neither the viewer's nor USD (whose amount the parentheses already show) — the owner's
 * own price leads and the conversion follows as an approximation: "A$15.00 / day, about $9.87" (issue 27 §2).
 */
export function PricePerDay({
  amount,
  currency,
  size = 'lg',
}: {
  amount: number;
  currency: string;
  size?: 'md' | 'lg' | '2xl';
}) {
  useNamespaces('items', 'money');
  const { t } = useTranslation('items');
  const { t: tm } = useTranslation('money');
  const f = useFormat();
  const { price, currency: viewerCurrency } = useCurrency();
  const { primary, usd } = price(amount, currency);
  const ownersOwn = isCurrencyCode(currency) && currency !== viewerCurrency && currency !== 'USD';
  const perDay = (
    <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
      {' '}
      {t('card.perDay')}
    </Text>
  );

  if (ownersOwn) {
    const converted = usd ? `${primary} (${usd})` : primary;
    return (
      <Stack gap="0" data-testid="price-per-day">
        <Text fontSize={size} fontWeight="bold" color="fg">
          {f.money(amount, currency)}
          {perDay}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            {tm('aboutAfterPrice', { amount: converted })}
          </Text>
        </Text>
      </Stack>
    );
  }
  return (
    <HStack gap="1.5" align="baseline" wrap="wrap" data-testid="price-per-day">
      <Text fontSize={size} fontWeight="bold" color="fg">
        {primary}
        {perDay}
      </Text>
      {usd ? (
        <Text fontSize="sm" color="fg.muted">
          ({usd})
        </Text>
      ) : null}
    </HStack>
  );
}
