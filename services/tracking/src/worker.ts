import {
  coreEntities,
  type HandlerTable,
  runWorkerProcess,
  startWorker,
  type WorkerDefinition,
} from '@koalarent/core';
import { trackingEntities } from './entities.js';
import { recordLogin } from './jobs/record-login.job.js';

const handlers = {
  'record-login': (job, deps) => recordLogin(job, deps),
} satisfies HandlerTable<'tracking'>;

export const trackingWorker: WorkerDefinition<'tracking'> = {
  queue: 'tracking',
  entities: [...coreEntities, ...trackingEntities],
  handlers,
  concurrency: 8,
};

export { startWorker };

// Run as a process when executed directly (node services/tracking/dist/worker.js).
if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(trackingWorker);
