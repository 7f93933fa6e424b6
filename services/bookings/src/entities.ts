import type { EntityClass } from '@mikro-orm/core';
import {
  BlockedDateRange,
  Booking,
  CommandLog,
  DamageClaim,
  ItemAvailabilityRules,
  ItemCalendarFeed,
  ItemCalendarImport,
  ItemFullDay,
  LedgerEntry,
  PaymentMethod,
  Review,
  SandboxCard,
  SandboxPayment,
} from './entities/index.js';

export * from './entities/index.js';

/** The bookings service's tables; they join the shared migration stream in services/core. */
export const bookingsEntities: EntityClass<unknown>[] = [
  Booking,
  PaymentMethod,
  LedgerEntry,
  DamageClaim,
  Review,
  CommandLog,
  SandboxPayment,
  SandboxCard,
  ItemAvailabilityRules,
  BlockedDateRange,
  ItemFullDay,
  ItemCalendarFeed,
  ItemCalendarImport,
];
