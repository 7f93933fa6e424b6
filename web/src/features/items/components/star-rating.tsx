import { Badge, HStack, Icon, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaRegStar, FaStar, FaStarHalfStroke } from 'react-icons/fa6';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { formatRating, isRated, RATING_MAX, ratingStars } from '../model/rating';

const ICONS = { full: FaStar, half: FaStarHalfStroke, empty: FaRegStar } as const;

/**
 * Spec §2/§9: up to 5 stars with half stars, and the value to one decimal; 'New' instead while nobody has
 * reviewed it (issue 27).
 */
export function StarRating({
  value,
  reviewCount,
  size = 'sm',
  compact = false,
}: {
  value: number | null | undefined;
  /** Shown as "(n reviews)" when given; 0 shows 'New'. */
  reviewCount?: number;
  size?: 'sm' | 'md';
  /** Uses reviewCount only to tell 'New' apart, without printing it (the cards' narrow line). */
  compact?: boolean;
}) {
  useNamespaces('items');
  const { t } = useTranslation('items');
  const { locale } = useFormat();
  if (!isRated(value, reviewCount)) {
    return (
      <Badge
        colorPalette="teal"
        variant="subtle"
        rounded="full"
        size={size}
        role="img"
        aria-label={t('rating.newLabel')}
        data-rating="new"
      >
        <span aria-hidden="true">{t('rating.new')}</span>
      </Badge>
    );
  }
  const text = formatRating(value, locale);
  const reviews =
    reviewCount === undefined || compact ? '' : ` ${t('rating.reviews', { count: reviewCount })}`;
  return (
    <HStack
      gap="1"
      role="img"
      aria-label={`${t('rating.label', { value: text, max: String(RATING_MAX) })}${reviews}`}
    >
      <HStack gap="0.5" color="orange.400" aria-hidden="true">
        {ratingStars(value).map((fill, index) => (
          // The stars never reorder; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, positional list
          <Icon key={index} as={ICONS[fill]} boxSize={size === 'sm' ? '3.5' : '4.5'} />
        ))}
      </HStack>
      <Text aria-hidden="true" fontSize={size} fontWeight="medium" color="fg">
        {text}
        {reviews === '' ? null : (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {reviews}
          </Text>
        )}
      </Text>
    </HStack>
  );
}
