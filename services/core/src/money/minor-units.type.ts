import { BigIntType } from '@mikro-orm/core';
import { minorUnits } from './money.js';

/**
 * A money column: PostgreSQL `bigint` minor units, a JavaScript `number` in the entity. Not a `bigint`: amounts
 * travel as JSON (command answers over the queue, outbox events, the booking snapshot) and leave as GraphQL Floats,
 * none of which carry a bigint, and every amount is far inside Number.MAX_SAFE_INTEGER (2^53 − 1), where a number
 * is exact: the largest booking total the contracts admit is 41,975,000,000 cents, and a late fee, the one amount
 * that grows with time, adds at most 100,000,000 a day, so it would take some 90 million days to reach 2^53.
 * The bound is checked both ways (`minorUnits`): a value outside it is refused loudly, never rounded.
 */
export class MinorUnitsType extends BigIntType<'number'> {
  constructor() {
    super('number');
  }

  override convertToDatabaseValue(value: number | null | undefined): string | null | undefined {
    if (value === null || value === undefined) return value;
    return String(minorUnits(value));
  }

  override convertToJSValue(value: string | bigint | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value;
    return minorUnits(value);
  }
}
