import {
  type Config,
  coreEntities,
  type HandlerTable,
  loadConfig,
  runWorkerProcess,
  type WorkerDefinition,
} from '@koalarent/core';
import { createMailer } from './email/mailer.js';
import { messagingEntities } from './entities.js';
import { sendVerificationEmail } from './jobs/send-verification-email.job.js';

/** The messaging worker's definition; the mailer is created once per process from its config. */
export function messagingWorker(config: Config = loadConfig()): WorkerDefinition<'messaging'> {
  const mailer = createMailer(config);
  const handlers = {
    'send-verification-email': (job, deps) => sendVerificationEmail(job, deps, mailer),
  } satisfies HandlerTable<'messaging'>;
  return { queue: 'messaging', entities: [...coreEntities, ...messagingEntities], handlers, concurrency: 4 };
}

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(messagingWorker());
