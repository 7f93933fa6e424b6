import type { EntityClass } from '@mikro-orm/core';

/** Message and conversation entities join the shared migration stream when the messaging issue lands. */
export const messagingEntities: EntityClass<unknown>[] = [];
