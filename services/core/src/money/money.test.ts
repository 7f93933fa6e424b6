import { describe, expect, it } from 'vitest';
import { fromMinorUnits, percentOf, sumMinor, toMinorUnits } from './money.js';

describe('money in minor units', () => {
  it('converts decimals to cents without float artefacts', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-2.5)).toBe(-250);
    expect(toMinorUnits(0)).toBe(0);
  });

  it('refuses non-finite amounts and fractional cents', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
  });

  it('round-trips and sums exactly', () => {
    expect(fromMinorUnits(toMinorUnits(45.5))).toBe(45.5);
    expect(sumMinor(1999, 1, 100)).toBe(2100);
  });

  it('applies the 15 % service fee to the nearest cent', () => {
    expect(percentOf(10_000, 15)).toBe(1500);
    expect(percentOf(1999, 15)).toBe(300);
  });
});
