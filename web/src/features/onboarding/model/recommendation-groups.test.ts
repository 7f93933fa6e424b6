import { describe, expect, it } from 'vitest';
import { categorySearchLinks, groupSearchPath, knownGroups, shownAnswers } from './recommendation-groups';

const answers = { budgetMin: 30, budgetMax: 120, location: ' Byron Bay ', experience: 'beginner' } as const;

describe('recommendation groups', () => {
  it('keeps the groups this client can name, in the server order', () => {
    const groups = [{ key: 'trending' }, { key: 'mystery' }, { key: 'budget' }];
    expect(knownGroups(groups).map((g) => g.key)).toEqual(['trending', 'budget']);
  });

  it('continues each group with a search', () => {
    expect(groupSearchPath('budget', answers, 'USD')).toBe('/search?minPrice=30&maxPrice=120');
    expect(groupSearchPath('location', answers, 'USD')).toBe('/search?location=Byron+Bay');
    expect(groupSearchPath('location', { ...answers, location: '  ' }, 'USD')).toBeNull();
    expect(groupSearchPath('trending', answers, 'USD')).toBe('/search?sort=price_desc');
    expect(groupSearchPath('experience', answers, 'USD')).toBe('/search?maxPrice=50');
    expect(groupSearchPath('experience', { ...answers, experience: 'intermediate' }, 'USD')).toBe(
      '/search?minPrice=20&maxPrice=150',
    );
    expect(groupSearchPath('experience', { ...answers, experience: 'expert' }, 'USD')).toBeNull();
    expect(groupSearchPath('categories', answers, 'USD')).toBeNull();
  });

  it('converts the USD budget to the viewer currency, widened to the slider steps', () => {
    // 30 USD = 45.6 AUD -> 40; 120 USD = 182.4 AUD -> 190.
    expect(groupSearchPath('budget', answers, 'AUD')).toBe('/search?minPrice=40&maxPrice=190');
    // 500 USD = 1835 AED: beyond the slider, so no ceiling.
    expect(groupSearchPath('budget', { ...answers, budgetMax: 500 }, 'AED')).toBe('/search?minPrice=110');
  });

  it('links each chosen category to the catalog category it stands for', () => {
    expect(categorySearchLinks(['sports', 'cameras', 'unknown'])).toEqual([
      { id: 'cameras', path: '/search?category=Cameras' },
      { id: 'sports', path: '/search?category=Outdoor' },
    ]);
  });

  it('keeps only the answers the screen can name', () => {
    expect(
      shownAnswers({
        budgetMin: 10,
        budgetMax: 20,
        location: '  Perth ',
        experience: 'wizard',
        preferredCategories: ['sports', 'boats', 'cameras'],
      }),
    ).toEqual({
      budgetMin: 10,
      budgetMax: 20,
      location: 'Perth',
      experience: null,
      preferredCategories: ['cameras', 'sports'],
    });
    expect(shownAnswers({ ...answers, preferredCategories: [] }).experience).toBe('beginner');
  });
});
