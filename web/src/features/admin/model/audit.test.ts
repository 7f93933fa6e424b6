import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditTargetLabel } from './audit';

describe('audit entries', () => {
  it('names actions and targets', () => {
    expect(auditActionLabel('user.lock')).toBe('Locked account');
    expect(auditActionLabel('item.approve')).toBe('Approved listing');
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditTargetLabel({ targetType: 'item', targetId: 40 })).toBe('Listing #40');
    expect(auditTargetLabel({ targetType: 'widget', targetId: 1 })).toBe('widget #1');
  });

  it('lists each changed field with its value before and after', () => {
    expect(
      auditChanges({
        before: '{"isLocked":false,"fullName":"Priya Patel"}',
        after: '{"isLocked":true,"fullName":"Priya P. Patel"}',
      }),
    ).toEqual([
      { field: 'isLocked', before: 'No', after: 'Yes' },
      { field: 'fullName', before: 'Priya Patel', after: 'Priya P. Patel' },
    ]);
  });

  it('shows a field only one side has, missing sides, and text that is not a JSON object', () => {
    expect(
      auditChanges({
        before: '{"rejectionReason":null}',
        after: '{"rejectionReason":"Blurry photos","n":3}',
      }),
    ).toEqual([
      { field: 'rejectionReason', before: '—', after: 'Blurry photos' },
      { field: 'n', before: '—', after: '3' },
    ]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
    expect(auditChanges({ before: 'not json', after: null })).toEqual([
      { field: 'value', before: 'not json', after: '—' },
    ]);
  });
});
