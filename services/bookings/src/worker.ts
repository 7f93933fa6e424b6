import { coreEntities, runWorkerProcess, type WorkerDefinition } from '@koalarent/core';
import { bookingCommands } from './commands/index.js';
import { openSqlPool } from './db/sql-transaction.js';
import { bookingsEntities } from './entities.js';
import { rankSubscriptions } from './jobs/rank-subscriptions.js';
import { TimerJob, timerJobs } from './jobs/timer-jobs.js';
import { timerSubscriptions } from './jobs/timer-subscriptions.js';

/**
 * The bookings worker: every booking command (one transaction each, with its outbox events), the timers its own
 * events schedule (request expiry, overdue notice, auto-completion, claim auto-acceptance, review window), and a
 * sweep every ten minutes that runs any timer Redis lost; and a member's rank recounted when an admin decides their
 * identity check.
 */
export const bookingsWorker: WorkerDefinition<'bookings'> = {
  queue: 'bookings',
  entities: [...coreEntities, ...bookingsEntities],
  events: { ...timerSubscriptions, ...rankSubscriptions },
  commands: bookingCommands,
  jobs: timerJobs,
  schedules: {
    [TimerJob.Sweep]: { pattern: '*/10 * * * *' },
    // Issue 23 §3: each imported calendar is fetched once its last sync is a sync interval (15 minutes) old.
    [TimerJob.SyncCalendarImports]: { pattern: '*/5 * * * *' },
  },
  // Commands on different items run side by side; those on one item queue behind its row lock.
  concurrency: 16,
  // The booking request's transactions go through a pool of their own (see SqlTransaction).
  resources: openSqlPool,
};

// What the worker does, as steps in a caller's transaction at its clock: the demo seed drives its rentals with them.
export { type BookingStep, bookingSteps } from './commands/index.js';
export { flagOverdue } from './jobs/mark-overdue.job.js';

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(bookingsWorker);
