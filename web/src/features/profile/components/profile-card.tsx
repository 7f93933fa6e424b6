import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBadgeCheck,
  LuCalendarDays,
  LuMailCheck,
  LuMessageSquare,
  LuPackage,
  LuShoppingBag,
  LuStar,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { avatarImage } from '../../../shared/images/responsive-image';
import { buildPath, PATHS } from '../../../shared/routes/paths';
import type { PROFILE_USER_FIELDS } from '../graphql/profile-user-fields.fragment';
import {
  avatarInitial,
  displayName,
  formatJoined,
  formatMemberSince,
  formatRating,
  formatReviewCount,
} from '../profile-format';
import { RankBadge } from './rank-badge';

export type ProfileUser = ResultOf<typeof PROFILE_USER_FIELDS>;

export interface ProfileCardProps {
  user: ProfileUser;
  /** The viewer is this member: no Contact button. */
  own: boolean;
  /** The member's items as the viewer may see them; the user record's count until they load. */
  itemsListed: number;
}

/** Spec §2 profile card: avatar, names, rank, verification, rating, join date, Contact, three stat cards. */
export function ProfileCard({ user, own, itemsListed }: ProfileCardProps) {
  const { t } = useTranslation('profile');
  const fmt = useFormat();
  const name = displayName(user);
  return (
    <Stack gap="6">
      <Card.Root rounded="2xl" overflow="hidden">
        <Box h="20" bgGradient="to-r" gradientFrom="brand.500" gradientTo="brand.700" aria-hidden="true" />
        <Card.Body pt="0">
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap={{ base: '4', md: '6' }}
            align={{ md: 'flex-start' }}
          >
            <Box mt="-12" flexShrink={0}>
              <Avatar.Root
                size="2xl"
                colorPalette="brand"
                variant="solid"
                boxSize="24"
                borderWidth="4px"
                borderColor="bg"
                fontSize="3xl"
              >
                <Avatar.Fallback aria-hidden="true">{avatarInitial(user.username)}</Avatar.Fallback>
                {user.profileImage ? (
                  <Avatar.Image {...avatarImage(user.profileImage, 96)} alt={t('card.picture', { name })} />
                ) : null}
              </Avatar.Root>
            </Box>
            <Stack gap="2" flex="1" minW="0" pt={{ md: '4' }}>
              <Box>
                <Heading as="h2" size="2xl" truncate>
                  {name}
                </Heading>
                <Text color="fg.muted">@{user.username}</Text>
              </Box>
              <HStack gap="2" wrap="wrap">
                <RankBadge rank={user.koalaRank} own={own} />
                {/* Issue 26 §1: each badge says what was checked — the e-mail link, or an admin's ID check. */}
                {user.isVerified ? (
                  <Badge
                    colorPalette="blue"
                    variant="subtle"
                    rounded="full"
                    px="2"
                    data-badge="email-verified"
                  >
                    <LuMailCheck aria-hidden="true" />
                    {t('card.emailVerified')}
                  </Badge>
                ) : null}
                {user.identityVerified ? (
                  <Badge colorPalette="green" variant="subtle" rounded="full" px="2" data-badge="id-verified">
                    <LuBadgeCheck aria-hidden="true" />
                    {t('card.idVerified')}
                  </Badge>
                ) : null}
              </HStack>
              <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
                {user.reviewCount > 0 ? (
                  <HStack gap="1">
                    <Box as="span" color="yellow.500" aria-hidden="true">
                      <LuStar fill="currentColor" />
                    </Box>
                    <Text as="span" fontWeight="semibold" color="fg">
                      <Text as="span" srOnly>
                        {t('card.rating')}{' '}
                      </Text>
                      {formatRating(user.rating, fmt)}
                    </Text>
                    <Text as="span">{formatReviewCount(user.reviewCount, t)}</Text>
                  </HStack>
                ) : (
                  // Issue 27: unrated is not badly rated — no star and "0.0" for a member nobody has reviewed.
                  <HStack gap="2" data-rating="new">
                    <Badge colorPalette="teal" variant="subtle" rounded="full" px="2">
                      {t('card.new')}
                    </Badge>
                    <Text as="span">{t('card.noReviews')}</Text>
                  </HStack>
                )}
                <HStack gap="1">
                  <LuCalendarDays aria-hidden="true" />
                  <Text as="span">{t('card.joined', { date: formatJoined(user.createdAt, fmt, t) })}</Text>
                </HStack>
              </HStack>
            </Stack>
            {own ? null : (
              <Button
                asChild
                colorPalette="brand"
                alignSelf={{ base: 'stretch', md: 'flex-start' }}
                mt={{ md: '4' }}
              >
                <RouterLink to={buildPath(PATHS.messages, {}, { user: user.id })}>
                  <LuMessageSquare aria-hidden="true" />
                  {t('card.contact')}
                </RouterLink>
              </Button>
            )}
          </Flex>
        </Card.Body>
      </Card.Root>

      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 3 }}
        gap="4"
        listStyleType="none"
        aria-label={t('card.statistics')}
      >
        <StatCard
          icon={<LuPackage />}
          label={t('card.itemsListed')}
          value={fmt.number(itemsListed)}
          href={buildPath(PATHS.search, {}, { owner: user.id })}
          linkLabel={
            own
              ? t('card.seeYourItems', { n: fmt.number(itemsListed) })
              : t('card.seeTheirItems', { n: fmt.number(itemsListed), name })
          }
        />
        <StatCard
          icon={<LuShoppingBag />}
          label={t('card.itemsRented')}
          value={fmt.number(user.itemsRented)}
        />
        <StatCard
          icon={<LuCalendarDays />}
          label={t('card.memberSince')}
          value={formatMemberSince(user.createdAt, fmt, t)}
        />
      </SimpleGrid>
    </Stack>
  );
}

interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: string;
  href?: string;
  linkLabel?: string;
}

function StatCard({ icon, label, value, href, linkLabel }: StatCardProps) {
  const body = (
    <HStack gap="4">
      <Flex
        boxSize="10"
        rounded="lg"
        bg="brand.muted"
        color="brand.fg"
        align="center"
        justify="center"
        aria-hidden="true"
      >
        {icon}
      </Flex>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {href ? (
            <LinkOverlay asChild>
              <RouterLink to={href} aria-label={linkLabel}>
                {label}
              </RouterLink>
            </LinkOverlay>
          ) : (
            label
          )}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value}
        </Text>
      </Box>
    </HStack>
  );
  return (
    <Box as="li">
      {href ? (
        <LinkBox
          as="div"
          borderWidth="1px"
          rounded="xl"
          p="5"
          bg="bg"
          transition="border-color 0.15s, box-shadow 0.15s"
          _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          {body}
        </LinkBox>
      ) : (
        <Box borderWidth="1px" rounded="xl" p="5" bg="bg">
          {body}
        </Box>
      )}
    </Box>
  );
}
