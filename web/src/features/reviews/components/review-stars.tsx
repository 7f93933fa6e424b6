import { HStack, Icon } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaRegStar, FaStar } from 'react-icons/fa6';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { RATING_MAX, ratingStars } from '../../items/model/rating';

/** One review's whole stars (1–5), read out as 'Rated n out of 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  // Also drawn on the owner's booking cards.
  useNamespaces('reviews');
  const { t } = useTranslation('reviews');
  return (
    <HStack
      gap="0.5"
      color="orange.400"
      role="img"
      aria-label={t('stars.rated', { rating: String(rating), max: String(RATING_MAX) })}
    >
      {ratingStars(rating).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, positional list
        <Icon key={index} as={fill === 'empty' ? FaRegStar : FaStar} boxSize="3.5" aria-hidden="true" />
      ))}
    </HStack>
  );
}
