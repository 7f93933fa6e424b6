/** Money is stored in integer minor units (cents) and shown as decimals; these two keep that exact. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number');
  // Round half away from zero on the third decimal so 19.995 → 2000, never a float artefact like 1999.
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
}

/**
 * An amount in minor units as the database driver hands it over (`pg` returns a `bigint` column as text) or as code
 * computed it, as an exact `number`. Anything that is not a whole number within Number.MAX_SAFE_INTEGER is refused:
 * beyond it a number would silently round (see MinorUnitsType for why money is a number at all).
 */
export function minorUnits(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'bigint'
        ? Number(value)
        : typeof value === 'string' && /^-?\d+$/.test(value)
          ? Number(value)
          : Number.NaN;
  if (!Number.isSafeInteger(n) || (typeof value === 'bigint' && BigInt(n) !== value))
    throw new RangeError(`Not an exact amount of minor units: ${String(value)}`);
  return n;
}

export function fromMinorUnits(minor: number): number {
  if (!Number.isInteger(minor)) throw new RangeError('Minor units must be an integer');
  return minor / 100;
}

/** Sums amounts in minor units; integer addition never drifts. */
export function sumMinor(...amounts: number[]): number {
  return amounts.reduce((a, b) => a + b, 0);
}

/** Applies a percentage (e.g. the 15 % service fee) to minor units, rounding to the nearest cent. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}
