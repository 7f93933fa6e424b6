import { Button, Menu, Portal } from '@chakra-ui/react';
import { type ChoiceMenuProps, ChoiceTriggerContent } from './choice-menu';

/**
 * The drop-down itself (zag's menu machine and floating-ui positioning): loaded after first paint by
 * ChoiceMenu and mounted when its placeholder trigger is activated, hence open from the start.
 */
export function ChoiceMenuPopup({
  label,
  currentLabel,
  trigger,
  value,
  choices,
  onChange,
  testId,
  defaultOpen,
}: ChoiceMenuProps & { defaultOpen: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" data-testid={testId}>
          <ChoiceTriggerContent label={label} currentLabel={currentLabel} trigger={trigger} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value)}>
                {choices.map((choice) => (
                  <Menu.RadioItem key={choice.value} value={choice.value} lang={choice.lang}>
                    <Menu.ItemText>{choice.label}</Menu.ItemText>
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
