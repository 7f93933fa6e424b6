import { Avatar } from '@chakra-ui/react';

/** Initial avatar (spec: fallback first letter of the username). */
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
      <Avatar.Fallback aria-hidden="true">{username.charAt(0).toUpperCase()}</Avatar.Fallback>
      {image ? <Avatar.Image src={image} alt="" /> : null}
    </Avatar.Root>
  );
}
