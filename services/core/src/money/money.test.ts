import { describe, expect, it } from 'vitest';
import { MinorUnitsType } from './minor-units.type.js';
import { fromMinorUnits, minorUnits, percentOf, sumMinor, toMinorUnits } from './money.js';

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

describe('minor units as the driver hands them over', () => {
  it('reads bigint columns (text from pg), bigints and numbers exactly', () => {
    expect(minorUnits('41975000000')).toBe(41_975_000_000);
    expect(minorUnits('-15525')).toBe(-15_525);
    expect(minorUnits(41_975_000_000n)).toBe(41_975_000_000);
    expect(minorUnits(1999)).toBe(1999);
  });

  it('refuses what is not a whole number or would not be exact as a number', () => {
    for (const bad of ['12.5', '', 'abc', '9007199254740993', 9007199254740993n, 1.5, Number.NaN, null]) {
      expect(() => minorUnits(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('MinorUnitsType', () => {
  const type = new MinorUnitsType();

  it('maps a bigint column to an exact number and back', () => {
    expect(type.convertToJSValue('41975000000')).toBe(41_975_000_000);
    expect(type.convertToDatabaseValue(41_975_000_000)).toBe('41975000000');
    expect(type.convertToJSValue(null)).toBeNull();
    expect(type.convertToDatabaseValue(undefined)).toBeUndefined();
  });

  it('refuses values a number cannot hold exactly instead of rounding them', () => {
    expect(() => type.convertToJSValue('9007199254740993')).toThrow(RangeError);
    expect(() => type.convertToDatabaseValue(0.5)).toThrow(RangeError);
  });
});
