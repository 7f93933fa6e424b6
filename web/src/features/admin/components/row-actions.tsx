import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';

/**
 * The ⋮ button at the end of a table row (Users, Listings) and the menu it opens; `children` are its
 * Menu.Items. The button spins while the row's one-click action is on its way.
 */
export function RowActionsMenu({
  label,
  busy,
  triggerRef,
  minW,
  onSelect,
  children,
}: {
  /** The button's accessible name, naming the row ("Actions for …"). */
  label: string;
  busy: boolean;
  triggerRef(element: HTMLButtonElement | null): void;
  minW: '44' | '52';
  onSelect(value: string): void;
  children: ReactNode;
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <IconButton ref={triggerRef} variant="ghost" size="sm" aria-label={label} loading={busy}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The rows' menu buttons by row id, so that focus can go back to a row's button when its dialog closes (or
 * elsewhere when the row has left the table).
 */
export function useRowTriggers() {
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  return {
    get: (id: number) => triggers.current.get(id),
    /** The ref callback for row `id`'s button. */
    ref: (id: number) => (element: HTMLButtonElement | null) => {
      if (element) triggers.current.set(id, element);
      else triggers.current.delete(id);
    },
  };
}
