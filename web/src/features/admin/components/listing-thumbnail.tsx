import { Center, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The Title column's picture: the first image, or 'No image' (spec §2). */
export function ListingThumbnail({ src, size = '12' }: { src: string | null | undefined; size?: string }) {
  const { t } = useTranslation('admin');
  if (!src)
    return (
      <Center boxSize={size} flexShrink={0} rounded="md" bg="bg.muted" borderWidth="1px">
        <Text fontSize="2xs" color="fg.muted" textAlign="center" lineHeight="short">
          {t('listings.noImage')}
        </Text>
      </Center>
    );
  return (
    <Image src={src} alt="" boxSize={size} flexShrink={0} rounded="md" objectFit="cover" loading="lazy" />
  );
}
