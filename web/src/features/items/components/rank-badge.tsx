import { Badge } from '@chakra-ui/react';
import { normalizeRank } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { rankLabel } from '../model/owner-label';

const PALETTE = {
  rookie: 'gray',
  junior: 'green',
  senior: 'blue',
  expert: 'purple',
  master: 'orange',
} as const;

/** The owner's Koala rank (spec §3), coloured by rung. */
export function RankBadge({
  rank,
  size = 'sm',
}: {
  rank: string | null | undefined;
  size?: 'xs' | 'sm' | 'md';
}) {
  useNamespaces('items');
  const { t } = useTranslation('items');
  return (
    <Badge size={size} variant="subtle" colorPalette={PALETTE[normalizeRank(rank)]} rounded="full">
      {rankLabel(rank, t)}
    </Badge>
  );
}
