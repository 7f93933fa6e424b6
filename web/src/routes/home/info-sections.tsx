import { Box, Button, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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

/** The three steps; their words are in the 'home' namespace under how.{key}. */
const STEPS = [
  { key: 'find', icon: LuSearch },
  { key: 'book', icon: LuCalendarCheck },
  { key: 'rent', icon: LuRepeat },
] as const;

const REASONS = [
  { key: 'save', icon: LuPiggyBank },
  { key: 'waste', icon: LuLeaf },
  { key: 'secure', icon: LuShieldCheck },
  { key: 'community', icon: LuHandshake },
] as const;

/** The people's names stay as they are in every language; their words are under testimonials.{key}. */
const TESTIMONIALS = [
  { key: 'maya', name: 'Maya R.' },
  { key: 'daniel', name: 'Daniel K.' },
  { key: 'priya', name: 'Priya S.' },
] as const;

/** Spec §2 Home: How it works, 3 steps. */
export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <Stack as="section" aria-labelledby="home-how" gap="6">
      <SectionHeader id="home-how" title={t('how.title')} subtitle={t('how.subtitle')} />
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {STEPS.map((step, index) => (
          <Stack as="li" key={step.key} gap="3" p="6" rounded="2xl" bg="bg.subtle">
            <HStack gap="3">
              <Box p="3" rounded="xl" bg="brand.solid" color="brand.contrast" aria-hidden="true">
                <Icon as={step.icon} boxSize="6" />
              </Box>
              <Text fontWeight="bold" color="brand.fg">
                {t('how.step', { number: String(index + 1) })}
              </Text>
            </HStack>
            <Heading as="h3" size="md">
              {t(`how.${step.key}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`how.${step.key}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 Home: Why rent, 4 reasons. */
export function WhyRentSection() {
  const { t } = useTranslation('home');
  return (
    <Stack as="section" aria-labelledby="home-why" gap="6">
      <SectionHeader id="home-why" title={t('why.title')} subtitle={t('why.subtitle')} />
      {/* Two reasons per row on a phone too: each is an icon, a title and two lines. */}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '6' }}>
        {REASONS.map((reason) => (
          <Stack
            as="li"
            key={reason.key}
            gap="3"
            p={{ base: '4', md: '6' }}
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
              {t(`why.${reason.key}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`why.${reason.key}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 Home: Testimonials (static). */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  return (
    <Stack as="section" aria-labelledby="home-testimonials" gap="6">
      <SectionHeader id="home-testimonials" title={t('testimonials.title')} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map((entry) => (
          <Stack as="li" key={entry.name} gap="4" p="6" rounded="2xl" bg="bg.subtle">
            <Icon as={LuQuote} boxSize="6" color="brand.fg" aria-hidden="true" />
            <Text as="blockquote" fontSize="lg">
              {t(`testimonials.${entry.key}.quote`)}
            </Text>
            <Text fontWeight="semibold">
              {entry.name}
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                · {t(`testimonials.${entry.key}.role`)}
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
  const { t } = useTranslation('home');
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
          {t('cta.title')}
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.900" maxW="2xl">
          {t('cta.body')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} rounded="full">
            <RouterLink to={listTarget}>{t('hero.listItems')}</RouterLink>
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
            <RouterLink to={PATHS.search}>{t('cta.browse')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** Spec §2 Home: the app-download section; the store buttons have no targets yet (spec: none shown). */
export function AppDownloadSection() {
  const { t } = useTranslation('home');
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
          {t('app.title')}
        </Heading>
        <Text color="fg.muted">{t('app.body')}</Text>
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
