import { Box, chakra, Fieldset, HStack, Icon, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FaRegStar, FaStar } from 'react-icons/fa6';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { REVIEW_STARS, starChoiceLabel } from '../model/reviews';

export interface StarInputProps {
  value: number | null;
  onChange(value: number): void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A 1–5 star choice built on native radio buttons (a fieldset with a legend): arrow keys move between the stars,
 * each star is read out as '4 stars – Very good', and the stars up to the choice are filled. Each radio covers its
 * star, transparent, so a pointer picks the star it is on.
 */
export function StarInput({ value, onChange, error, disabled = false }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const errorId = useId();
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('stars.legend')}
      </Fieldset.Legend>
      <HStack gap="1" mt="1">
        {REVIEW_STARS.map((stars) => {
          const filled = value !== null && stars <= value;
          return (
            <Box
              key={stars}
              position="relative"
              boxSize="10"
              display="flex"
              alignItems="center"
              justifyContent="center"
              rounded="md"
              color={filled ? 'orange.500' : 'fg.subtle'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                disabled={disabled}
                aria-label={starChoiceLabel(stars, t)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                position="absolute"
                inset="0"
                width="full"
                height="full"
                margin="0"
                opacity="0"
                cursor={disabled ? 'not-allowed' : 'pointer'}
              />
              <Icon as={filled ? FaStar : FaRegStar} boxSize="7" aria-hidden="true" />
            </Box>
          );
        })}
        {value ? (
          <Text fontSize="sm" color="fg.muted" ms="2" aria-hidden="true">
            {starChoiceLabel(value, t)}
          </Text>
        ) : null}
      </HStack>
      {error ? (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {translateServerMessage(error)}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
}
