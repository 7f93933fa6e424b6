import { Avatar, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RankBadge } from '../../features/items/components/rank-badge';
import { userPath } from '../../features/items/model/item-links';
import { ownerLabel } from '../../features/items/model/owner-label';
import { avatarImage } from '../../shared/images/responsive-image';

interface Owner {
  id: number;
  username: string;
  fullName: string;
  profileImage: string | null;
  koalaRank: string;
}

/** Spec §2 item detail: who lists the item, linking to their profile. */
export function OwnerBlock({ owner, ownerId }: { owner: Owner | null; ownerId: number }) {
  const { t } = useTranslation('items');
  const name = ownerLabel(owner, ownerId, t);
  const display = owner?.fullName?.trim() || name;
  return (
    <LinkBox
      as="section"
      aria-label={t('owner.section')}
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      _hover={{ bg: 'bg.subtle' }}
    >
      <HStack gap="3">
        <Avatar.Root size="lg" colorPalette="brand" variant="solid">
          <Avatar.Fallback aria-hidden="true">{display.charAt(0).toUpperCase()}</Avatar.Fallback>
          {owner?.profileImage ? <Avatar.Image {...avatarImage(owner.profileImage, 48)} alt="" /> : null}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {t('owner.listedBy')}
          </Text>
          <LinkOverlay asChild fontWeight="semibold">
            <RouterLink to={userPath(ownerId)}>{display}</RouterLink>
          </LinkOverlay>
          <HStack gap="2" wrap="wrap">
            {owner && display !== name ? (
              <Text fontSize="sm" color="fg.muted">
                @{name}
              </Text>
            ) : null}
            {owner ? <RankBadge rank={owner.koalaRank} size="xs" /> : null}
          </HStack>
        </Stack>
      </HStack>
    </LinkBox>
  );
}
