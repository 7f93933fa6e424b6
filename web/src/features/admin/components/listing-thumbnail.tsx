import { Center, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../shared/images/photo';

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
    // Thumbnails are at most 96 px square (size '24'): the smallest rendition serves every one.
    <Photo url={src} sizes="96px" aspectRatio={1} alt="" boxSize={size} flexShrink={0} rounded="md" />
  );
}
