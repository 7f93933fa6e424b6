import type { z } from 'zod';
import { fieldErrorsOf } from '../contracts/auth.schema.js';
import { DomainError, ErrorCode } from '../contracts/errors.js';

/** Validates with a shared zod schema; a failure is VALIDATION_FAILED with the schema's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    const first = Object.values(fieldErrors)[0];
    throw new DomainError(ErrorCode.ValidationFailed, { fieldErrors, ...(first ? { message: first } : {}) });
  }
  return result.data;
}

/** Validates one value of a request (a query parameter, a body field); a failure is VALIDATION_FAILED on `field`. */
export function parseField<S extends z.ZodType>(schema: S, field: string, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? `${field} is invalid`;
  throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}
