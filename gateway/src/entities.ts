import { bookingsEntities } from '@koalarent/bookings/entities';
import { coreEntities } from '@koalarent/core';
import { messagingEntities } from '@koalarent/messaging/entities';
import { trackingEntities } from '@koalarent/tracking/entities';

/** Every entity of every service: the gateway reads across modules, and the migration check diffs them all. */
export const allEntities = [...coreEntities, ...bookingsEntities, ...messagingEntities, ...trackingEntities];
