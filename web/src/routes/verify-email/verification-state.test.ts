import { describe, expect, it } from 'vitest';
import { appError } from '../../shared/errors/app-error';
import { ALREADY_VERIFIED, INVALID_LINK, verificationStateOf } from './verification-state';

describe('verificationStateOf', () => {
  it('asks a member whose account is already verified to sign in instead of reporting a failure', () => {
    const message = 'Your email address is already verified. Please sign in.';
    expect(
      verificationStateOf(appError({ code: 'ALREADY_VERIFIED', reason: 'ALREADY_VERIFIED', message })),
    ).toEqual({ kind: 'already-verified', message });
    expect(verificationStateOf(appError({ reason: 'ALREADY_VERIFIED' }))).toEqual({
      kind: 'already-verified',
      message: ALREADY_VERIFIED,
    });
    expect(verificationStateOf(appError({ code: 'ALREADY_VERIFIED' })).kind).toBe('already-verified');
  });

  it('reports an invalid or expired link with the server message, else the default one', () => {
    expect(
      verificationStateOf(appError({ code: 'BAD_USER_INPUT', reason: 'INVALID_TOKEN', message: 'Nope.' })),
    ).toEqual({ kind: 'failed', message: 'Nope.' });
    expect(verificationStateOf(appError({ code: 'BAD_USER_INPUT' }))).toEqual({
      kind: 'failed',
      message: INVALID_LINK,
    });
  });

  it('does not blame the link when the server could not be reached', () => {
    expect(verificationStateOf(appError({ network: true }))).toEqual({
      kind: 'failed',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
