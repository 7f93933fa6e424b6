import type { TFunction } from 'i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import type { Notice } from '../../../shared/ui/toaster';

/** Issue 9 §1: a message is at most 2,000 characters (after trimming, as the server counts). */
export const MESSAGE_MAX_LENGTH = 2000;

type T = TFunction<'messaging'>;

/** Why a text cannot be sent as typed; null when it can. */
function problem(content: string): 'required' | 'tooLong' | null {
  if (!content) return 'required';
  if (content.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Spec §5/§8 wording of each reason a message cannot be sent as typed. */
function messageErrorNotice(reason: 'required' | 'tooLong', t: T): Notice {
  return reason === 'required'
    ? { title: t('notices.requiredTitle'), description: t('notices.requiredDescription') }
    : { title: t('notices.tooLongTitle'), description: t('notices.tooLongDescription') };
}

export type ComposeCheck = { ok: true; content: string } | { ok: false; error: Notice };

/** Spec §5: sent only when the trimmed text is non-empty (and, issue 9, at most 2,000 characters). */
export function checkMessage(text: string, t: T): ComposeCheck {
  const content = text.trim();
  const reason = problem(content);
  return reason ? { ok: false, error: messageErrorNotice(reason, t) } : { ok: true, content };
}

/** Spec §5: Send is disabled while the text is blank (and while it is too long to send). */
export function canSend(text: string): boolean {
  return problem(text.trim()) === null;
}

/** Spec §8: 'Failed to send message' with the server's message, else 'An error occurred.' */
export function sendFailureNotice(error: unknown, t: T): Notice {
  const message = toAppError(error).message;
  return {
    title: t('notices.sendFailed'),
    description: message ? translateServerMessage(message) : t('notices.errorOccurred'),
  };
}

/** Spec §8 success toasts: to the owner from an item or a rental, or a message in general. */
export function sentNotice(to: 'owner' | 'member', t: T): Notice {
  return {
    title: t('notices.sent'),
    description: to === 'owner' ? t('notices.sentToOwner') : t('notices.sentSuccessfully'),
  };
}
