import { AspectRatio, Box, Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuExpand } from 'react-icons/lu';
import { ImagePlaceholder } from '../../features/items/components/image-placeholder';
import { Photo } from '../../shared/images/photo';
import { pageShareSizes } from '../../shared/images/responsive-image';

// The lightbox library is only needed once a photo is opened: keep it out of the item route's first load.
const ItemLightbox = lazy(() => import('./item-lightbox'));

/** The gallery fills the page's width on a phone and the item grid's 3fr of 5 from lg (item-detail.tsx). */
const PHOTO_SIZES = pageShareSizes({ base: 1, lg: 3 / 5 });
/** The thumbnails are 64 × 48 px, 80 × 64 px from md. */
const THUMB_SIZES = '80px';
/** The photo box is 16 / 9 on a phone and 4 / 3 from md; width and height give the wider one. */
const PHOTO_ASPECT = 16 / 9;
const THUMB_ASPECT = 5 / 4;

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
          {/*
            The first photo is the item page's largest first-screen element (its LCP): fetched at once, at high
            priority. A photo chosen from the strip later loads as any other would.
          */}
          <Photo
            url={current}
            sizes={PHOTO_SIZES}
            aspectRatio={PHOTO_ASPECT}
            priority={selected === 0}
            alt={t('images.photo', { title, index: String(selected + 1), total: String(images.length) })}
            w="full"
            h="full"
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
                <Photo url={src} sizes={THUMB_SIZES} aspectRatio={THUMB_ASPECT} alt="" w="full" h="full" />
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
