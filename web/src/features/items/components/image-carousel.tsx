import { Box, HStack, IconButton, Image } from '@chakra-ui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { ImagePlaceholder } from './image-placeholder';

/**
 * The item card's looping image carousel (spec §2): arrows and dots when there is more than one image,
 * a placeholder when there is none.
 */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) return <ImagePlaceholder />;
  const several = images.length > 1;

  return (
    <Box
      position="relative"
      h="full"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
    >
      <Box ref={viewportRef} overflow="hidden" h="full">
        <Box display="flex" h="full">
          {images.map((src, index) => (
            <Box
              key={src}
              flex="0 0 100%"
              minW="0"
              h="full"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
            >
              <Image
                src={src}
                alt={several ? `${title}, photo ${index + 1} of ${images.length}` : title}
                w="full"
                h="full"
                objectFit="cover"
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {several ? (
        <>
          <IconButton
            aria-label="Previous image"
            onClick={previous}
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
            aria-label="Next image"
            onClick={next}
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
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                // A 24px target around a small dot (WCAG 2.5.8).
                p="1.5"
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
