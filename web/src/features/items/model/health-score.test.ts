import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_SCORE, healthColor, healthScore } from './health-score';

describe('healthScore', () => {
  it('is round(averageRating × 20)', () => {
    expect(healthScore(5)).toBe(100);
    expect(healthScore(4.3)).toBe(86);
    expect(healthScore(3.02)).toBe(60);
    expect(healthScore(2.97)).toBe(59);
  });

  it('is 85 without a rating', () => {
    expect(DEFAULT_HEALTH_SCORE).toBe(85);
    expect(healthScore(0)).toBe(85);
    expect(healthScore(null)).toBe(85);
    expect(healthScore(undefined)).toBe(85);
  });
});

describe('healthColor', () => {
  it('is green from 80, yellow from 60, else red', () => {
    expect(healthColor(100)).toBe('green');
    expect(healthColor(80)).toBe('green');
    expect(healthColor(79)).toBe('yellow');
    expect(healthColor(60)).toBe('yellow');
    expect(healthColor(59)).toBe('red');
    expect(healthColor(0)).toBe('red');
  });
});
