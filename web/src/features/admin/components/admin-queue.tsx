import { Button, EmptyState, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { LoadError } from './load-error';

/**
 * The body of an admin queue (identity checks, reports, disputes, protection claims): its load error with a retry, a
 * placeholder while the first answer is on its way, an empty state, or its cards as a list. One place for the four
 * states, so every queue answers a failure, a wait and an empty list alike.
 */
export function AdminQueueBody<T extends { id: string | number }>({
  items,
  error,
  onRetry,
  loadErrorTitle,
  loadingLabel,
  emptyIcon,
  emptyTitle,
  emptyDescription,
  listLabel,
  children,
}: {
  /** The entries; undefined until the first answer. */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry(): void;
  loadErrorTitle: string;
  /** What a screen reader hears while it loads; without one the placeholders are hidden from it. */
  loadingLabel?: string;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  /** The list's accessible name, where the heading above it does not already give one. */
  listLabel?: string;
  /** One entry's card, an `li` (keyed by the entry's id here). */
  children(item: T): ReactNode;
}) {
  if (error && !items) return <LoadError title={loadErrorTitle} error={error} onRetry={onRetry} />;
  if (!items)
    return (
      <Stack
        gap="3"
        {...(loadingLabel
          ? { role: 'status', 'aria-busy': true, 'aria-label': loadingLabel }
          : { 'aria-hidden': true })}
      >
        <Skeleton height="40" rounded="xl" />
        <Skeleton height="40" rounded="xl" />
      </Stack>
    );
  if (items.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
        <EmptyState.Content>
          <EmptyState.Indicator>{emptyIcon}</EmptyState.Indicator>
          <EmptyState.Title>{emptyTitle}</EmptyState.Title>
          {emptyDescription ? <EmptyState.Description>{emptyDescription}</EmptyState.Description> : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label={listLabel}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </Stack>
  );
}

/** A queue's status filter: one pressed button per value ('Waiting', 'Decided'), as a named group. */
export function QueueFilter<V extends string>({
  label,
  values,
  selected,
  onSelect,
  text,
}: {
  label: string;
  values: readonly V[];
  selected: NoInfer<V>;
  onSelect(value: NoInfer<V>): void;
  text(value: NoInfer<V>): string;
}) {
  return (
    <HStack gap="2" role="group" aria-label={label}>
      {values.map((value) => (
        <Button
          key={value}
          size="sm"
          variant={selected === value ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
        >
          {text(value)}
        </Button>
      ))}
    </HStack>
  );
}
