import { Text } from '@chakra-ui/react';
import { CURRENCIES, CURRENCY_CODES } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../../shared/ui/choice-menu';
import { useCurrency } from '../currency-context';

const CHOICES = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} (${CURRENCIES[code].symbol})`,
}));

export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  return (
    <ChoiceMenu
      label={t('header.currency')}
      testId="currency-menu"
      value={currency}
      choices={CHOICES}
      onChange={setCurrency}
      trigger={
        <>
          <Text as="span" color="brand.fg" fontWeight="bold">
            {CURRENCIES[currency].symbol}
          </Text>
          {currency}
        </>
      }
    />
  );
}
