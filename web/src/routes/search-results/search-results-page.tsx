import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch, LuSlidersHorizontal, LuSparkles } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { openAuthModal } from '../../features/auth/auth-modal-events';
import { useCurrency } from '../../features/currency/currency-context';
import { RecommendationsBody } from '../../features/onboarding/components/recommendations-view';
import { useOnboarding } from '../../features/onboarding/hooks/use-onboarding';
import { toAppError } from '../../shared/errors/app-error';
import { useNamespaces } from '../../shared/i18n/i18n';
import { translateServerMessage } from '../../shared/i18n/server-messages';
import { PATHS } from '../../shared/routes/paths';
import { PageSpinner } from '../../shared/ui/page-spinner';
import { notify } from '../../shared/ui/toaster';
import { parseSearchParams, serializeSearchState, toItemFilter } from '../search/search-params';
import { SearchResults } from '../search/search-results';
import { useItemSearch } from '../search/use-item-search';
import { hasSearchQuery } from './search-results-mode';

/** /search-results with search parameters: the same results as /search, without the filter sidebar. */
function QueryResults({ params }: { params: URLSearchParams }) {
  useNamespaces('search');
  const { t } = useTranslation('onboarding');
  const { t: tSearch } = useTranslation('search');
  const { currency } = useCurrency();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const filter = useMemo(() => toItemFilter(state, currency), [state, currency]);
  const search = useItemSearch(filter);
  const refine = `${PATHS.search}?${serializeSearchState(state).toString()}`;
  const title = state.q
    ? t('results.searchFor', { q: state.q })
    : state.category
      ? t('results.searchIn', { category: state.category })
      : t('results.searchTitle');

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {search.loading
                ? t('results.searching')
                : search.totalIsExact
                  ? t('results.count', { count: search.totalCount })
                  : tSearch('foundAtLeast', { count: search.totalCount })}
            </Text>
          </Stack>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={refine}>
              <LuSlidersHorizontal aria-hidden="true" />
              {t('results.refine')}
            </RouterLink>
          </Button>
        </HStack>
        <SearchResults search={search} q={state.q} category={state.category} />
      </Stack>
    </Container>
  );
}

/** A short message with its actions, for those who have no recommendations to see yet. */
function Invitation({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        p={{ base: '8', md: '12' }}
        rounded="2xl"
        bg="bg.subtle"
      >
        <LuSparkles size="36" aria-hidden="true" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" maxW="xl">
          {text}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" pt="2">
          {children}
        </HStack>
      </Stack>
    </Container>
  );
}

/** /search-results without parameters: every recommendation group, each with a search that continues it. */
function RecommendedResults() {
  const { t } = useTranslation('onboarding');
  const onboarding = useOnboarding();
  const navigate = useNavigate();

  const startSetup = async () => {
    try {
      // A skipped member's marker goes, so the home page opens the wizard.
      await onboarding.reset();
      navigate(PATHS.home);
    } catch (failure) {
      const message = toAppError(failure).message;
      notify.error({
        title: t('reset.failed'),
        description: message ? translateServerMessage(message) : t('wizard.tryAgain'),
      });
    }
  };

  if (!onboarding.signedIn) {
    return (
      <Invitation title={t('results.signedOutTitle')} text={t('results.signedOutText')}>
        <Button colorPalette="brand" onClick={() => openAuthModal('login')}>
          {t('results.signIn')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.search}>{t('recommendations.browseAll')}</RouterLink>
        </Button>
      </Invitation>
    );
  }
  const state = onboarding.state;
  if (!state) {
    if (onboarding.error) {
      return (
        <Container maxW="3xl" py="12">
          <Text role="alert" color="fg.error" fontWeight="medium">
            {t('recommendations.error')}
          </Text>
        </Container>
      );
    }
    return <PageSpinner />;
  }
  if (!state.completed) {
    return (
      <Invitation title={t('results.skippedTitle')} text={t('results.pendingText')}>
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.home}>{t('results.startSetup')}</RouterLink>
        </Button>
      </Invitation>
    );
  }
  if (!state.answers) {
    return (
      <Invitation title={t('results.skippedTitle')} text={t('results.skippedText')}>
        <Button colorPalette="brand" onClick={() => void startSetup()} loading={onboarding.resetting}>
          {t('results.startSetup')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.search}>{t('recommendations.browseAll')}</RouterLink>
        </Button>
      </Invitation>
    );
  }
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="10">
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {t('results.title')}
            </Heading>
            <Text color="fg.muted">{t('results.subtitle')}</Text>
          </Stack>
          <HStack gap="3" wrap="wrap">
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to={PATHS.listItem}>
                <LuPlus aria-hidden="true" />
                {t('recommendations.listFirst')}
              </RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={PATHS.search}>
                <LuSearch aria-hidden="true" />
                {t('recommendations.browseAll')}
              </RouterLink>
            </Button>
          </HStack>
        </HStack>
        <RecommendationsBody answers={state.answers} browseLinks />
      </Stack>
    </Container>
  );
}

/**
 * /search-results (linked from the recommendations page): the member's recommendation groups in full, each with a
 * search that continues it; or, given search parameters (q, category, minPrice, ...), those search results.
 */
export function SearchResultsPage() {
  useNamespaces('onboarding');
  const [params] = useSearchParams();
  return hasSearchQuery(params) ? <QueryResults params={params} /> : <RecommendedResults />;
}
