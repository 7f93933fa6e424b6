import { describe, expect, it } from 'vitest';
import { tabFromEventDetail } from './auth-modal-events';

describe('tabFromEventDetail', () => {
  it('opens register only when asked, else login', () => {
    expect(tabFromEventDetail({ tab: 'register' })).toBe('register');
    expect(tabFromEventDetail({ tab: 'login' })).toBe('login');
    expect(tabFromEventDetail(undefined)).toBe('login');
    expect(tabFromEventDetail(null)).toBe('login');
    expect(tabFromEventDetail('register')).toBe('login');
    expect(tabFromEventDetail({ tab: 'other' })).toBe('login');
  });
});
