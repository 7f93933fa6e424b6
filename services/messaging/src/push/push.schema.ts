import { text } from '@koalarent/core/contracts';
import { z } from 'zod';

/** The one refusal of a subscription the browser did not make (the web app sends the browser's own). */
export const PushErrors = {
  invalidSubscription: 'This is not a valid push subscription.',
} as const;

/** URL-safe base64 of exactly `bytes` bytes, padded or not, as a browser's `PushSubscription.toJSON()` writes it. */
const base64Url = (bytes: number) =>
  text()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's https endpoint, the
 * browser's P-256 public key (65 bytes, uncompressed) and its 16-byte authentication secret.
 */
export const PushSubscriptionInput = z.object({
  endpoint: text()
    .max(2048)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
  keys: z.object({ p256dh: base64Url(65), auth: base64Url(16) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** What a notification carries to the service worker, which shows it (web/public/push-sw.js). */
export interface PushNotification {
  title: string;
  body: string;
  /** The app's path to open on a click: the screen to act on. */
  url: string;
  /** Notifications of one tag replace each other (one conversation, one booking). */
  tag: string;
}
