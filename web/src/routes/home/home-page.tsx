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
import { LuCamera, LuSearch, LuTent, LuWrench } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/session-context';
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
import { RecentItems } from './recent-items';

// Spec §2: category tiles go to /search?category={name}; the names are the spec's default categories.
const TILES = [
  { icon: LuCamera, label: 'Cameras' },
  { icon: LuWrench, label: 'Tools' },
  { icon: LuTent, label: 'Outdoor' },
] as const;

export function HomePage() {
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
                The peer-to-peer rental marketplace
              </Badge>
              <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight">
                Rent Anything, From Anyone
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
                Borrow what you need from people nearby and earn money from the things you own. Save money and
                reduce waste, with verified users, secure payments and optional insurance.
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
                    Find Items to Rent
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
                  <RouterLink to={listTarget}>List Your Items</RouterLink>
                </Button>
              </HStack>
            </Stack>
            <SimpleGrid
              as="nav"
              aria-label="Popular categories"
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
                    <Text fontWeight="semibold">{tile.label}</Text>
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
