import { Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLightbulb } from 'react-icons/lu';

/** Spec §2: the six tips beside the listing form, in this order (their strings are under `tips.<key>`). */
const LISTING_TIPS = ['photos', 'description', 'price', 'condition', 'pickup', 'deposit'] as const;

export function ListingTips() {
  const { t } = useTranslation('listing');
  return (
    <Card.Root
      as="aside"
      aria-labelledby="listing-tips-heading"
      rounded="2xl"
      bg="brand.subtle"
      borderColor="brand.muted"
    >
      <Card.Header>
        <HStack gap="2">
          <LuLightbulb aria-hidden="true" />
          <Heading as="h2" size="lg" id="listing-tips-heading">
            {t('tips.heading')}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <List.Root as="ol" gap="4" ps="5">
          {LISTING_TIPS.map((tip) => (
            <List.Item key={tip}>
              <Text fontWeight="semibold">{t(`tips.${tip}.title`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`tips.${tip}.text`)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
