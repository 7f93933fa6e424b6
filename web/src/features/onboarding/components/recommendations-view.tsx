import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch, LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { PATHS } from '../../../shared/routes/paths';
import { ItemGridSkeleton } from '../../items/components/item-grid';
import { NearYouSection } from '../../location/components/near-you-section';
import type { OnboardingState } from '../hooks/use-onboarding';
import { useRecommendations } from '../hooks/use-recommendations';
import { knownGroups, shownAnswers } from '../model/recommendation-groups';
import { RECOMMENDATIONS_HEADING_ID } from '../model/recommendations-heading';
import { welcomeName } from '../model/wizard-state';
import { RecommendationGroups } from './recommendation-groups';

/** Loading, failure and empty states of a recommendations screen, shared with /search-results. */
export function RecommendationsBody({
  answers,
  browseLinks,
}: {
  answers: OnboardingState['answers'] | null;
  browseLinks: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const recommendations = useRecommendations(Boolean(answers));
  const groups = knownGroups(recommendations.groups);

  if (recommendations.loading || !answers) {
    return <ItemGridSkeleton count={4} label={t('recommendations.loading')} />;
  }
  if (recommendations.error) {
    return (
      <Stack role="alert" p="6" rounded="xl" bg="bg.error" color="fg.error" gap="3" align="flex-start">
        <Text fontWeight="medium">{t('recommendations.error')}</Text>
        <Button size="sm" variant="outline" onClick={recommendations.retry}>
          {t('recommendations.retry')}
        </Button>
      </Stack>
    );
  }
  if (groups.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="2" py="16" px="4" rounded="2xl" bg="bg.subtle">
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          {t('recommendations.empty')}
        </Text>
        <Text color="fg.muted">{t('recommendations.emptyText')}</Text>
      </Stack>
    );
  }
  return (
    <RecommendationGroups
      groups={groups}
      answers={shownAnswers(answers)}
      headingLevel="h2"
      browseLinks={browseLinks}
    />
  );
}

/**
 * The personalised home page (spec §2 Home): shown instead of the default sections once onboarding answers
 * exist, with links to /search-results and 'List Your First Item'.
 */
export function RecommendationsView({
  answers,
  user,
}: {
  answers: OnboardingState['answers'] | null;
  user: { fullName?: string | null; username?: string | null } | null;
}) {
  useNamespaces('onboarding');
  const { t } = useTranslation('onboarding');
  const name = welcomeName(user);
  return (
    <>
      <Box
        as="section"
        aria-labelledby={RECOMMENDATIONS_HEADING_ID}
        bg="brand.subtle"
        borderBottomWidth="1px"
      >
        <Container maxW="7xl" py={{ base: '10', md: '14' }}>
          <Stack gap="5">
            <HStack gap="3" color="brand.fg">
              <LuSparkles size="28" aria-hidden="true" />
              <Heading
                as="h1"
                id={RECOMMENDATIONS_HEADING_ID}
                tabIndex={-1}
                size={{ base: '3xl', md: '4xl' }}
                letterSpacing="tight"
                color="fg"
              >
                {t('recommendations.title')}
              </Heading>
            </HStack>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
              {name ? t('recommendations.greeting', { name }) : t('recommendations.greetingAnonymous')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand" rounded="full">
                <RouterLink to={PATHS.searchResults}>
                  <LuSparkles aria-hidden="true" />
                  {t('recommendations.viewAll')}
                </RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="brand" rounded="full" bg="bg">
                <RouterLink to={PATHS.listItem}>
                  <LuPlus aria-hidden="true" />
                  {t('recommendations.listFirst')}
                </RouterLink>
              </Button>
              <Button asChild variant="ghost" rounded="full">
                <RouterLink to={PATHS.search}>
                  <LuSearch aria-hidden="true" />
                  {t('recommendations.browseAll')}
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <RecommendationsBody answers={answers} browseLinks={false} />
          {/* Items near the member's position belong on their home page whichever way it is drawn. */}
          <NearYouSection />
        </Stack>
      </Container>
    </>
  );
}
