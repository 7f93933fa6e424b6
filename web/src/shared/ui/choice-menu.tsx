import { Button, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useDeferredModule } from './deferred-module';

interface Choice {
  value: string;
  label: ReactNode;
  /** Language of the label, for screen readers (e.g. "Deutsch" is read in German). */
  lang?: string;
}

export interface ChoiceMenuProps {
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

/** The trigger's content, the same on the placeholder and on the loaded menu's trigger. */
export function ChoiceTriggerContent({
  label,
  currentLabel,
  trigger,
}: Pick<ChoiceMenuProps, 'label' | 'currentLabel' | 'trigger'>) {
  return (
    <>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {trigger}
      {currentLabel ? <VisuallyHidden> ({currentLabel})</VisuallyHidden> : null}
      <LuChevronDown aria-hidden="true" />
    </>
  );
}

const loadPopup = () => import('./choice-menu-popup');

/**
 * A header drop-down with one choice ticked (language, currency). The menu machinery (~20 KiB gzipped) is
 * not needed to paint the header: it is fetched when the pointer or focus reaches the trigger (or at its
 * activation), and the real menu replaces this trigger, open, when the trigger is activated.
 */
export function ChoiceMenu(props: ChoiceMenuProps) {
  const { module, request, prefetch } = useDeferredModule(loadPopup);
  if (module) return <module.ChoiceMenuPopup {...props} defaultOpen />;
  // Activation (click, Enter, Space, or the arrow keys of the menu-button pattern) opens the real menu.
  const activate = () => {
    request().catch(() => undefined);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid={props.testId}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          activate();
        }
      }}
    >
      <ChoiceTriggerContent label={props.label} currentLabel={props.currentLabel} trigger={props.trigger} />
    </Button>
  );
}
