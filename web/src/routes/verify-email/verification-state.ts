import { ErrorCode } from '@koalarent/core/contracts';
import type { AppError } from '../../shared/errors/app-error';

export type VerificationState =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'already-verified'; message: string }
  | { kind: 'failed'; message: string };

export const INVALID_LINK = 'This verification link is invalid or has expired.';
export const ALREADY_VERIFIED = 'Your email address is already verified. Please sign in.';
export const UNREACHABLE = 'Something went wrong. Please try again later.';

/**
 * What the page shows after verifyEmail failed. A reused link of an account that is verified by now is
 * not a failure: the member only needs to sign in (ALREADY_VERIFIED, HTTP 409 on REST).
 */
export function verificationStateOf(error: AppError): VerificationState {
  if (error.reason === ErrorCode.AlreadyVerified || error.code === 'ALREADY_VERIFIED') {
    return { kind: 'already-verified', message: error.message ?? ALREADY_VERIFIED };
  }
  if (error.network) return { kind: 'failed', message: UNREACHABLE };
  return { kind: 'failed', message: error.message ?? INVALID_LINK };
}
