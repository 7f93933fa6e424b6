import type { EntityClass } from '@mikro-orm/core';
import {
  EmailDelivery,
  EmailPreferences,
  Message,
  PushDelivery,
  PushSubscription,
} from './entities/index.js';

export * from './entities/index.js';

/** The messaging service's tables; they join the shared migration stream in services/core. */
export const messagingEntities: EntityClass<unknown>[] = [
  Message,
  EmailPreferences,
  EmailDelivery,
  PushSubscription,
  PushDelivery,
];
