import {
  ONBOARDING_CATEGORIES,
  type OnboardingAnswers,
  RECOMMENDATION_GROUPS,
  RECOMMENDATIONS_PER_GROUP,
  type RecommendationGroupKey,
} from '../contracts/onboarding.schema.js';
import type { EntityManager } from '../db/orm.js';
import { ITEM_COLUMNS, ITEM_FROM, type ItemRecord, PUBLIC_ITEM_SQL } from '../item/item.queries.js';
import { answersOf, type OnboardingActor, onboardingRow } from './onboarding.queries.js';

export interface RecommendationGroupRecord {
  key: RecommendationGroupKey;
  items: ItemRecord[];
}

/** Spec §9 experience rules, in USD per day. */
export const EXPERIENCE_RULES = {
  beginnerMax: 50,
  intermediateMin: 25,
  intermediateMax: 150,
  expertAbove: 100,
} as const;

/**
 * "pro" or "professional" as a whole word, any case (PostgreSQL's \m and \M are word starts and ends): "Pro
 * camera" and "Professional drill" count, "GoPro" and "Product" do not.
 */
export const EXPERT_TITLE_REGEX = '\\m(pro|professional)\\M';

/** The catalog category names the member's onboarding categories stand for (issue 11 contract). */
export function catalogCategoriesFor(ids: readonly string[]): string[] {
  const names = ONBOARDING_CATEGORIES.filter((c) => ids.includes(c.id)).flatMap((c) => c.catalogCategories);
  return [...new Set(names)];
}

const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface GroupQuery {
  key: RecommendationGroupKey;
  /** The group's rule over `items i join categories c join users u`. */
  where: string;
  params: unknown[];
  /** Its order, over the same aliases (picks the top items) and over the picked rows' columns (numbers them). */
  order: 'rated' | 'priciest';
}

const ORDER = {
  rated: {
    inner: 'i.average_rating desc, i.created_at desc, i.id desc',
    outer: 't."averageRating" desc, t."createdAt" desc, t.id desc',
  },
  // items_public_price read backwards.
  priciest: {
    inner: 'i.price_per_day_usd_cents desc, i.id desc',
    outer: 't."priceUsdCents" desc, t.id desc',
  },
} as const;

const cents = (dollars: number): number => Math.round(dollars * 100);

/** The §9 groups the answers ask for; a group whose rule cannot match anything is left out here already. */
function groupQueries(answers: OnboardingAnswers): GroupQuery[] {
  const groups: GroupQuery[] = [
    {
      key: 'budget',
      where: 'i.price_per_day_usd_cents between ? and ?',
      params: [cents(answers.budgetMin), cents(answers.budgetMax)],
      order: 'rated',
    },
  ];
  const categories = catalogCategoriesFor(answers.preferredCategories);
  if (categories.length > 0)
    groups.push({ key: 'categories', where: 'c.name in (?)', params: [categories], order: 'rated' });
  const rules = EXPERIENCE_RULES;
  const experience: Record<OnboardingAnswers['experience'], Omit<GroupQuery, 'key' | 'order'>> = {
    beginner: { where: 'i.price_per_day_usd_cents <= ?', params: [cents(rules.beginnerMax)] },
    intermediate: {
      where: 'i.price_per_day_usd_cents between ? and ?',
      params: [cents(rules.intermediateMin), cents(rules.intermediateMax)],
    },
    expert: {
      where: '(i.title ~* ? or i.price_per_day_usd_cents > ?)',
      params: [EXPERT_TITLE_REGEX, cents(rules.expertAbove)],
    },
  };
  groups.push({ key: 'experience', ...experience[answers.experience], order: 'rated' });
  const location = answers.location.trim();
  if (location)
    groups.push({
      key: 'location',
      // The trigram index on the unaccented lower-case location answers this (as the search's location filter).
      where: `koala_unaccent(lower(i.location)) like '%' || koala_unaccent(lower(?)) || '%'`,
      params: [likeLiteral(location)],
      order: 'rated',
    });
  groups.push({ key: 'trending', where: 'true', params: [], order: 'priciest' });
  return groups;
}

/**
 * Spec §9 recommendations for the member's onboarding answers, in one statement: budget match, selected
 * categories, experience level, location match and Trending, in that order, each at most 4 public items
 * (approved, available, owner not locked) and never the member's own. Each group picks its top items on its own
 * (best rated then newest; Trending highest priced first); empty groups are left out. No answers (never completed,
 * or skipped): no groups.
 */
export async function recommendationsFor(
  em: EntityManager,
  actor: OnboardingActor,
): Promise<RecommendationGroupRecord[]> {
  const answers = answersOf(await onboardingRow(em, actor.id));
  if (!answers) return [];
  const queries = groupQueries(answers);
  const params: unknown[] = [];
  // Each branch picks its top rows with its own ORDER BY … LIMIT (a top-N sort or an index scan), then numbers
  // those few rows: UNION ALL promises no order, so the outer ORDER BY needs the group and the rank.
  const branches = queries.map((q, g) => {
    params.push(...q.params, actor.id, RECOMMENDATIONS_PER_GROUP);
    return `select ${g} as g, row_number() over (order by ${ORDER[q.order].outer}) as r, t.* from (
        select ${ITEM_COLUMNS}, i.price_per_day_usd_cents as "priceUsdCents" from ${ITEM_FROM}
         where ${PUBLIC_ITEM_SQL} and ${q.where} and i.owner_id <> ?
         order by ${ORDER[q.order].inner} limit ?) t`;
  });
  const rows: (ItemRecord & { g: number; r: number; priceUsdCents: number })[] = await em
    .getConnection()
    .execute(`${branches.join('\nunion all\n')}\norder by g, r`, params);
  const byGroup = new Map<RecommendationGroupKey, ItemRecord[]>();
  for (const { g, r: _rank, priceUsdCents: _price, ...item } of rows) {
    const key = queries[g]!.key;
    const list = byGroup.get(key) ?? [];
    list.push(item);
    byGroup.set(key, list);
  }
  return RECOMMENDATION_GROUPS.flatMap((key) => {
    const items = byGroup.get(key);
    return items?.length ? [{ key, items }] : [];
  });
}
