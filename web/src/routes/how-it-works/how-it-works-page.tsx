import {
  Accordion,
  Box,
  Button,
  Circle,
  Container,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuCalendarCheck,
  LuChevronDown,
  LuHeartHandshake,
  LuMessageSquare,
  LuPackageCheck,
  LuSearch,
  LuShieldCheck,
  LuStar,
  LuWallet,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/routes/paths';

/** Spec §2 How it works: the five rental steps in order. */
export const RENTAL_STEPS = [
  { key: 'find', icon: LuSearch },
  { key: 'book', icon: LuCalendarCheck },
  { key: 'coordinate', icon: LuMessageSquare },
  { key: 'use', icon: LuPackageCheck },
  { key: 'review', icon: LuStar },
] as const satisfies readonly { key: string; icon: IconType }[];

const OWNER_REASONS = [
  { key: 'income', icon: LuWallet },
  { key: 'safe', icon: LuShieldCheck },
  { key: 'community', icon: LuHeartHandshake },
] as const satisfies readonly { key: string; icon: IconType }[];

/** Spec §2: the four questions (payment security, damage, difference from buying, fees). */
export const FAQ_QUESTIONS = ['payment', 'damage', 'buying', 'fees'] as const;

export function HowItWorksPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <Box as="section" aria-labelledby="hiw-title" bg="brand.subtle" borderBottomWidth="1px">
        <Container maxW="4xl" py={{ base: '12', md: '20' }} textAlign="center">
          <Heading as="h1" id="hiw-title" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            {t('howItWorks.hero.title')}
          </Heading>
          <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {t('howItWorks.hero.subtitle')}
          </Text>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="hiw-process" maxW="7xl" py={{ base: '12', md: '16' }}>
        <Heading as="h2" id="hiw-process" size="2xl" textAlign="center" mb="10">
          {t('howItWorks.process.title')}
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 5 }} gap="6" listStyleType="none">
          {RENTAL_STEPS.map(({ key, icon: Icon }, index) => (
            <Stack as="li" key={key} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg">
              <Circle size="12" bg="brand.muted" color="brand.fg" aria-hidden="true">
                <Icon size={22} />
              </Circle>
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                {t('howItWorks.process.step', { number: String(index + 1) })}
              </Text>
              <Heading as="h3" size="md">
                {t(`howItWorks.process.${key}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`howItWorks.process.${key}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box as="section" aria-labelledby="hiw-owners" bg="bg.subtle" borderYWidth="1px">
        <Container maxW="7xl" py={{ base: '12', md: '16' }}>
          <Stack gap="2" textAlign="center" mb="10">
            <Heading as="h2" id="hiw-owners" size="2xl">
              {t('howItWorks.owners.title')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {t('howItWorks.owners.subtitle')}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {OWNER_REASONS.map(({ key, icon: Icon }) => (
              <Stack key={key} gap="3" p="6" rounded="xl" bg="bg" borderWidth="1px">
                <Circle size="12" bg="brand.solid" color="brand.contrast" aria-hidden="true">
                  <Icon size={22} />
                </Circle>
                <Heading as="h3" size="md">
                  {t(`howItWorks.owners.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`howItWorks.owners.${key}.body`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Box textAlign="center" mt="10">
            <Button asChild colorPalette="brand" size="lg" rounded="full" px="8">
              <RouterLink to={PATHS.listItem}>{t('howItWorks.owners.cta')}</RouterLink>
            </Button>
          </Box>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="hiw-faq" maxW="3xl" py={{ base: '12', md: '16' }}>
        <Heading as="h2" id="hiw-faq" size="2xl" textAlign="center" mb="8">
          {t('howItWorks.faq.title')}
        </Heading>
        {/* Zag's accordion: each question is a button (aria-expanded, aria-controls) inside a heading, each
            answer a labelled region; arrow keys move between questions. */}
        <Accordion.Root collapsible multiple variant="enclosed" size="lg" defaultValue={[FAQ_QUESTIONS[0]]}>
          {FAQ_QUESTIONS.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Heading as="h3" size="md">
                <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
                  <Box as="span" flex="1" textAlign="start">
                    {t(`howItWorks.faq.${key}.question`)}
                  </Box>
                  <Accordion.ItemIndicator>
                    <LuChevronDown />
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{t(`howItWorks.faq.${key}.answer`)}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>

      <Box as="section" aria-labelledby="hiw-cta" bg="brand.solid" color="brand.contrast">
        <Container maxW="3xl" py={{ base: '12', md: '16' }} textAlign="center">
          <Heading as="h2" id="hiw-cta" size="2xl">
            {t('howItWorks.cta.title')}
          </Heading>
          <Text mt="3" fontSize="lg">
            {t('howItWorks.cta.body')}
          </Text>
          <Button
            asChild
            mt="8"
            size="lg"
            rounded="full"
            px="8"
            bg="white"
            color="brand.700"
            _hover={{ bg: 'brand.50' }}
          >
            <RouterLink to={PATHS.search}>{t('howItWorks.cta.browse')}</RouterLink>
          </Button>
        </Container>
      </Box>
    </>
  );
}
