import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHeart } from 'react-icons/lu';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

/** The heart on an item card or page (spec §2). */
export function FavoriteButton({
  itemId,
  isFavorite,
  title,
  size = 'sm',
}: {
  itemId: number;
  isFavorite: boolean;
  title: string;
  size?: 'sm' | 'md';
}) {
  useNamespaces('items');
  const { t } = useTranslation('items');
  const { toggle, animating } = useFavoriteToggle(itemId, isFavorite);
  return (
    <IconButton
      aria-label={isFavorite ? t('favorites.remove', { title }) : t('favorites.add', { title })}
      aria-pressed={isFavorite}
      onClick={() => void toggle()}
      size={size}
      rounded="full"
      variant="solid"
      bg="white"
      color={isFavorite ? 'red.600' : 'gray.700'}
      boxShadow="sm"
      _hover={{ bg: 'gray.100' }}
      transform={animating ? 'scale(1.25)' : 'scale(1)'}
      transition="transform 300ms ease-out, color 150ms"
      data-testid="favorite-button"
    >
      <LuHeart fill={isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
