import { CardMessages, FULL_REFUND_NOTICE_HOURS } from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../../shared/i18n/server-messages';

/** The 'rental' namespace's `t` (components pass `useTranslation('rental').t`, tests the English one). */
export type RentalT = TFunction<'rental'>;

/**
 * The cancellation policy shown before confirming (the contract's CANCELLATION_POLICY_LINES, in the language on
 * screen); its line on protection once the renter has added it.
 */
export function cancellationPolicyLines(t: RentalT, { protection }: { protection: boolean }): string[] {
  const lines = [
    t('policy.beforeApproval'),
    t('policy.early', { hours: String(FULL_REFUND_NOTICE_HOURS) }),
    t('policy.late'),
    t('policy.byOwner'),
  ];
  return protection ? [...lines, t('policy.protection')] : lines;
}

const CARD_MESSAGE_KEYS = Object.fromEntries(
  (Object.keys(CardMessages) as (keyof typeof CardMessages)[]).map((key) => [CardMessages[key], key]),
) as Record<string, keyof typeof CardMessages>;

/**
 * A card field's message in the language on screen. The shared CardInput schema (checked in the browser and
 * again by the server) words them in English; those have strings of their own here, anything else the server
 * says goes through the server-message table.
 */
export function cardErrorText(message: string | undefined, t: RentalT): string | undefined {
  if (!message) return message;
  const key = Object.hasOwn(CARD_MESSAGE_KEYS, message) ? CARD_MESSAGE_KEYS[message] : undefined;
  return key ? t(`card.errors.${key}`) : translateServerMessage(message);
}
