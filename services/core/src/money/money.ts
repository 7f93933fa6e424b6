/** Money is stored in integer minor units (cents) and shown as decimals; these two keep that exact. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number');
  // Round half away from zero on the third decimal so 19.995 → 2000, never a float artefact like 1999.
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
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
