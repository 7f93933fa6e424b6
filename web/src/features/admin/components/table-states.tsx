import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * What a dashboard table shows before its first page: a few grey bars, named for screen readers. Each tab had
 * its own copy, differing only in how many bars and how tall.
 */
export function TableSkeleton({
  label,
  rows = 4,
  height = '10',
}: {
  label: string;
  rows?: number;
  height?: '10' | '12' | '16';
}) {
  const bars = Array.from({ length: rows }, (_, n) => n);
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label={label}>
      {bars.map((n) => (
        <Skeleton key={n} h={height} rounded="md" />
      ))}
    </Stack>
  );
}

/** The button under a paged table that fetches the next page; it says so while the page is on its way. */
export function LoadMoreButton({
  label,
  loading,
  onClick,
  size = 'sm',
}: {
  label: string;
  loading: boolean;
  onClick(): void;
  /** 'md' where the table's other controls are full size (Users). */
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('admin');
  return (
    <Button
      alignSelf="center"
      variant="outline"
      {...(size === 'sm' ? { size } : {})}
      loading={loading}
      loadingText={t('common.loadingMore')}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
