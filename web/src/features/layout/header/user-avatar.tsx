import { chakra } from '@chakra-ui/react';
import { useState } from 'react';

/** Sizes of Chakra's avatar recipe (xs 32px, sm 36px, md 40px), so the header looks as it did with Avatar. */
const SIZES = {
  xs: { box: '8', font: 'xs' },
  sm: { box: '9', font: 'sm' },
  md: { box: '10', font: 'md' },
} as const;

/**
 * Initial avatar (spec: fallback first letter of the username). The letter is drawn by CSS, not written as text:
 * it is decoration beside the username, and as text it would become part of the account button's visible label
 * ("Oolivia.chen"), which then no longer matches the button's spoken name (WCAG 2.5.3, label in name).
 *
 * A plain styled circle rather than Chakra's Avatar: that one runs zag's avatar machine (image loading state)
 * and its runtime, a few KiB of the app shell for what an <img> with onLoad/onError does here.
 */
export function UserAvatar({
  username,
  image,
  size = 'sm',
}: {
  username: string;
  image?: string | null;
  size?: 'xs' | 'sm' | 'md';
}) {
  // The image whose load finished (or failed): the initial shows until the current image has loaded.
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | null>(null);
  const loaded = image != null && image !== '' && settled?.src === image && settled.ok;
  const failed = settled?.src === image && !settled?.ok;
  const { box, font } = SIZES[size];
  return (
    <chakra.span
      aria-hidden="true"
      data-avatar=""
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      position="relative"
      flexShrink="0"
      verticalAlign="top"
      userSelect="none"
      overflow="hidden"
      borderRadius="full"
      width={box}
      height={box}
      fontSize={font}
      fontWeight="medium"
      lineHeight="1"
      bg="brand.solid"
      color="brand.contrast"
    >
      {loaded ? null : (
        <chakra.span
          data-initial={username.charAt(0).toUpperCase()}
          _before={{ content: 'attr(data-initial)' }}
        />
      )}
      {image && !failed ? (
        <chakra.img
          key={image}
          src={image}
          alt=""
          position="absolute"
          inset="0"
          width="100%"
          height="100%"
          objectFit="cover"
          borderRadius="full"
          visibility={loaded ? 'visible' : 'hidden'}
          onLoad={() => setSettled({ src: image, ok: true })}
          onError={() => setSettled({ src: image, ok: false })}
        />
      ) : null}
    </chakra.span>
  );
}
