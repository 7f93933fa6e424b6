import type { Job } from 'bullmq';
import type { z } from 'zod';
import { fieldErrorsOf } from '../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../contracts/errors.js';
import type { WorkerDeps } from '../worker/worker-deps.js';
import {
  Actor,
  type CommandDefinition,
  type CommandJobData,
  type CommandOutcome,
  commandJobName,
} from './command.js';

export interface CommandContext {
  actor: Actor;
  deps: WorkerDeps;
  job: Job<CommandJobData>;
}

export type CommandHandler<C extends CommandDefinition> = (
  input: z.infer<C['input']>,
  context: CommandContext,
) => Promise<z.infer<C['result']>>;

/** A command bound to the worker function that runs it; a service's worker lists these. */
export interface CommandRegistration {
  definition: CommandDefinition;
  jobName: string;
  run(job: Job<CommandJobData>, deps: WorkerDeps): Promise<CommandOutcome>;
}

function refusal(error: DomainError): CommandOutcome {
  return {
    ok: false,
    refusal: {
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
  };
}

/** Binds a handler to its definition. Domain errors become the refusal answer; anything else is retried. */
export function handleCommand<C extends CommandDefinition>(
  definition: C,
  handler: CommandHandler<C>,
): CommandRegistration {
  return {
    definition,
    jobName: commandJobName(definition),
    async run(job, deps) {
      const actor = Actor.safeParse(job.data.actor);
      const input = definition.input.safeParse(job.data.input);
      if (!actor.success || !input.success) {
        const fieldErrors = input.success ? {} : fieldErrorsOf(input.error);
        return refusal(
          new DomainError(ErrorCode.ValidationFailed, {
            fieldErrors,
            ...(Object.values(fieldErrors)[0] ? { message: Object.values(fieldErrors)[0] } : {}),
          }),
        );
      }
      try {
        const result = await handler(input.data as z.infer<C['input']>, { actor: actor.data, deps, job });
        return { ok: true, result: definition.result.parse(result) };
      } catch (error) {
        if (error instanceof DomainError) return refusal(error);
        throw error;
      }
    },
  };
}
