import { type AvailabilityRules, AvailabilityRulesInput } from '@koalarent/core/contracts';
import { z } from 'zod';

/** The rules form holds what the owner typed; empty maximum and horizon mean "no limit". */
export interface RulesFormValues {
  minDays: string;
  maxDays: string;
  bufferDays: string;
  advanceNoticeDays: string;
  horizonDays: string;
}

export const RULE_FIELDS = ['minDays', 'maxDays', 'bufferDays', 'advanceNoticeDays', 'horizonDays'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The fields that may be left empty for no limit. */
export const OPTIONAL_RULES: ReadonlySet<RuleField> = new Set(['maxDays', 'horizonDays']);

/** A typed number ('' is NaN for a required rule, null for an optional one), refused by the shared schema's words. */
function toNumber(value: string, optional: boolean): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return optional ? null : Number.NaN;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The form's schema: the typed text read as numbers, then core's AvailabilityRulesInput (the same bounds and
 * messages the server applies), so each field's error is the rule's own sentence.
 */
export const RulesFormSchema = z
  .object({
    minDays: z.string(),
    maxDays: z.string(),
    bufferDays: z.string(),
    advanceNoticeDays: z.string(),
    horizonDays: z.string(),
  })
  .transform((values) => ({
    minDays: toNumber(values.minDays, false),
    maxDays: toNumber(values.maxDays, true),
    bufferDays: toNumber(values.bufferDays, false),
    advanceNoticeDays: toNumber(values.advanceNoticeDays, false),
    horizonDays: toNumber(values.horizonDays, true),
  }))
  .pipe(AvailabilityRulesInput);

/** The form's starting values from the rules the server holds. */
export function rulesFormValues(rules: AvailabilityRules): RulesFormValues {
  const show = (value: number | null) => (value === null ? '' : String(value));
  return {
    minDays: show(rules.minDays),
    maxDays: show(rules.maxDays),
    bufferDays: show(rules.bufferDays),
    advanceNoticeDays: show(rules.advanceNoticeDays),
    horizonDays: show(rules.horizonDays),
  };
}
