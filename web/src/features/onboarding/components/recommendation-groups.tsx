import { Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { RecommendationGroupKey } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { useFormat } from '../../../shared/i18n/format';
import { useCurrency } from '../../currency/currency-context';
import { ItemGrid } from '../../items/components/item-grid';
import type { RECOMMENDATIONS_QUERY } from '../graphql/recommendations.query';
import { useBudgetFormat } from '../hooks/use-budget-format';
import {
  categorySearchLinks,
  groupSearchPath,
  knownGroups,
  type ShownAnswers,
} from '../model/recommendation-groups';

export type RecommendationGroup = ResultOf<typeof RECOMMENDATIONS_QUERY>['recommendations'][number];

/** A group's title and the line under it, naming the answer it was picked by. */
function groupText(
  t: TFunction<'onboarding'>,
  key: RecommendationGroupKey,
  answers: ShownAnswers,
  budget: (amount: number) => string,
  list: (names: string[]) => string,
): { title: string; subtitle: string } {
  switch (key) {
    case 'budget':
      return {
        title: t('recommendations.groups.budget.title'),
        subtitle: t('recommendations.groups.budget.subtitle', {
          min: budget(answers.budgetMin),
          max: budget(answers.budgetMax),
        }),
      };
    case 'categories':
      return {
        title: t('recommendations.groups.categories.title'),
        subtitle: t('recommendations.groups.categories.subtitle', {
          categories: list(answers.preferredCategories.map((id) => t(`categories.${id}`))),
        }),
      };
    case 'experience':
      return {
        title: t('recommendations.groups.experience.title'),
        subtitle: answers.experience ? t(`recommendations.groups.experience.${answers.experience}`) : '',
      };
    case 'location':
      return {
        title: t('recommendations.groups.location.title', { location: answers.location }),
        subtitle: t('recommendations.groups.location.subtitle', { location: answers.location }),
      };
    case 'trending':
      return {
        title: t('recommendations.groups.trending.title'),
        subtitle: t('recommendations.groups.trending.subtitle'),
      };
  }
}

/**
 * The recommendation groups (spec §9: budget, categories, experience, location, Trending; at most 4 items each),
 * each a section named by its heading. With `browseLinks`, each group also links to a search that continues it.
 */
export function RecommendationGroups({
  groups,
  answers,
  headingLevel,
  browseLinks = false,
}: {
  groups: readonly RecommendationGroup[];
  answers: ShownAnswers;
  headingLevel: 'h2' | 'h3';
  browseLinks?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const budget = useBudgetFormat();
  const { locale } = useFormat();
  // "A, B and C" in the language on screen ("A、B和C" in Chinese).
  const list = useMemo(() => {
    const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    return (names: string[]) => format.format(names);
  }, [locale]);
  const { currency } = useCurrency();
  const cardHeading = headingLevel === 'h2' ? 'h3' : undefined;

  return (
    <Stack gap={{ base: '12', md: '16' }}>
      {knownGroups(groups).map((group) => {
        const id = `recommendations-${group.key}`;
        const text = groupText(t, group.key, answers, budget, list);
        const path = browseLinks ? groupSearchPath(group.key, answers, currency) : null;
        return (
          <Stack
            as="section"
            key={group.key}
            aria-labelledby={id}
            gap="6"
            data-testid={`recommendation-group-${group.key}`}
          >
            <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
              <Stack gap="1">
                <Heading as={headingLevel} id={id} size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
                  {text.title}
                </Heading>
                {text.subtitle ? <Text color="fg.muted">{text.subtitle}</Text> : null}
              </Stack>
              {path ? (
                <Button asChild variant="ghost" colorPalette="brand" size="sm">
                  <RouterLink
                    to={path}
                    aria-label={t('recommendations.browseMoreNamed', { group: text.title })}
                  >
                    {t('recommendations.browseMore')}
                    <LuArrowRight aria-hidden="true" />
                  </RouterLink>
                </Button>
              ) : null}
            </HStack>
            {browseLinks && group.key === 'categories' ? (
              <Wrap gap="2">
                {categorySearchLinks(answers.preferredCategories).map((link) => (
                  <Button key={link.id} asChild variant="outline" size="xs" rounded="full">
                    <RouterLink to={link.path}>
                      {t('recommendations.browseMoreNamed', { group: t(`categories.${link.id}`) })}
                    </RouterLink>
                  </Button>
                ))}
              </Wrap>
            ) : null}
            <ItemGrid items={group.items} headingLevel={cardHeading} />
          </Stack>
        );
      })}
    </Stack>
  );
}
