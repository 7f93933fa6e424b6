import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuSearch, LuTent, LuWrench } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/session-context';
import { loadItemCard } from '../../features/items/components/item-grid';
import { categoryLabel } from '../../features/items/model/category-name';
import { LocationHintCard } from '../../features/location/components/location-hint-card';
import { NearYouSection } from '../../features/location/components/near-you-section';
import { PersonalHome } from '../../features/onboarding/components/personal-home';
import { PATHS } from '../../shared/routes/paths';
import { categorySearchPath } from './category-path';
import { CategorySection } from './category-section';
import { FeaturedItems } from './featured-items';
import {
  AppDownloadSection,
  CallToAction,
  HowItWorksSection,
  TestimonialsSection,
  WhyRentSection,
} from './info-sections';
import { loadRecentCard, RecentItems } from './recent-items';
import { WhenField } from './when-field';

// Spec §2: category tiles go to /search?category={name}; the names are the spec's default categories.
const TILES = [
  { icon: LuCamera, label: 'Cameras' },
  { icon: LuWrench, label: 'Tools' },
  { icon: LuTent, label: 'Outdoor' },
] as const;

/** Spec §2 Home's default sections: what visitors see, and members who skipped the onboarding. */
function DefaultSections() {
  const { t } = useTranslation('home');
  const { t: tItems } = useTranslation('items');
  const session = useSession();
  const listTarget = session.status === 'authenticated' ? PATHS.listItem : PATHS.auth;

  return (
    <>
      <Box
        as="section"
        position="relative"
        overflow="hidden"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientVia="brand.700"
        gradientTo="teal.600"
        color="white"
      >
        <Box
          position="absolute"
          insetEnd="-24"
          top="-24"
          boxSize="96"
          rounded="full"
          bg="whiteAlpha.100"
          aria-hidden="true"
        />
        <Container maxW="7xl" py={{ base: '16', md: '28' }} position="relative">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="12" alignItems="center">
            <Stack gap="6">
              <Badge alignSelf="flex-start" bg="whiteAlpha.200" color="white" rounded="full" px="3" py="1">
                {t('hero.badge')}
              </Badge>
              <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight">
                {t('hero.title')}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
                {t('hero.body')}
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button
                  asChild
                  size="xl"
                  bg="white"
                  color="brand.800"
                  _hover={{ bg: 'brand.50' }}
                  rounded="full"
                >
                  <RouterLink to={PATHS.search}>
                    <LuSearch />
                    {t('hero.findItems')}
                  </RouterLink>
                </Button>
                <Button
                  asChild
                  size="xl"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.600"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  rounded="full"
                >
                  <RouterLink to={listTarget}>{t('hero.listItems')}</RouterLink>
                </Button>
              </HStack>
              <WhenField />
            </Stack>
            <SimpleGrid
              as="nav"
              aria-label={t('hero.popularCategories')}
              columns={3}
              gap="4"
              display={{ base: 'none', lg: 'grid' }}
            >
              {TILES.map((tile, index) => (
                <Stack
                  asChild
                  key={tile.label}
                  bg="whiteAlpha.150"
                  backdropFilter="blur(6px)"
                  borderWidth="1px"
                  borderColor="whiteAlpha.300"
                  rounded="2xl"
                  p="6"
                  align="center"
                  gap="3"
                  mt={index === 1 ? '12' : '0'}
                  transition="background 150ms, transform 150ms"
                  _hover={{ bg: 'whiteAlpha.300', transform: 'translateY(-2px)' }}
                  focusRingColor="white"
                >
                  <RouterLink to={categorySearchPath(tile.label)}>
                    <Icon as={tile.icon} boxSize="10" aria-hidden="true" />
                    <Text fontWeight="semibold">{categoryLabel(tile.label, tItems)}</Text>
                  </RouterLink>
                </Stack>
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <CategorySection />
          <FeaturedItems />
          <NearYouSection />
          <RecentItems />
          <HowItWorksSection />
          <WhyRentSection />
          <TestimonialsSection />
          <CallToAction />
          <AppDownloadSection />
        </Stack>
      </Container>
    </>
  );
}

/**
 * Spec §2 Home: the location hint card first; then the onboarding wizard over the default sections while a
 * member's onboarding is pending, the personalised recommendations once answers exist, else the default sections.
 */
export function HomePage() {
  return (
    <>
      <LocationHintCard />
      <PersonalHome fallback={<DefaultSections />} />
    </>
  );
}

/**
 * The page's code that its server-rendered HTML already shows but that loads on its own (lazy parts): loaded with the
 * route, before the page hydrates, so no part of it is left waiting for its code while the visitor can already tap it
 * (a tap on a part not yet hydrated is lost). The router calls it (app/router.tsx).
 */
export function preloadPage(): Promise<unknown> {
  return Promise.all([loadItemCard(), loadRecentCard()]);
}
