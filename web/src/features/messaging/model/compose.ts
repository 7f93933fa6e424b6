import { toAppError } from '../../../shared/errors/app-error';
import type { Notice } from '../../../shared/ui/toaster';

/** Issue 9 §1: a message is at most 2,000 characters (after trimming, as the server counts). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Spec §5/§8 wording of each reason a message cannot be sent as typed. */
export const MessageErrors = {
  required: { title: 'Message required', description: 'Please enter a message.' },
  tooLong: { title: 'Message too long', description: 'Messages are limited to 2,000 characters' },
} as const satisfies Record<string, Notice>;

export type ComposeCheck = { ok: true; content: string } | { ok: false; error: Notice };

/** Spec §5: sent only when the trimmed text is non-empty (and, issue 9, at most 2,000 characters). */
export function checkMessage(text: string): ComposeCheck {
  const content = text.trim();
  if (!content) return { ok: false, error: MessageErrors.required };
  if (content.length > MESSAGE_MAX_LENGTH) return { ok: false, error: MessageErrors.tooLong };
  return { ok: true, content };
}

/** Spec §5: Send is disabled while the text is blank (and while it is too long to send). */
export function canSend(text: string): boolean {
  return checkMessage(text).ok;
}

/** Spec §8: 'Failed to send message' with the server's message, else 'An error occurred.' */
export function sendFailureNotice(error: unknown): Notice {
  return { title: 'Failed to send message', description: toAppError(error).message ?? 'An error occurred.' };
}

/** Spec §8 success toasts: to the owner from an item or a rental, or a message in general. */
export function sentNotice(to: 'owner' | 'member'): Notice {
  return {
    title: 'Message sent',
    description:
      to === 'owner'
        ? 'Your message has been sent to the owner.'
        : 'Your message has been sent successfully.',
  };
}
