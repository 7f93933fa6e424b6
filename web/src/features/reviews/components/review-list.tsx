import { Alert, Avatar, Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquareQuote } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { avatarImage } from '../../../shared/images/responsive-image';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import { StarRating } from '../../items/components/star-rating';
import type { REVIEW_FIELDS } from '../graphql/review-fields.fragment';
import {
  authorInitial,
  authorName,
  averageRating,
  formatReviewDate,
  reviewRoleLabel,
} from '../model/reviews';
import { ReviewStars } from './review-stars';

type ReviewView = ResultOf<typeof REVIEW_FIELDS>;

/** What a failed load says: the server's reason in the reader's language, else `fallback`. */
export function loadFailure(message: string | null, fallback: string): string {
  return message ? translateServerMessage(message) : fallback;
}

export interface ReviewsPanelProps {
  reviews: readonly ReviewView[] | undefined;
  loading: boolean;
  /** The load failure's message, when the reviews could not be loaded. */
  error: string | null;
  /** Whether each review says which side wrote it (a member's reviews come from renters and owners). */
  showRole?: boolean;
}

/**
 * A reviews section: the heading with the average and the count, then each review (stars, author, date, comment),
 * or 'No reviews yet'. Only published reviews reach here: both sides wrote theirs, or the window closed.
 */
export function ReviewsPanel({ reviews, loading, error, showRole = false }: ReviewsPanelProps) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const count = reviews?.length ?? 0;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {t('panel.heading')}
          </Heading>
          {count > 0 && reviews ? (
            <StarRating value={averageRating(reviews)} reviewCount={count} size="md" />
          ) : null}
        </HStack>
        {error && !reviews ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : loading && !reviews ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label={t('panel.loading')}>
            <Skeleton h="20" rounded="lg" />
            <Skeleton h="20" rounded="lg" />
          </Stack>
        ) : count === 0 ? (
          <HStack gap="2" color="fg.muted" py="2">
            <LuMessageSquareQuote aria-hidden="true" />
            <Text>{t('panel.empty')}</Text>
          </HStack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {reviews?.map((review) => (
              <ReviewRow key={review.id} review={review} showRole={showRole} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function ReviewRow({ review, showRole }: { review: ReviewView; showRole: boolean }) {
  const { t } = useTranslation('reviews');
  const fmt = useFormat();
  const name = authorName(review.author);
  const role = showRole ? reviewRoleLabel(review.direction, t) : null;
  const date = formatReviewDate(review.createdAt, fmt);
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4">
      <HStack gap="3" align="flex-start">
        <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
          <Avatar.Fallback aria-hidden="true">{authorInitial(review.author)}</Avatar.Fallback>
          {review.author.profileImage ? (
            <Avatar.Image {...avatarImage(review.author.profileImage, 36)} alt="" />
          ) : null}
        </Avatar.Root>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap" justify="space-between">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="semibold">
                <RouterLink to={buildPath(PATHS.user, { id: review.author.id })}>{name}</RouterLink>
              </Link>
              {role ? (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {role}
                </Text>
              ) : null}
            </HStack>
            {date ? (
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={review.createdAt}>{date}</time>
              </Text>
            ) : null}
          </HStack>
          <ReviewStars rating={review.rating} />
          {review.comment.trim() ? (
            <Text whiteSpace="pre-line" overflowWrap="anywhere">
              {review.comment}
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  );
}
