import { describe, expect, it } from 'vitest';
import { approvalStatusView, wentBackToPending } from './approval-status';

describe('approvalStatusView', () => {
  it('labels the three states and explains pending and rejected ones', () => {
    expect(approvalStatusView('pending')).toMatchObject({ label: 'Pending', palette: 'orange' });
    expect(approvalStatusView('pending').hint).toMatch(/awaiting approval/i);
    expect(approvalStatusView('approved')).toEqual({ label: 'Approved', palette: 'green', hint: null });
    expect(approvalStatusView('rejected', '  Blurry photos ').hint).toBe('Rejected: Blurry photos');
    expect(approvalStatusView('rejected', null).hint).toMatch(/edit the listing/i);
  });

  it('shows an unknown state raw', () => {
    expect(approvalStatusView('archived')).toEqual({ label: 'archived', palette: 'gray', hint: null });
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
