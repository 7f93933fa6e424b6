import { Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';

export interface Choice {
  value: string;
  label: ReactNode;
  /** Language of the label, for screen readers (e.g. "Deutsch" is read in German). */
  lang?: string;
}

interface ChoiceMenuProps {
  /** What is being chosen: the group label, and the start of the trigger's accessible name. */
  label: string;
  /** The current choice in full, read after the trigger's short visible text (e.g. "English" after "EN"). */
  currentLabel?: string;
  /** The trigger's visible content: its text is part of the accessible name (WCAG 2.5.3 label in name). */
  trigger: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChange(value: string): void;
  testId?: string;
}

/** A header drop-down with one choice ticked (language, currency). */
export function ChoiceMenu({
  label,
  currentLabel,
  trigger,
  value,
  choices,
  onChange,
  testId,
}: ChoiceMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" data-testid={testId}>
          <VisuallyHidden>{label}: </VisuallyHidden>
          {trigger}
          {currentLabel ? <VisuallyHidden> ({currentLabel})</VisuallyHidden> : null}
          <LuChevronDown aria-hidden="true" />
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
