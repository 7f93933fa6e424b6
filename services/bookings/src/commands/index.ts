import type { CommandRegistration } from '@koalarent/core';
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
];
