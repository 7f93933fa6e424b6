import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { auditActionLabel, auditChanges, auditTargetLabel } from './audit';
import type { AdminT } from './format';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

describe('audit entries', () => {
  it('names actions and targets', () => {
    expect(auditActionLabel('user.lock', t)).toBe('Locked account');
    expect(auditActionLabel('item.approve', t)).toBe('Approved listing');
    expect(auditActionLabel('something.new', t)).toBe('something.new');
    expect(auditTargetLabel({ targetType: 'item', targetId: 40 }, t)).toBe('Listing #40');
    expect(auditTargetLabel({ targetType: 'widget', targetId: 1 }, t)).toBe('widget #1');
  });

  it('lists each changed field with its value before and after', () => {
    expect(
      auditChanges(
        {
          before: '{"isLocked":false,"fullName":"Priya Patel"}',
          after: '{"isLocked":true,"fullName":"Priya P. Patel"}',
        },
        t,
      ),
    ).toEqual([
      { field: 'isLocked', before: 'No', after: 'Yes' },
      { field: 'fullName', before: 'Priya Patel', after: 'Priya P. Patel' },
    ]);
  });

  it('shows a field only one side has, missing sides, and text that is not a JSON object', () => {
    expect(
      auditChanges(
        {
          before: '{"rejectionReason":null}',
          after: '{"rejectionReason":"Blurry photos","n":3}',
        },
        t,
      ),
    ).toEqual([
      { field: 'rejectionReason', before: '—', after: 'Blurry photos' },
      { field: 'n', before: '—', after: '3' },
    ]);
    expect(auditChanges({ before: null, after: null }, t)).toEqual([]);
    expect(auditChanges({ before: 'not json', after: null }, t)).toEqual([
      { field: 'value', before: 'not json', after: '—' },
    ]);
  });

  it('speaks the language of the t it is given', () => {
    expect(auditActionLabel('user.lock', de)).toBe('Konto gesperrt');
    expect(auditActionLabel('toString', de)).toBe('toString');
    expect(auditTargetLabel({ targetType: 'booking', targetId: 7 }, de)).toBe('Buchung Nr. 7');
    expect(auditChanges({ before: '{"isLocked":false}', after: '{"isLocked":true}' }, de)).toEqual([
      { field: 'isLocked', before: 'Nein', after: 'Ja' },
    ]);
  });
});
