import { Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { LuLightbulb } from 'react-icons/lu';

/** Spec §2: the six tips beside the listing form. */
export const LISTING_TIPS = [
  {
    title: 'Take clear photos',
    text: 'Use good light and show the item from several angles; the first photo is the cover.',
  },
  {
    title: 'Write a detailed description',
    text: 'Say what is included, how it works and what it is best used for.',
  },
  {
    title: 'Set a competitive daily price',
    text: 'Look at similar items nearby and price per day to match; add weekly or monthly rates for longer rentals.',
  },
  {
    title: 'Mention condition and specifications',
    text: 'Note the model, age, size and any wear, so renters know exactly what they get.',
  },
  {
    title: 'Explain pickup and delivery options',
    text: 'Say where the item can be collected and whether you can deliver it.',
  },
  {
    title: 'Ask for a reasonable deposit',
    text: 'A deposit in line with the item’s value protects you without putting renters off.',
  },
] as const;

export function ListingTips() {
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
            Listing Tips
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <List.Root as="ol" gap="4" ps="5">
          {LISTING_TIPS.map((tip) => (
            <List.Item key={tip.title}>
              <Text fontWeight="semibold">{tip.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {tip.text}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
