import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { CURRENCIES, CURRENCY_CODES } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { useCurrency } from '../currency-context';

export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="currency-menu"
          aria-label={`${t('header.currency')}: ${currency}`}
        >
          <Text as="span" color="brand.fg" fontWeight="bold">
            {CURRENCIES[currency].symbol}
          </Text>
          {currency}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('header.currency')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={currency} onValueChange={(details) => setCurrency(details.value)}>
                {CURRENCY_CODES.map((code) => (
                  <Menu.RadioItem key={code} value={code}>
                    <Menu.ItemText>
                      {code} ({CURRENCIES[code].symbol})
                    </Menu.ItemText>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
