import type { EntityClass } from '@mikro-orm/core';

/** Booking entities join the shared migration stream when the booking issue lands. */
export const bookingsEntities: EntityClass<unknown>[] = [];
