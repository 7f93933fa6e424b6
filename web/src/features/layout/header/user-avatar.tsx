import { Avatar, chakra } from '@chakra-ui/react';

/**
 * Initial avatar (spec: fallback first letter of the username). The letter is drawn by CSS, not written as text:
 * it is decoration beside the username, and as text it would become part of the account button's visible label
 * ("Oolivia.chen"), which then no longer matches the button's spoken name (WCAG 2.5.3, label in name).
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
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid">
      <Avatar.Fallback aria-hidden="true">
        <chakra.span
          data-initial={username.charAt(0).toUpperCase()}
          _before={{ content: 'attr(data-initial)' }}
        />
      </Avatar.Fallback>
      {image ? <Avatar.Image src={image} alt="" /> : null}
    </Avatar.Root>
  );
}
