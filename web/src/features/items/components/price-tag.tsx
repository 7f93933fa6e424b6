import { HStack, Text } from '@chakra-ui/react';
import { useCurrency } from '../../currency/currency-context';

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
  const { price } = useCurrency();
  const { primary, usd } = price(amount, currency);
  return (
    <HStack gap="1.5" align="baseline" wrap="wrap">
      <Text fontSize={size} fontWeight="bold" color="fg">
        {primary}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {' '}
          / day
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
