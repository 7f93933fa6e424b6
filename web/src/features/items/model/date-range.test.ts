import { describe, expect, it } from 'vitest';
import { dateRangeProblem, readDateRange } from './date-range';

describe('dateRangeProblem (issue 23 §4)', () => {
  const today = '2027-03-01';
  it('is null for a searchable range or none', () => {
    expect(dateRangeProblem({ startDate: '', endDate: '' }, today)).toBeNull();
    expect(dateRangeProblem({ startDate: '2027-03-01', endDate: '2027-03-01' }, today)).toBeNull();
    expect(dateRangeProblem({ startDate: '2027-03-02', endDate: '2027-03-09' }, today)).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(dateRangeProblem({ startDate: '2027-03-02', endDate: '' }, today)).toBe('needEnd');
    expect(dateRangeProblem({ startDate: '', endDate: '2027-03-02' }, today)).toBe('needStart');
    expect(dateRangeProblem({ startDate: '2027-03-05', endDate: '2027-03-04' }, today)).toBe(
      'endBeforeStart',
    );
    expect(dateRangeProblem({ startDate: '2027-02-28', endDate: '2027-03-04' }, today)).toBe('past');
    // Before the visitor's day is known (a server render), the past is the server's to say.
    expect(dateRangeProblem({ startDate: '2027-02-28', endDate: '2027-03-04' }, null)).toBeNull();
  });
});

describe('readDateRange', () => {
  it('keeps a pair of real days in order, else none', () => {
    expect(readDateRange(' 2027-03-02 ', '2027-03-04')).toEqual({
      startDate: '2027-03-02',
      endDate: '2027-03-04',
    });
    expect(readDateRange('2027-03-02', null)).toEqual({ startDate: '', endDate: '' });
    expect(readDateRange('2027-03-05', '2027-03-04')).toEqual({ startDate: '', endDate: '' });
    expect(readDateRange('2027-13-01', '2027-13-02')).toEqual({ startDate: '', endDate: '' });
  });
});
