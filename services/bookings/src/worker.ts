import { coreEntities, type HandlerTable, runWorkerProcess, type WorkerDefinition } from '@koalarent/core';
import { bookingsEntities } from './entities.js';

// The bookings queue has no job types yet: the state machine's commands and delayed jobs come with their issue.
const handlers = {} satisfies HandlerTable<'bookings'>;

export const bookingsWorker: WorkerDefinition<'bookings'> = {
  queue: 'bookings',
  entities: [...coreEntities, ...bookingsEntities],
  handlers,
};

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(bookingsWorker);
