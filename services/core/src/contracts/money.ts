/**
 * Amounts as people type them and as the server keeps them: every supported currency (spec §9) has two decimals, so
 * an amount is a whole number of its minor units (cents). Browser-safe: no zod, no Node.
 */

/** Decimals of every supported currency (ISO 4217: USD, EUR, GBP, CAD, AUD, AED and SAR all have 2). */
export const CURRENCY_DECIMALS = 2;
const MINOR_PER_MAJOR = 10 ** CURRENCY_DECIMALS;

export const MoneyMessages = {
  decimals: 'Amounts can have at most 2 decimal places',
} as const;

/**
 * The decimal places of a number as it was written: its shortest round-trip form ("0.005" → 3, "1e-7" → 7,
 * "19.99" → 2), which is the decimal a JSON or form client sent. Infinity for NaN and ±Infinity.
 */
export function decimalPlaces(amount: number): number {
  if (!Number.isFinite(amount)) return Number.POSITIVE_INFINITY;
  const [digits = '', exponent = '0'] = String(Math.abs(amount)).split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** True when `amount` is a whole number of minor units: finite, at most two decimals, and exact in cents. */
export function isWholeMinorUnits(amount: number): boolean {
  return (
    decimalPlaces(amount) <= CURRENCY_DECIMALS && Number.isSafeInteger(Math.round(amount * MINOR_PER_MAJOR))
  );
}

/**
 * A decimal amount in minor units, exactly: an amount with more decimals than the currency has is refused (a
 * RangeError) instead of being rounded, so 0.005 can never become a cent or 0.001 nothing. Contracts check
 * `isWholeMinorUnits` first and answer 400, so this throwing means a path that skipped its contract.
 */
export function exactMinorUnits(amount: number): number {
  if (!isWholeMinorUnits(amount))
    throw new RangeError(`${amount} is not a whole number of minor units (at most 2 decimals)`);
  // Exact: with at most two decimals, amount × 100 is within far less than 0.5 of the integer it stands for.
  return Math.round(amount * MINOR_PER_MAJOR) || 0;
}
