import { describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/errors/app-error';
import { ADMIN_LOGIN_FAILURE, adminLoginFailureMessage } from './admin-login-messages';

const error = (code: string | null, message: string | null): AppError => ({
  code,
  message,
  reason: null,
  fieldErrors: {},
  retryAfter: null,
  requestId: null,
  network: code === null,
});

describe('adminLoginFailureMessage', () => {
  it('hides the reason for bad credentials and other failures', () => {
    expect(adminLoginFailureMessage(error('UNAUTHENTICATED', 'No such user'))).toBe(ADMIN_LOGIN_FAILURE);
    expect(adminLoginFailureMessage(error('FORBIDDEN', 'Not an admin'))).toBe(ADMIN_LOGIN_FAILURE);
    expect(adminLoginFailureMessage(error(null, null))).toBe(ADMIN_LOGIN_FAILURE);
  });

  it('passes lock and throttle messages through', () => {
    expect(adminLoginFailureMessage(error('ACCOUNT_LOCKED', 'This account is locked.'))).toBe(
      'This account is locked.',
    );
    expect(adminLoginFailureMessage(error('TOO_MANY_REQUESTS', 'Try again in 30 s.'))).toBe(
      'Try again in 30 s.',
    );
  });
});
