import { describe, expect, it } from 'vitest';
import { currentItemBooking } from './item-booking';

const booking = (id: number, itemId: number | null, status: string, createdAt: string) => ({
  id,
  itemId,
  status,
  createdAt,
});

describe('currentItemBooking', () => {
  it("picks the renter's newest booking of this item that still holds it", () => {
    const list = [
      booking(1, 7, 'completed', '2026-11-01T10:00:00Z'),
      booking(2, 7, 'approved', '2026-11-10T10:00:00Z'),
      booking(3, 7, 'pending_approval', '2026-11-20T10:00:00Z'),
      booking(4, 8, 'pending_approval', '2026-11-25T10:00:00Z'),
    ];
    expect(currentItemBooking(list, 7)?.id).toBe(3);
    expect(currentItemBooking(list, 8)?.id).toBe(4);
  });

  it('ignores finished, refused and cancelled bookings and other items', () => {
    const list = [
      booking(1, 7, 'completed', '2026-11-01T10:00:00Z'),
      booking(2, 7, 'rejected', '2026-11-10T10:00:00Z'),
      booking(3, 7, 'cancelled', '2026-11-20T10:00:00Z'),
      booking(4, 7, 'returned', '2026-11-21T10:00:00Z'),
      booking(5, null, 'pending_approval', '2026-11-22T10:00:00Z'),
    ];
    expect(currentItemBooking(list, 7)).toBeNull();
    expect(currentItemBooking(undefined, 7)).toBeNull();
  });

  it('orders bookings made in the same instant by id', () => {
    const at = '2026-11-20T10:00:00Z';
    expect(currentItemBooking([booking(9, 7, 'with_renter', at), booking(4, 7, 'approved', at)], 7)?.id).toBe(
      9,
    );
  });
});
