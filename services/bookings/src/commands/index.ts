import type { CommandRegistration } from '@koalarent/core';
import { blockDatesCommand, setAvailabilityRulesCommand, unblockDatesCommand } from './availability.js';
import { reportDamageCommand, resolveClaimCommand, respondToClaimCommand } from './damage.js';
import { requestBookingCommand } from './request-booking.js';
import { reviewCommand } from './review.js';
import {
  approveCommand,
  cancelCommand,
  confirmConditionCommand,
  readyForPickupCommand,
  receivedCommand,
  rejectCommand,
  returnedCommand,
  shippedCommand,
} from './transitions.js';

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
  reviewCommand,
  setAvailabilityRulesCommand,
  blockDatesCommand,
  unblockDatesCommand,
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
