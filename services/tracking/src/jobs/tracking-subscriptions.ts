import type { EventSubscriptions } from '@koalarent/core';
import { recordLogin } from './record-login.job.js';

/** The events tracking consumes, each consumer named once beside the handler it runs. */
export const trackingSubscriptions = {
  'user.logged_in': { 'record-login': recordLogin },
} satisfies EventSubscriptions;
