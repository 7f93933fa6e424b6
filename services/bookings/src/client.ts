/**
 * What the gateway may call in bookings: commands that enqueue jobs and read queries. The booking issue fills
 * this in; until then the service has no public operations.
 */
export const BOOKING_COMMANDS = [] as const;
