import { ERROR_TABLE, ErrorCode, type Logger } from '@koalarent/core';
import type { NextFunction, Request, Response } from 'express';
import { domainErrorOf } from '../graphql/error-mapping.js';
import { domainAnswer, type RestAnswer } from '../rest/run-route.js';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.js';

/**
 * A request its client made unreadable — body-parser's and raw-body's 4xx errors: malformed JSON, too large, a body
 * cut short ('request.aborted') or longer than its Content-Length, a path parameter that does not decode — with its
 * status and wording.
 */
function clientRequestFault(err: unknown): { status: number; message: string } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const status = (err as { status?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const type = (err as { type?: unknown }).type;
  const message =
    type === 'entity.parse.failed'
      ? 'The request body is not valid JSON.'
      : type === 'entity.too.large'
        ? 'The request body is too large.'
        : 'The request could not be read.';
  return { status, message };
}

/**
 * The one answer to a failure outside a GraphQL execution, whichever server path met it (the fast lane or
 * Express's last middleware): a domain error its mapped status and body; a body or request its client made
 * unreadable a 4xx with a clear message (logged as the request's own 4xx line, not as an error); PostgreSQL or Redis
 * not answering a 503 with Retry-After; anything else a masked 500 with the request id.
 */
export function errorAnswer(err: unknown, requestId: string, logger: Logger, path: string): RestAnswer {
  // A refusal may come wrapped for Apollo (a bearer token's context, see context.ts): the domain error underneath.
  const domain = domainErrorOf(err);
  if (domain) {
    const answer = domainAnswer(domain, requestId);
    return domain.retryAfterSeconds !== undefined
      ? { ...answer, retryAfter: domain.retryAfterSeconds }
      : answer;
  }
  const fault = clientRequestFault(err);
  if (fault)
    return {
      status: fault.status,
      body: { message: fault.message, code: ErrorCode.MalformedRequest, requestId },
    };
  if (isServiceUnavailableError(err)) {
    logger.warn({ err, requestId, path }, 'backing service unavailable');
    return {
      status: ERROR_TABLE.SERVICE_UNAVAILABLE.httpStatus,
      body: {
        message: ERROR_TABLE.SERVICE_UNAVAILABLE.message,
        code: ErrorCode.ServiceUnavailable,
        requestId,
      },
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  logger.error({ err, requestId, path }, 'unhandled error');
  return {
    status: 500,
    body: {
      message: 'Something went wrong. Please try again later.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId,
    },
  };
}

/** Express's last middleware: every failure answered by `errorAnswer`, as the fast lane answers its own. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const requestId = String(res.locals.requestId ?? '');
    if (res.headersSent) {
      logger.error({ err, requestId }, 'error after response started');
      res.end();
      return;
    }
    const answer = errorAnswer(err, requestId, logger, req.path);
    if (answer.retryAfter !== undefined) res.setHeader('Retry-After', String(answer.retryAfter));
    res.status(answer.status).json(answer.body);
  };
}
