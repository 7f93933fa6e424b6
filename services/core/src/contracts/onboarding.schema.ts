import { z } from 'zod';
import { LOCATION_MAX } from './item.constants.js';
import { text } from './text.js';

/** Spec §9: the wizard has five steps. */
export const ONBOARDING_STEPS = 5;

/** Spec §5: the onboarding budget slider, per day in USD. */
export const ONBOARDING_BUDGET = { min: 10, max: 500, step: 10 } as const;

export const PRIMARY_GOALS = ['rent', 'lend', 'both'] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const COMMUNICATION_STYLES = ['formal', 'casual', 'friendly'] as const;
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];

/**
 * Spec §3 onboarding categories (id: name), in the spec's order, with the catalog categories each one stands for
 * when recommending (issue 11 contract): the catalog has no "vehicles" or "music" category, so those map to the
 * nearest ones it has.
 */
export const ONBOARDING_CATEGORIES = [
  { id: 'cameras', name: 'Cameras & Photography', catalogCategories: ['Cameras'] },
  { id: 'vehicles', name: 'Vehicles & Transport', catalogCategories: ['Bicycles'] },
  { id: 'gaming', name: 'Gaming & Entertainment', catalogCategories: ['Gaming'] },
  { id: 'music', name: 'Music & Audio', catalogCategories: ['Electronics'] },
  { id: 'tools', name: 'Tools & Equipment', catalogCategories: ['Tools'] },
  { id: 'sports', name: 'Sports & Recreation', catalogCategories: ['Outdoor', 'Bicycles'] },
] as const;
export type OnboardingCategoryId = (typeof ONBOARDING_CATEGORIES)[number]['id'];
export const ONBOARDING_CATEGORY_IDS = ONBOARDING_CATEGORIES.map((c) => c.id) as [
  OnboardingCategoryId,
  ...OnboardingCategoryId[],
];

/** Spec §3 Interests, exact English names (the client translates the labels, never the stored values). */
export const INTERESTS = [
  'Photography',
  'Travel',
  'Music Production',
  'Gaming',
  'DIY Projects',
  'Fitness',
  'Cooking',
  'Art & Design',
  'Technology',
  'Outdoor Activities',
  'Sports',
  'Fashion',
  'Home Improvement',
  'Events & Parties',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** Spec §3 Availability options, exact English names. */
export const AVAILABILITY_OPTIONS = [
  'Weekdays',
  'Weekends',
  'Evenings',
  'Mornings',
  'Flexible Schedule',
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

/** Spec §4 defaults; nothing chosen in the lists and no location. */
export const ONBOARDING_DEFAULTS = {
  primaryGoal: 'both',
  preferredCategories: [],
  interests: [],
  budgetMin: 50,
  budgetMax: 200,
  experience: 'beginner',
  location: '',
  communicationStyle: 'friendly',
  availability: [],
} as const;

/** Issue 11 contract messages, shared by the server (authoritative) and the wizard. */
export const OnboardingMessages = {
  budget: 'Budget must be between 10 and 500 per day',
  budgetStep: 'Budget must be a multiple of 10',
  budgetOrder: 'Minimum budget cannot exceed maximum budget',
  choice: 'Please choose one of the listed options',
  locationMax: 'Location must be at most 200 characters',
} as const;

/**
 * Ours: a list longer than this is refused before it is even read. Twice the longest option list leaves room for
 * a client that repeats a choice (repeats are dropped), and bounds the work a hostile body can cause.
 */
export const ONBOARDING_LIST_MAX = 2 * INTERESTS.length;

/**
 * A multiple-choice answer: each entry one of `options`, repeats dropped, kept in the spec's order (so the stored
 * answer does not depend on the order of the clicks). Any unknown entry refuses the whole list, on the list's own
 * field (`interests`, not `interests.3`).
 */
function choiceList<T extends string>(options: readonly T[]) {
  return z
    .array(text({ error: OnboardingMessages.choice }), { error: OnboardingMessages.choice })
    .max(ONBOARDING_LIST_MAX, OnboardingMessages.choice)
    .transform((list, ctx): T[] => {
      const chosen = new Set<string>(list);
      if ([...chosen].some((value) => !(options as readonly string[]).includes(value))) {
        ctx.addIssue({ code: 'custom', message: OnboardingMessages.choice });
        return z.NEVER;
      }
      return options.filter((option) => chosen.has(option));
    });
}

function choice<T extends string>(options: readonly [T, ...T[]]) {
  return z.enum(options, { error: OnboardingMessages.choice });
}

/** Whole US dollars per day on the slider's grid; a value off the range gets the range message alone. */
const budget = z
  .number({ error: OnboardingMessages.budget })
  .refine((n) => Number.isFinite(n) && n >= ONBOARDING_BUDGET.min && n <= ONBOARDING_BUDGET.max, {
    message: OnboardingMessages.budget,
    abort: true,
  })
  .refine((n) => n % ONBOARDING_BUDGET.step === 0, OnboardingMessages.budgetStep);

/** Spec §3 onboarding answers, as Complete Setup sends them (GraphQL, REST and the wizard). */
export const OnboardingAnswersInput = z
  .object({
    primaryGoal: choice(PRIMARY_GOALS),
    preferredCategories: choiceList(ONBOARDING_CATEGORY_IDS),
    interests: choiceList(INTERESTS),
    budgetMin: budget,
    budgetMax: budget,
    experience: choice(EXPERIENCE_LEVELS),
    location: text({ error: OnboardingMessages.locationMax })
      .trim()
      .max(LOCATION_MAX, OnboardingMessages.locationMax),
    communicationStyle: choice(COMMUNICATION_STYLES),
    availability: choiceList(AVAILABILITY_OPTIONS),
  })
  .superRefine((answers, ctx) => {
    if (answers.budgetMin > answers.budgetMax)
      ctx.addIssue({ code: 'custom', path: ['budgetMin'], message: OnboardingMessages.budgetOrder });
  });
export type OnboardingAnswers = z.infer<typeof OnboardingAnswersInput>;
export type OnboardingAnswersInput = z.input<typeof OnboardingAnswersInput>;

/** A member's onboarding as the API answers it. */
export interface OnboardingState {
  /** The completion marker exists (after Complete Setup or Skip Setup). */
  completed: boolean;
  /** Completed by Skip Setup: no answers. */
  skipped: boolean;
  completedAt: Date | null;
  /** Null when skipped or never completed. */
  answers: OnboardingAnswers | null;
}

/** Spec §9 recommendation groups, in the order the home page shows them. */
export const RECOMMENDATION_GROUPS = ['budget', 'categories', 'experience', 'location', 'trending'] as const;
export type RecommendationGroupKey = (typeof RECOMMENDATION_GROUPS)[number];

/** Spec §9: each group shows at most 4 items. */
export const RECOMMENDATIONS_PER_GROUP = 4;
