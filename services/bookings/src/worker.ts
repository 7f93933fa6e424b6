import { coreEntities, runWorkerProcess, type WorkerDefinition } from '@koalarent/core';
import { bookingsEntities } from './entities.js';

// The bookings worker consumes no events and runs no commands yet: the state machine comes with its issue.
export const bookingsWorker: WorkerDefinition<'bookings'> = {
  queue: 'bookings',
  entities: [...coreEntities, ...bookingsEntities],
  events: {},
  commands: [],
};

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(bookingsWorker);
