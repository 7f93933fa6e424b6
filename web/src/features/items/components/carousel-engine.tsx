import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla (~7 KiB gzipped), attached to a carousel viewport that is already on screen: image-carousel.tsx
 * paints its first image without it and loads this module after the page is idle, or at the first
 * interaction. Renders nothing; hands the carousel's API to the owner.
 */
export function CarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi(api: CarouselApi | null): void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
