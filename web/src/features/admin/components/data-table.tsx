import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A plain, accessible table (caption, column headers with scope) styled in place: the theme carries no table recipe
 * and the dashboard needs only this. Wide tables scroll sideways inside their frame on small screens.
 */
export function DataTable({
  caption,
  columns,
  children,
  busy = false,
}: {
  /** Names the table for screen readers (visually hidden: the tab's heading says it for sighted users). */
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      // A region that can be scrolled must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
    >
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse" aria-busy={busy || undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.subtle">
          <tr>
            {columns.map((column) => (
              <chakra.th
                key={column}
                scope="col"
                textAlign="start"
                fontWeight="semibold"
                color="fg.muted"
                px="3"
                py="2.5"
                whiteSpace="nowrap"
                borderBottomWidth="1px"
              >
                {column}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <chakra.tbody>{children}</chakra.tbody>
      </chakra.table>
    </Box>
  );
}

/** One row; `highlight` marks a row that just arrived live. */
export function Row({ children, highlight = false }: { children: ReactNode; highlight?: boolean }) {
  return (
    <chakra.tr
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      bg={highlight ? 'brand.subtle' : undefined}
      transition="background-color 2s"
    >
      {children}
    </chakra.tr>
  );
}

export function Cell({ children, header = false }: { children?: ReactNode; header?: boolean }) {
  const Tag = header ? chakra.th : chakra.td;
  return (
    <Tag
      {...(header ? { scope: 'row' } : {})}
      textAlign="start"
      fontWeight={header ? 'normal' : undefined}
      px="3"
      py="2.5"
      verticalAlign="middle"
    >
      {children}
    </Tag>
  );
}

/** The one row a table shows when it has nothing: the spec's empty text. */
export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <chakra.td colSpan={colSpan} px="3" py="10" textAlign="center">
        <Text color="fg.muted">{text}</Text>
      </chakra.td>
    </tr>
  );
}
