import { Image, type ImageProps } from '@chakra-ui/react';
import { responsiveImage } from './responsive-image';

export type PhotoProps = Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> & {
  /** A stored image's URL (any rendition), or any other image URL, shown as it is. */
  url: string;
  /** How wide the photo is drawn (a `sizes` value, see pageShareSizes). */
  sizes: string;
  /** Width / height of the box the photo fills (object-fit cover). */
  aspectRatio: number;
  /**
   * The page's largest first-screen photo (its LCP element): fetched at once and ahead of other images. Every
   * other photo loads lazily, when it nears the viewport.
   */
  priority?: boolean;
};

/** A stored photo offered to the browser at every rendition the upload pipeline made (see responsiveImage). */
export function Photo({ url, sizes, aspectRatio, priority = false, ...rest }: PhotoProps) {
  const image = responsiveImage(url, { sizes, aspectRatio });
  return (
    <Image
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      htmlWidth={image.width}
      htmlHeight={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      objectFit="cover"
      {...rest}
    />
  );
}
