import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../shared/i18n/i18n';
import { approvalStatusView, wentBackToPending } from './approval-status';

const t = i18n.getFixedT('en', 'listing');
const es = i18n.getFixedT('es', 'listing');
beforeAll(async () => {
  await loadNamespaces('listing');
  // Fetches the Spanish strings of every loaded namespace, then comes back to English.
  await switchLanguage('es');
  await switchLanguage('en');
});

describe('approvalStatusView', () => {
  it('labels the three states and explains pending and rejected ones', () => {
    expect(approvalStatusView('pending', null, t)).toMatchObject({ label: 'Pending', palette: 'orange' });
    expect(approvalStatusView('pending', null, t).hint).toMatch(/awaiting approval/i);
    expect(approvalStatusView('approved', null, t)).toEqual({
      label: 'Approved',
      palette: 'green',
      hint: null,
    });
    expect(approvalStatusView('rejected', '  Blurry photos ', t).hint).toBe('Rejected: Blurry photos');
    expect(approvalStatusView('rejected', null, t).hint).toMatch(/edit the listing/i);
  });

  it('shows an unknown state raw', () => {
    expect(approvalStatusView('archived', null, t)).toEqual({
      label: 'archived',
      palette: 'gray',
      hint: null,
    });
  });

  it('without a t, answers the English text of the listing strings', () => {
    for (const status of ['pending', 'approved', 'rejected', 'archived'])
      for (const reason of [null, 'Blurry photos'])
        expect(approvalStatusView(status, reason)).toEqual(approvalStatusView(status, reason, t));
  });

  it('speaks the language of the t it is given', () => {
    expect(approvalStatusView('pending', null, es).label).toBe('Pendiente');
    expect(approvalStatusView('rejected', 'Fotos borrosas', es).hint).toBe('Rechazado: Fotos borrosas');
  });
});

describe('wentBackToPending', () => {
  it('is true only for approved → pending', () => {
    expect(wentBackToPending('approved', 'pending')).toBe(true);
    expect(wentBackToPending('pending', 'pending')).toBe(false);
    expect(wentBackToPending('rejected', 'pending')).toBe(false);
    expect(wentBackToPending('approved', 'approved')).toBe(false);
  });
});
