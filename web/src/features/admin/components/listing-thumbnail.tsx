import { Center, Image, Text } from '@chakra-ui/react';

/** The Title column's picture: the first image, or 'No image' (spec §2). */
export function ListingThumbnail({ src, size = '12' }: { src: string | null | undefined; size?: string }) {
  if (!src)
    return (
      <Center boxSize={size} flexShrink={0} rounded="md" bg="bg.muted" borderWidth="1px">
        <Text fontSize="2xs" color="fg.muted" textAlign="center" lineHeight="short">
          No image
        </Text>
      </Center>
    );
  return (
    <Image src={src} alt="" boxSize={size} flexShrink={0} rounded="md" objectFit="cover" loading="lazy" />
  );
}
