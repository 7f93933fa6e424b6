import type { OnboardingMarker } from './onboarding-marker';

/** What the home page shows below the location hint card (spec §2 Home). */
export type PersonalView =
  /** The default sections: signed out, skipped, or not known yet. */
  | 'fallback'
  /** The default sections under the onboarding wizard: a signed-in member without a completion marker. */
  | 'wizard'
  /** The personalised recommendations page: onboarding answers exist. */
  | 'recommendations';

export type OnboardingAnswer =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ok'; completed: boolean; skipped: boolean; hasAnswers: boolean };

/**
 * Spec §4 Onboarding: a signed-in member without a completed marker sees the wizard; once answers exist the
 * recommendations replace the default sections; a skipped member and a signed-out visitor see the default
 * sections. The server's answer decides; until it arrives the cached marker picks the view, and the wizard
 * waits for the server (it must never flash for a member who already finished it in another browser).
 */
export function decidePersonalView(input: {
  signedIn: boolean;
  server: OnboardingAnswer;
  cached: OnboardingMarker | null;
}): PersonalView {
  if (!input.signedIn) return 'fallback';
  const { server } = input;
  if (server.state === 'ok') {
    if (!server.completed) return 'wizard';
    return server.hasAnswers && !server.skipped ? 'recommendations' : 'fallback';
  }
  return input.cached === 'answers' ? 'recommendations' : 'fallback';
}
