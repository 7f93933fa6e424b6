import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../currency/currency-context';
import { useNamespaces } from '../../i18n/i18n';

/**
 * A price per day in the viewer's currency, with the USD amount in parentheses when that is not USD
 * (spec §2/§9), through the one money formatter.
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
  useNamespaces('items');
  const { t } = useTranslation('items');
  const { price } = useCurrency();
  const { primary, usd } = price(amount, currency);
  return (
    <HStack gap="1.5" align="baseline" wrap="wrap">
      <Text fontSize={size} fontWeight="bold" color="fg">
        {primary}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {' '}
          {t('card.perDay')}
        </Text>
      </Text>
      {usd ? (
        <Text fontSize="sm" color="fg.muted">
          ({usd})
        </Text>
      ) : null}
    </HStack>
  );
}
