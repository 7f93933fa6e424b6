import { Box, Button, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaApple, FaGooglePlay } from 'react-icons/fa6';
import {
  LuCalendarCheck,
  LuHandshake,
  LuLeaf,
  LuPiggyBank,
  LuQuote,
  LuRepeat,
  LuSearch,
  LuShieldCheck,
  LuSmartphone,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/session-context';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { SectionHeader } from './section-header';

const STEPS = [
  {
    icon: LuSearch,
    title: 'Find what you need',
    text: 'Search thousands of items near you, from cameras and tools to bikes and camping gear.',
  },
  {
    icon: LuCalendarCheck,
    title: 'Book and coordinate',
    text: 'Pick your dates, send a request and agree pickup or delivery with the owner.',
  },
  {
    icon: LuRepeat,
    title: 'Rent and return',
    text: 'Enjoy the item, then return it on time in the condition you received it.',
  },
] as const;

const REASONS = [
  { icon: LuPiggyBank, title: 'Save money', text: 'Rent for a day what you would only use once a year.' },
  { icon: LuLeaf, title: 'Reduce waste', text: 'Share what already exists instead of buying new.' },
  {
    icon: LuShieldCheck,
    title: 'Secure and trustworthy',
    text: 'Verified members, ratings and security deposits protect every rental.',
  },
  {
    icon: LuHandshake,
    title: 'Support local community',
    text: 'Your money stays with neighbours who earn from the things they own.',
  },
] as const;

const TESTIMONIALS = [
  {
    quote: 'I rented a cinema camera for a weekend shoot for a fraction of the price of buying one.',
    name: 'Maya R.',
    role: 'Filmmaker',
  },
  {
    quote: 'My power tools used to sit in the garage. Now they pay for themselves every month.',
    name: 'Daniel K.',
    role: 'Owner',
  },
  {
    quote: 'We borrowed a tent and two bikes for our holiday. Booking was quick and the owner was lovely.',
    name: 'Priya S.',
    role: 'Renter',
  },
] as const;

/** Spec §2 Home: How it works, 3 steps. */
export function HowItWorksSection() {
  return (
    <Stack as="section" aria-labelledby="home-how" gap="6">
      <SectionHeader id="home-how" title="How it works" subtitle="Renting takes three simple steps" />
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {STEPS.map((step, index) => (
          <Stack as="li" key={step.title} gap="3" p="6" rounded="2xl" bg="bg.subtle">
            <HStack gap="3">
              <Box p="3" rounded="xl" bg="brand.solid" color="brand.contrast" aria-hidden="true">
                <Icon as={step.icon} boxSize="6" />
              </Box>
              <Text fontWeight="bold" color="brand.fg">
                Step {index + 1}
              </Text>
            </HStack>
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 Home: Why rent, 4 reasons. */
export function WhyRentSection() {
  return (
    <Stack as="section" aria-labelledby="home-why" gap="6">
      <SectionHeader
        id="home-why"
        title="Why rent?"
        subtitle="Good for your wallet, your neighbours and the planet"
      />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {REASONS.map((reason) => (
          <Stack
            as="li"
            key={reason.title}
            gap="3"
            p="6"
            rounded="2xl"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <Box
              alignSelf="flex-start"
              p="3"
              rounded="xl"
              bg="brand.subtle"
              color="brand.fg"
              aria-hidden="true"
            >
              <Icon as={reason.icon} boxSize="6" />
            </Box>
            <Heading as="h3" size="md">
              {reason.title}
            </Heading>
            <Text color="fg.muted">{reason.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 Home: Testimonials (static). */
export function TestimonialsSection() {
  return (
    <Stack as="section" aria-labelledby="home-testimonials" gap="6">
      <SectionHeader id="home-testimonials" title="What our community says" />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map((entry) => (
          <Stack as="li" key={entry.name} gap="4" p="6" rounded="2xl" bg="bg.subtle">
            <Icon as={LuQuote} boxSize="6" color="brand.fg" aria-hidden="true" />
            <Text as="blockquote" fontSize="lg">
              {entry.quote}
            </Text>
            <Text fontWeight="semibold">
              {entry.name}
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                · {entry.role}
              </Text>
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 Home: the call to action; signed-out members sign in first and come back to the listing form. */
export function CallToAction() {
  const session = useSession();
  const listTarget =
    session.status === 'authenticated'
      ? PATHS.listItem
      : buildPath(PATHS.auth, {}, { redirect: 'list-item' });
  return (
    <Box
      as="section"
      aria-labelledby="home-cta"
      rounded="3xl"
      bgGradient="to-r"
      gradientFrom="brand.800"
      gradientTo="teal.700"
      color="white"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', md: '14' }}
    >
      <Stack gap="5" align={{ base: 'flex-start', md: 'center' }} textAlign={{ base: 'start', md: 'center' }}>
        <Heading as="h2" id="home-cta" size={{ base: '2xl', md: '3xl' }}>
          Ready to start renting?
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.900" maxW="2xl">
          Earn money from the things you own, or find what you need today from people nearby.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} rounded="full">
            <RouterLink to={listTarget}>List Your Items</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            rounded="full"
          >
            <RouterLink to={PATHS.search}>Browse Items</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** Spec §2 Home: the app-download section; the store buttons have no targets yet (spec: none shown). */
export function AppDownloadSection() {
  return (
    <Stack
      as="section"
      aria-labelledby="home-app"
      direction={{ base: 'column', md: 'row' }}
      gap="8"
      align="center"
      p={{ base: '6', md: '10' }}
      rounded="3xl"
      bg="bg.subtle"
    >
      <Box p="6" rounded="3xl" bg="brand.subtle" color="brand.fg" aria-hidden="true">
        <Icon as={LuSmartphone} boxSize="16" />
      </Box>
      <Stack gap="3" flex="1">
        <Heading as="h2" id="home-app" size="xl">
          Take KoalaRent with you
        </Heading>
        <Text color="fg.muted">
          Browse, book and chat with owners on the go. Get notified the moment your rental request is
          approved.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button type="button" variant="solid" colorPalette="gray" rounded="lg">
            <FaApple aria-hidden="true" />
            App Store
          </Button>
          <Button type="button" variant="solid" colorPalette="gray" rounded="lg">
            <FaGooglePlay aria-hidden="true" />
            Google Play
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
