import { Box, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { Photo } from '../../../shared/images/photo';
import { whenIdle } from '../../../shared/ui/deferred-module';
import type { CarouselApi } from './carousel-engine';
import { ImagePlaceholder } from './image-placeholder';

const CarouselEngine = lazy(() =>
  import('./carousel-engine').then((module) => ({ default: module.CarouselEngine })),
);

/** The card's photo box (item-card.tsx): 4 / 3. */
const CARD_PHOTO_ASPECT = 4 / 3;

/**
 * The item card's looping image carousel (spec §2): arrows and dots when there is more than one image,
 * a placeholder when there is none. The first paint shows the slides as plain markup (the first image in
 * view); the carousel engine attaches to that same markup once the page is idle, or at once when the
 * pointer, focus or a click reaches the carousel. A click on an arrow or a dot before it has arrived is
 * carried out when it does.
 */
export function ImageCarousel({
  images,
  title,
  sizes,
}: {
  images: readonly string[];
  title: string;
  /** How wide the card's photos are drawn (a `sizes` value): the grid or row the card sits in knows. */
  sizes: string;
}) {
  useNamespaces('items');
  const { t } = useTranslation('items');
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [embla, setEmbla] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const several = images.length > 1;

  useEffect(() => {
    if (!several || engineWanted) return;
    return whenIdle(() => setEngineWanted(true));
  }, [several, engineWanted]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    const action = pending.current;
    pending.current = null;
    action?.(embla);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const wantEngine = useCallback(() => setEngineWanted(true), []);
  const act = (action: (api: CarouselApi) => void) => {
    if (embla) action(embla);
    else {
      pending.current = action;
      setEngineWanted(true);
    }
  };

  if (images.length === 0) return <ImagePlaceholder />;

  return (
    <Box
      position="relative"
      h="full"
      role="group"
      aria-roledescription={t('images.roleCarousel')}
      aria-label={t('images.carousel', { title })}
      onPointerEnter={several ? wantEngine : undefined}
      onPointerDown={several ? wantEngine : undefined}
      onFocus={several ? wantEngine : undefined}
    >
      <Box ref={setViewport} overflow="hidden" h="full">
        <Box display="flex" h="full">
          {images.map((src, index) => (
            <Box
              key={src}
              flex="0 0 100%"
              minW="0"
              h="full"
              role="group"
              aria-roledescription={t('images.roleSlide')}
              aria-label={t('images.slide', { index: String(index + 1), total: String(images.length) })}
            >
              <Photo
                url={src}
                sizes={sizes}
                aspectRatio={CARD_PHOTO_ASPECT}
                alt={
                  several
                    ? t('images.photo', { title, index: String(index + 1), total: String(images.length) })
                    : title
                }
                w="full"
                h="full"
                draggable={false}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {several && engineWanted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
      {several ? (
        <>
          <IconButton
            aria-label={t('images.previous')}
            onClick={() => act((api) => api.scrollPrev())}
            size="xs"
            rounded="full"
            variant="solid"
            bg="blackAlpha.700"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            position="absolute"
            insetStart="2"
            top="50%"
            transform="translateY(-50%)"
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('images.next')}
            onClick={() => act((api) => api.scrollNext())}
            size="xs"
            rounded="full"
            variant="solid"
            bg="blackAlpha.700"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            position="absolute"
            insetEnd="2"
            top="50%"
            transform="translateY(-50%)"
          >
            <LuChevronRight />
          </IconButton>
          <HStack
            position="absolute"
            bottom="1.5"
            left="50%"
            transform="translateX(-50%)"
            justify="center"
            gap="0"
            px="1"
            rounded="full"
            bg="blackAlpha.600"
          >
            {images.map((src, index) => (
              <Box
                as="button"
                key={src}
                aria-label={t('images.show', { index: String(index + 1), total: String(images.length) })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => act((api) => api.scrollTo(index))}
                // A 24px target around the 8px dot (WCAG 2.5.8, axe's target-size): 8px of padding each side.
                p="2"
                cursor="pointer"
                focusRing="outside"
                rounded="full"
              >
                <Box boxSize="2" rounded="full" bg={index === selected ? 'white' : 'whiteAlpha.500'} />
              </Box>
            ))}
          </HStack>
        </>
      ) : null}
    </Box>
  );
}
