import { HStack, Icon } from '@chakra-ui/react';
import { FaRegStar, FaStar } from 'react-icons/fa6';
import { RATING_MAX, ratingStars } from '../../items/model/rating';

/** One review's whole stars (1–5), read out as 'Rated n out of 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" color="orange.400" role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {ratingStars(rating).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, positional list
        <Icon key={index} as={fill === 'empty' ? FaRegStar : FaStar} boxSize="3.5" aria-hidden="true" />
      ))}
    </HStack>
  );
}
