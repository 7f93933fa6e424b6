import {
  type CurrencyCode,
  convertAmount,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  ONBOARDING_CATEGORIES,
  type OnboardingCategoryId,
  PRICE_SLIDER,
  RECOMMENDATION_GROUPS,
  type RecommendationGroupKey,
} from '@koalarent/core/contracts';
import { buildPath, PATHS } from '../../../shared/routes/paths';

/** What the recommendation screens read from the member's answers, with only values this client can name. */
export interface ShownAnswers {
  budgetMin: number;
  budgetMax: number;
  location: string;
  experience: ExperienceLevel | null;
  preferredCategories: OnboardingCategoryId[];
}

/** The server's answers (plain strings) narrowed to the options the screen has labels for. */
export function shownAnswers(answers: {
  budgetMin: number;
  budgetMax: number;
  location: string;
  experience: string;
  preferredCategories: readonly string[];
}): ShownAnswers {
  const experience = EXPERIENCE_LEVELS.find((level) => level === answers.experience) ?? null;
  return {
    budgetMin: answers.budgetMin,
    budgetMax: answers.budgetMax,
    location: answers.location.trim(),
    experience,
    preferredCategories: ONBOARDING_CATEGORIES.map((category) => category.id).filter((id) =>
      answers.preferredCategories.includes(id),
    ),
  };
}

function isRecommendationGroupKey(key: string): key is RecommendationGroupKey {
  return (RECOMMENDATION_GROUPS as readonly string[]).includes(key);
}

/**
 * The groups the screen can name, in the server's order; a key this client does not know (a newer server) is
 * left out rather than shown without a title.
 */
export function knownGroups<G extends { key: string }>(
  groups: readonly G[],
): (G & { key: RecommendationGroupKey })[] {
  return groups.filter((group): group is G & { key: RecommendationGroupKey } =>
    isRecommendationGroupKey(group.key),
  );
}

/**
 * /search limited to a USD price range. The search page reads prices in the viewer's currency, so the limits
 * are converted and widened to the slider's steps (never narrower than the rule); an open end is left out.
 */
function priceSearchPath(minUsd: number | null, maxUsd: number | null, currency: CurrencyCode): string {
  const step = PRICE_SLIDER.step;
  const min = minUsd === null ? null : Math.floor(convertAmount(minUsd, 'USD', currency) / step) * step;
  const max = maxUsd === null ? null : Math.ceil(convertAmount(maxUsd, 'USD', currency) / step) * step;
  return buildPath(
    PATHS.search,
    {},
    {
      minPrice: min !== null && min > PRICE_SLIDER.min ? min : null,
      maxPrice: max !== null && max < PRICE_SLIDER.max ? max : null,
    },
  );
}

/**
 * A search that continues a group beyond its four items (spec §9 rules), or null when the search page has no
 * filter for the group's rule (the categories group links each category instead: `categorySearchLinks`).
 */
export function groupSearchPath(
  key: RecommendationGroupKey,
  answers: Pick<ShownAnswers, 'budgetMin' | 'budgetMax' | 'location' | 'experience'>,
  currency: CurrencyCode,
): string | null {
  switch (key) {
    case 'budget':
      return priceSearchPath(answers.budgetMin, answers.budgetMax, currency);
    case 'experience':
      // Beginner: at most 50 a day; intermediate: 25 to 150; expert is a title rule the search cannot express.
      if (answers.experience === 'beginner') return priceSearchPath(null, 50, currency);
      if (answers.experience === 'intermediate') return priceSearchPath(25, 150, currency);
      return null;
    case 'location': {
      const location = answers.location.trim();
      return location ? buildPath(PATHS.search, {}, { location }) : null;
    }
    case 'trending':
      return buildPath(PATHS.search, {}, { sort: 'price_desc' });
    case 'categories':
      return null;
  }
}

/** The chosen onboarding categories, each with a search of the catalog category it stands for first. */
export function categorySearchLinks(chosen: readonly string[]): { id: OnboardingCategoryId; path: string }[] {
  return ONBOARDING_CATEGORIES.filter((category) => chosen.includes(category.id)).map((category) => ({
    id: category.id,
    path: buildPath(PATHS.search, {}, { category: category.catalogCategories[0] }),
  }));
}
