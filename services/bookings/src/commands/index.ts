import type { CommandRegistration } from '@koalarent/core';
import { approveCommand } from './approve.js';
import { blockDatesCommand, setAvailabilityRulesCommand, unblockDatesCommand } from './availability.js';
import { calendarFeedTokenCommand, rotateCalendarFeedCommand } from './calendar-feed.js';
import {
  addCalendarImportCommand,
  removeCalendarImportCommand,
  syncCalendarImportCommand,
} from './calendar-imports.js';
import { cancelCommand } from './cancel.js';
import { confirmConditionCommand } from './confirm-condition.js';
import { decideProtectionCommand } from './decide-protection.js';
import { readyForPickupCommand } from './ready-for-pickup.js';
import { receivedCommand } from './received.js';
import { rejectCommand } from './reject.js';
import { reportDamageCommand } from './report-damage.js';
import { requestBookingCommand } from './request-booking.js';
import { resolveClaimCommand } from './resolve-claim.js';
import { respondToClaimCommand } from './respond-to-claim.js';
import { returnedCommand } from './returned.js';
import { reviewCommand } from './review.js';
import { shippedCommand } from './shipped.js';

/** Every booking command the worker runs (ARCHITECTURE §4). */
export const bookingCommands: readonly CommandRegistration[] = [
  requestBookingCommand,
  approveCommand,
  rejectCommand,
  cancelCommand,
  readyForPickupCommand,
  shippedCommand,
  receivedCommand,
  returnedCommand,
  confirmConditionCommand,
  reportDamageCommand,
  respondToClaimCommand,
  resolveClaimCommand,
  decideProtectionCommand,
  reviewCommand,
  setAvailabilityRulesCommand,
  blockDatesCommand,
  unblockDatesCommand,
  calendarFeedTokenCommand,
  rotateCalendarFeedCommand,
  addCalendarImportCommand,
  removeCalendarImportCommand,
  syncCalendarImportCommand,
];

/**
 * The commands' work in a caller's transaction at the caller's clock (see `BookingStep`): the demo seed drives its
 * rentals through these, so its bookings, ledger, payment status, reviews and ranks are what the worker writes.
 */
export const bookingSteps = {
  request: requestBookingCommand.apply,
  approve: approveCommand.apply,
  reject: rejectCommand.apply,
  cancel: cancelCommand.apply,
  readyForPickup: readyForPickupCommand.apply,
  shipped: shippedCommand.apply,
  received: receivedCommand.apply,
  returned: returnedCommand.apply,
  confirmCondition: confirmConditionCommand.apply,
  review: reviewCommand.apply,
};

export type { BookingStep } from './shared.js';
