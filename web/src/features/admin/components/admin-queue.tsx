import { Box, Button, EmptyState, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, useRef } from 'react';
import { LoadError } from './load-error';

/** What a queue's body shows: its entries (or why there are none) and how one is drawn. */
export interface AdminQueueBodyProps<T extends { id: string | number }> {
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
}

/**
 * The body of an admin queue (identity checks, reports, disputes, protection claims): its load error with a retry, a
 * placeholder while the first answer is on its way, an empty state, or its cards as a list. One place for the four
 * states, so every queue answers a failure, a wait and an empty list alike.
 */
function AdminQueueBody<T extends { id: string | number }>({
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
}: AdminQueueBodyProps<T>) {
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
function QueueFilter<V extends string>({
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

/**
 * A queue a status filter narrows (identity checks, reports): its heading, the filter named by it, and the body.
 */
export function FilteredQueue<T extends { id: string | number }, V extends string>({
  heading,
  values,
  selected,
  onSelect,
  valueText,
  ...body
}: AdminQueueBodyProps<T> & {
  heading: string;
  values: readonly V[];
  selected: NoInfer<V>;
  onSelect(value: NoInfer<V>): void;
  valueText(value: NoInfer<V>): string;
}) {
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
        <QueueFilter
          label={heading}
          values={values}
          selected={selected}
          onSelect={onSelect}
          text={valueText}
        />
      </HStack>
      <AdminQueueBody {...body} />
    </Stack>
  );
}

/**
 * A queue of decisions that leave it once made (disputes, protection claims): a heading with a line of introduction
 * above the body. `children` draws an entry and gets what to call once it is decided: the list is read again and
 * focus goes to the heading, since the decided entry's button is about to vanish.
 */
export function DecisionQueue<T extends { id: string | number }>({
  heading,
  headingId,
  level,
  intro,
  onRefetch,
  children,
  ...body
}: Omit<AdminQueueBodyProps<T>, 'children' | 'onRetry'> & {
  heading: string;
  /** The heading's id, for a section it names. */
  headingId?: string;
  /** h2 for a tab's own queue, h3 for one inside another tab. */
  level: 'h2' | 'h3';
  intro: string;
  /** Reads the queue again (a retry after a failure, or after a decision). */
  onRefetch(): Promise<unknown>;
  children(item: T, onDecided: () => void): ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refetch = () => void onRefetch().catch(() => undefined);
  const onDecided = () => {
    headingRef.current?.focus();
    refetch();
  };
  return (
    <>
      <Box>
        <Heading
          as={level}
          size={level === 'h2' ? 'lg' : 'md'}
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          outline="none"
        >
          {heading}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {intro}
        </Text>
      </Box>
      <AdminQueueBody {...body} onRetry={refetch}>
        {(item) => children(item, onDecided)}
      </AdminQueueBody>
    </>
  );
}
