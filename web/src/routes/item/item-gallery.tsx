import { AspectRatio, Box, Button, HStack, Image } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuExpand } from 'react-icons/lu';
import { ImagePlaceholder } from '../../features/items/components/image-placeholder';

// The lightbox library is only needed once a photo is opened: keep it out of the item route's first load.
const ItemLightbox = lazy(() => import('./item-lightbox'));

/** Spec §2 item detail: the photo gallery; a photo opens the lightbox. */
export function ItemGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('items');
  const [selected, setSelected] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <AspectRatio ratio={{ base: 16 / 9, md: 4 / 3 }} rounded="2xl" overflow="hidden">
        <ImagePlaceholder />
      </AspectRatio>
    );
  }

  return (
    <Box>
      {/* A wide strip on a phone, so the title, price and Rent Now still fit on the first screen (issue 27). */}
      <AspectRatio ratio={{ base: 16 / 9, md: 4 / 3 }} rounded="2xl" overflow="hidden" bg="bg.muted">
        <Box
          as="button"
          onClick={() => setLightboxIndex(selected)}
          aria-label={t('gallery.viewFullScreenPhoto', {
            index: String(selected + 1),
            total: String(images.length),
          })}
          cursor="zoom-in"
          position="relative"
          focusRing="inside"
        >
          <Image
            src={current}
            alt={t('images.photo', { title, index: String(selected + 1), total: String(images.length) })}
            w="full"
            h="full"
            objectFit="cover"
          />
          <HStack
            position="absolute"
            bottom="3"
            insetEnd="3"
            gap="1.5"
            px="3"
            py="1.5"
            rounded="full"
            bg="blackAlpha.700"
            color="white"
            fontSize="sm"
          >
            <LuExpand aria-hidden="true" />
            {t('gallery.viewFullScreen')}
          </HStack>
        </Box>
      </AspectRatio>
      {images.length > 1 ? (
        <HStack as="ul" listStyleType="none" mt={{ base: '2', md: '3' }} gap="2" overflowX="auto" pb="1">
          {images.map((src, index) => (
            <li key={src}>
              <Button
                variant="plain"
                p="0"
                h={{ base: '12', md: '16' }}
                w={{ base: '16', md: '20' }}
                rounded="lg"
                overflow="hidden"
                borderWidth="2px"
                borderColor={index === selected ? 'brand.solid' : 'transparent'}
                onClick={() => setSelected(index)}
                aria-label={t('gallery.showPhoto', {
                  index: String(index + 1),
                  total: String(images.length),
                })}
                aria-current={index === selected ? 'true' : undefined}
              >
                <Image src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
              </Button>
            </li>
          ))}
        </HStack>
      ) : null}
      {lightboxIndex !== null ? (
        <Suspense fallback={null}>
          <ItemLightbox
            images={images}
            title={title}
            index={lightboxIndex}
            onClose={() => setLightboxIndex(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
