import { Button, Menu, Portal } from '@chakra-ui/react';
import { LANGUAGES } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuGlobe } from 'react-icons/lu';
import { useLanguage } from '../hooks/use-language';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="language-menu"
          aria-label={`${t('header.language')}: ${current.label}`}
        >
          <LuGlobe />
          {current.code.toUpperCase()}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('header.language')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={language} onValueChange={(details) => setLanguage(details.value)}>
                {LANGUAGES.map((entry) => (
                  <Menu.RadioItem key={entry.code} value={entry.code} lang={entry.code}>
                    <Menu.ItemText>{entry.label}</Menu.ItemText>
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
