import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../../shared/i18n/server-messages';

/**
 * The three kinds of e-mail a member can turn off (issue 9 §2; each mail's unsubscribe link turns off its kind).
 * Their names and descriptions are `emailPreferences.{key}.label|description` in the 'messaging' strings.
 */
export const EMAIL_PREFERENCE_KINDS = [
  { key: 'bookingRequests' },
  { key: 'bookingUpdates' },
  { key: 'newMessages' },
] as const;

export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KINDS)[number]['key'];

/** Spec §8 'Update failed' with the server's message, else what failed. */
export function preferencesFailureNotice(
  message: string | null,
  t: TFunction<'messaging'>,
): { title: string; description: string } {
  return {
    title: t('emailPreferences.updateFailed'),
    description: message ? translateServerMessage(message) : t('emailPreferences.updateFailedDescription'),
  };
}
