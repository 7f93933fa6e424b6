import type { TFunction } from 'i18next';
import type { Notice } from '../../shared/ui/toaster';
import { welcomeName } from '../onboarding/model/wizard-state';

/** What the sign-in answer tells about the member (the login mutation's result). */
export interface SignedInMember {
  fullName?: string | null;
  username?: string | null;
  /** Whether this was the member's first sign-in; null or absent when the server did not say. */
  firstSignIn?: boolean | null;
}

/**
 * Spec §8 'Login successful' (welcome back). A member signing in for the first time has not been here before,
 * so they are welcomed by name instead of being told 'Welcome back'.
 */
export function loginNotice(member: SignedInMember, t: TFunction): Notice {
  const name = welcomeName(member);
  return {
    title: t('auth.loginSuccessful'),
    description: member.firstSignIn && name ? t('auth.welcomeFirst', { name }) : t('auth.welcomeBack'),
  };
}

/**
 * Spec §8 'Registration successful' (welcome). The account cannot sign in until its e-mail is verified, so the
 * welcome also says to verify first.
 */
export function registrationNotice(t: TFunction): Notice {
  return { title: t('auth.registrationToast'), description: t('auth.registrationWelcome') };
}
