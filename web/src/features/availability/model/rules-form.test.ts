import { AvailabilityMessages } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import { RulesFormSchema, rulesFormValues } from './rules-form';

const typed = { minDays: '2', maxDays: '', bufferDays: '1', advanceNoticeDays: '0', horizonDays: '' };

describe('the rules form', () => {
  it('reads the typed days as numbers, an empty maximum or horizon as no limit', () => {
    expect(RulesFormSchema.parse(typed)).toEqual({
      minDays: 2,
      maxDays: null,
      bufferDays: 1,
      advanceNoticeDays: 0,
      horizonDays: null,
    });
    expect(RulesFormSchema.parse({ ...typed, maxDays: ' 14 ', horizonDays: '180' })).toMatchObject({
      maxDays: 14,
      horizonDays: 180,
    });
  });

  it('refuses blanks, fractions, words and broken bounds in the shared schema’s words, on their fields', () => {
    const issues = (values: typeof typed) =>
      (RulesFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues({ ...typed, minDays: '' })).toEqual([['minDays', AvailabilityMessages.minDays]]);
    expect(issues({ ...typed, bufferDays: '1.5' })).toEqual([
      ['bufferDays', AvailabilityMessages.bufferDays],
    ]);
    expect(issues({ ...typed, horizonDays: 'soon' })).toEqual([
      ['horizonDays', AvailabilityMessages.horizonDays],
    ]);
    expect(issues({ ...typed, minDays: '0' })).toEqual([['minDays', AvailabilityMessages.minDays]]);
    expect(issues({ ...typed, maxDays: '1' })).toEqual([['maxDays', AvailabilityMessages.maxBelowMin]]);
    expect(issues({ ...typed, advanceNoticeDays: '30', horizonDays: '30' })).toEqual([
      ['horizonDays', AvailabilityMessages.horizonBelowNotice],
    ]);
  });

  it('starts from the rules the server holds, no limit as an empty field', () => {
    expect(
      rulesFormValues({ minDays: 3, maxDays: null, bufferDays: 0, advanceNoticeDays: 2, horizonDays: 90 }),
    ).toEqual({ minDays: '3', maxDays: '', bufferDays: '0', advanceNoticeDays: '2', horizonDays: '90' });
  });
});
