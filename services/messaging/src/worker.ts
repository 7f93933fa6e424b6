import {
  type Config,
  coreEntities,
  type EventSubscriptions,
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
  const events = {
    'user.registered': {
      'send-verification-email': (event, deps) => sendVerificationEmail(event, deps, mailer),
    },
    'user.verification_requested': {
      'send-verification-email': (event, deps) => sendVerificationEmail(event, deps, mailer),
    },
  } satisfies EventSubscriptions;
  return { queue: 'messaging', entities: [...coreEntities, ...messagingEntities], events, concurrency: 4 };
}

if (import.meta.url === `file://${process.argv[1]}`) await runWorkerProcess(messagingWorker());
