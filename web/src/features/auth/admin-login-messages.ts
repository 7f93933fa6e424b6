import type { AppError } from '../../shared/errors/app-error';

export const ADMIN_LOGIN_FAILURE = 'Invalid admin credentials. Please try again.';

/**
 * Spec §5: the success toast says 'Redirecting to admin dashboard...' and then the app goes to /admin. The toast
 * is shown on the login screen for this long before the (full-reload) redirect, so it is true when read; it is
 * not shown again on the dashboard, where the redirect has already happened.
 */
export const ADMIN_REDIRECT_PAUSE_MS = 1200;

/**
 * Spec §8: failures read 'Invalid admin credentials. Please try again.'; a lock or throttle message
 * from the server is shown as is, since retrying the same credentials cannot help.
 */
export function adminLoginFailureMessage(error: AppError): string {
  if ((error.code === 'ACCOUNT_LOCKED' || error.code === 'TOO_MANY_REQUESTS') && error.message)
    return error.message;
  return ADMIN_LOGIN_FAILURE;
}
