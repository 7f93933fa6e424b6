/** The three kinds of e-mail a member can turn off (issue 9 §2; each mail's unsubscribe link turns off its kind). */
export const EMAIL_PREFERENCE_KINDS = [
  {
    key: 'bookingRequests',
    label: 'Booking requests',
    description: 'When someone asks to rent one of your items.',
  },
  {
    key: 'bookingUpdates',
    label: 'Booking updates',
    description: 'When the owner approves or rejects your request, and other changes to your rentals.',
  },
  {
    key: 'newMessages',
    label: 'New messages',
    description:
      'When a member writes to you while you are away (at most one e-mail per conversation at a time).',
  },
] as const;

export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KINDS)[number]['key'];
export type EmailPreferencesView = Record<EmailPreferenceKey, boolean>;

/** Spec §8 'Update failed' with the server's message, else what failed. */
export function preferencesFailureNotice(message: string | null): { title: string; description: string } {
  return { title: 'Update failed', description: message ?? 'Failed to update your e-mail preferences' };
}
