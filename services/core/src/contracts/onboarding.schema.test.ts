import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_CATEGORIES,
  ONBOARDING_DEFAULTS,
  OnboardingAnswersInput,
  OnboardingMessages,
} from './onboarding.schema.js';

describe('onboarding answers schema', () => {
  it('accepts the spec §4 defaults as they are', () => {
    expect(OnboardingAnswersInput.parse(ONBOARDING_DEFAULTS)).toEqual(ONBOARDING_DEFAULTS);
  });

  it('accepts both ends of the slider and equal ends, and refuses values off its grid with one message', () => {
    const parse = (budgetMin: number, budgetMax: number) =>
      OnboardingAnswersInput.safeParse({ ...ONBOARDING_DEFAULTS, budgetMin, budgetMax });
    expect(parse(10, 500).success).toBe(true);
    expect(parse(70, 70).success).toBe(true);
    const messages = (budgetMin: number, budgetMax: number) => {
      const result = parse(budgetMin, budgetMax);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages(0, 500)).toEqual([`budgetMin: ${OnboardingMessages.budget}`]);
    expect(messages(10, 505)).toEqual([`budgetMax: ${OnboardingMessages.budget}`]);
    expect(messages(10, 495)).toEqual([`budgetMax: ${OnboardingMessages.budgetStep}`]);
    expect(messages(Number.POSITIVE_INFINITY, 500)).toEqual([`budgetMin: ${OnboardingMessages.budget}`]);
    expect(messages(60, 50)).toEqual([`budgetMin: ${OnboardingMessages.budgetOrder}`]);
  });

  it('keeps multiple choices in the spec order without repeats, and names the list on an unknown entry', () => {
    const result = OnboardingAnswersInput.safeParse({
      ...ONBOARDING_DEFAULTS,
      preferredCategories: ['sports', 'cameras', 'sports'],
      availability: ['Flexible Schedule', 'Weekdays'],
    });
    expect(result.success && result.data.preferredCategories).toEqual(['cameras', 'sports']);
    expect(result.success && result.data.availability).toEqual(['Weekdays', 'Flexible Schedule']);
    const bad = OnboardingAnswersInput.safeParse({
      ...ONBOARDING_DEFAULTS,
      interests: ['Photography', 'Golf'],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['interests'], OnboardingMessages.choice],
    ]);
  });

  it('maps every onboarding category to catalog categories of spec §3', () => {
    const catalog = ['Cameras', 'Electronics', 'Tools', 'Bicycles', 'Gaming', 'Outdoor'];
    for (const category of ONBOARDING_CATEGORIES)
      for (const name of category.catalogCategories) expect(catalog, category.id).toContain(name);
    expect(ONBOARDING_CATEGORIES.map((c) => `${c.id}: ${c.name}`)).toEqual([
      'cameras: Cameras & Photography',
      'vehicles: Vehicles & Transport',
      'gaming: Gaming & Entertainment',
      'music: Music & Audio',
      'tools: Tools & Equipment',
      'sports: Sports & Recreation',
    ]);
  });
});
