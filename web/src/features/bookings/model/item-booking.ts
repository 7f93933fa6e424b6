import { isActiveBookingStatus } from '@koalarent/core/contracts';

/** The few fields of a renter's booking that tell whether it holds an item. */
export interface ItemBookingLike {
  id: number;
  itemId: number | null;
  status: string;
  createdAt: string;
}

/**
 * The renter's booking the item page shows (issue 27: after 'Rental request sent!' the page must not look
 * untouched): their newest booking of this item that still holds it — requested, approved, ready, on its way or
 * with them. Finished, refused and cancelled ones do not count.
 */
export function currentItemBooking<B extends ItemBookingLike>(
  bookings: readonly B[] | null | undefined,
  itemId: number,
): B | null {
  let found: B | null = null;
  for (const booking of bookings ?? []) {
    if (booking.itemId !== itemId || !isActiveBookingStatus(booking.status)) continue;
    if (!found || newer(booking, found)) found = booking;
  }
  return found;
}

function newer(a: ItemBookingLike, b: ItemBookingLike): boolean {
  const at = Date.parse(a.createdAt);
  const bt = Date.parse(b.createdAt);
  return at === bt ? a.id > b.id : at > bt;
}
