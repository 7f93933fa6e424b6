import { z } from 'zod';
import { type ErrorCode, isErrorCode } from '../contracts/errors.js';
import type { QueueName } from '../queues/queues.js';

/**
 * A command that runs in a service's worker and answers its caller: a name, the queue whose worker runs it,
 * and zod schemas for its input and its result. The gateway validates the input before enqueueing; the worker
 * validates again (the queue is a trust boundary too) and checks its own result before answering.
 */
export interface CommandDefinition<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  input: I;
  result: R;
  /** How long a caller waits for the answer before being told the command is still processing. */
  timeoutMs: number;
}

export type CommandInput<C extends CommandDefinition> = z.infer<C['input']>;
export type CommandResult<C extends CommandDefinition> = z.infer<C['result']>;

const COMMAND_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function defineCommand<I extends z.ZodType, R extends z.ZodType>(definition: {
  name: string;
  queue: QueueName;
  input: I;
  result: R;
  timeoutMs?: number;
}): CommandDefinition<I, R> {
  if (!COMMAND_NAME.test(definition.name))
    throw new Error(`Command names are kebab-case (they become job ids): ${definition.name}`);
  return { timeoutMs: 8_000, ...definition };
}

/** Who asked. Commands check permissions themselves, against the state they lock. */
export const Actor = z.object({
  userId: z.number().int().positive().nullable(),
  role: z.enum(['admin', 'user', 'system']),
});
export type Actor = z.infer<typeof Actor>;

export { IdempotencyKey } from '../contracts/request.schema.js';

/** The job's payload on the queue. */
export interface CommandJobData<I = unknown> {
  input: I;
  actor: Actor;
}

export interface CommandRefusal {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * What a command job returns. A refusal (a domain error such as "these dates are taken") is an answer, so the job
 * completes and is never retried; only infrastructure failures throw and are retried with back-off.
 */
export type CommandOutcome<R = unknown> = { ok: true; result: R } | { ok: false; refusal: CommandRefusal };

export const CommandOutcomeSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    refusal: z.object({
      code: z.custom<ErrorCode>(isErrorCode),
      message: z.string(),
      fieldErrors: z.record(z.string(), z.string()).optional(),
    }),
  }),
]);

export function commandJobName(definition: CommandDefinition): string {
  return `cmd:${definition.name}`;
}

/**
 * The job id: the command, who asked, and their key. The actor is part of it so one member's key can never
 * return another member's answer.
 */
export function commandJobId(definition: CommandDefinition, actor: Actor, key: string): string {
  return `cmd-${definition.name}-${actor.userId ?? actor.role}-${key}`;
}
