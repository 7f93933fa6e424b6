import { BOOKING_MESSAGE_MAX, DELIVERY_ADDRESS_MAX, parseIsoDate } from '@koalarent/core/contracts';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import type { StorageLike } from '../../../shared/storage/safe-storage';

export type DeliveryOption = 'pickup' | 'delivery';
export type WizardStep = 1 | 2 | 3;

/**
 * Spec §3 "Pending rental": what the wizard saves locally when a visitor has to sign in at step 3, so the
 * rental can be restored afterwards. Never a payment detail: the renter chooses or types those after signing in.
 */
export interface PendingRental {
  itemId: number;
  startDate: string | null;
  endDate: string | null;
  deliveryOption: DeliveryOption;
  deliveryAddress: string;
  message: string;
  wizardStep: WizardStep;
  /** The wizard-open flag: reopen the wizard when the renter is back on the item page. */
  wizardOpen: boolean;
}

export type PendingRentalRead =
  | { kind: 'none' }
  | { kind: 'ok'; rental: PendingRental }
  | { kind: 'corrupt' };

function isDateOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && parseIsoDate(value) !== null);
}

/** The stored JSON as a PendingRental, or null when any field is missing or not what the wizard writes. */
export function parsePendingRental(raw: string): PendingRental | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.itemId !== 'number' || !Number.isInteger(v.itemId) || v.itemId <= 0) return null;
  if (!isDateOrNull(v.startDate) || !isDateOrNull(v.endDate)) return null;
  if (v.deliveryOption !== 'pickup' && v.deliveryOption !== 'delivery') return null;
  if (typeof v.deliveryAddress !== 'string' || v.deliveryAddress.length > DELIVERY_ADDRESS_MAX) return null;
  if (typeof v.message !== 'string' || v.message.length > BOOKING_MESSAGE_MAX) return null;
  if (v.wizardStep !== 1 && v.wizardStep !== 2 && v.wizardStep !== 3) return null;
  if (typeof v.wizardOpen !== 'boolean') return null;
  return {
    itemId: v.itemId,
    startDate: v.startDate,
    endDate: v.endDate,
    deliveryOption: v.deliveryOption,
    deliveryAddress: v.deliveryAddress,
    message: v.message,
    wizardStep: v.wizardStep,
    wizardOpen: v.wizardOpen,
  };
}

export function savePendingRental(storage: StorageLike, rental: PendingRental): void {
  storage.setItem(STORAGE_KEYS.pendingRental, JSON.stringify(rental));
}

export function clearPendingRental(storage: StorageLike): void {
  storage.removeItem(STORAGE_KEYS.pendingRental);
}

/** Reads the saved rental; an unreadable one is discarded (spec §8) and reported as corrupt. */
export function readPendingRental(storage: StorageLike): PendingRentalRead {
  const raw = storage.getItem(STORAGE_KEYS.pendingRental);
  if (raw === null) return { kind: 'none' };
  const rental = parsePendingRental(raw);
  if (rental) return { kind: 'ok', rental };
  clearPendingRental(storage);
  return { kind: 'corrupt' };
}

/**
 * Whether the item page should reopen the wizard from what is saved (spec §4: after sign-in, at step 3): the
 * rental is for this item, was left open, and the viewer is someone who may rent it. `resumeRequested` is the
 * `resumeRental=true` query parameter, which asks for it even before the session is known to be signed in.
 */
export function shouldResume(
  rental: PendingRental,
  context: { itemId: number; signedIn: boolean; isOwner: boolean; resumeRequested: boolean },
): boolean {
  if (rental.itemId !== context.itemId || context.isOwner) return false;
  if (context.resumeRequested) return true;
  return rental.wizardOpen && context.signedIn;
}
