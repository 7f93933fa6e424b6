import { DomainError, ERROR_TABLE, ErrorCode, type Logger } from '@koalarent/core';
import type { NextFunction, Request, Response } from 'express';
import { mapErrorCode } from '../graphql/error-mapping.js';
import { isServiceUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.js';

/**
 * A request its client made unreadable — body-parser's and raw-body's 4xx errors: malformed JSON, too large, a body
 * cut short ('request.aborted') or longer than its Content-Length — with its status and wording. The fast lane
 * answers its own body reader's failures with the same rule, so both doors give the same 400.
 */
export function clientRequestFault(err: unknown): { status: number; message: string } | undefined {
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
 * The last middleware: body-parser failures (malformed JSON, too large, wrong charset) are the client's fault and
 * get a 4xx with a clear message; domain errors their mapped status; PostgreSQL or Redis not answering a 503 with
 * Retry-After; anything else a masked 500 with the request id.
 */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const requestId = String(res.locals.requestId ?? '');
    if (res.headersSent) {
      logger.error({ err, requestId }, 'error after response started');
      res.end();
      return;
    }
    if (err instanceof DomainError) {
      const { httpStatus } = mapErrorCode(err.code);
      res.status(httpStatus).json({ message: err.message, code: err.code, requestId });
      return;
    }
    const fault = clientRequestFault(err);
    if (fault) {
      res.status(fault.status).json({ message: fault.message, code: ErrorCode.MalformedRequest, requestId });
      return;
    }
    if (isServiceUnavailableError(err)) {
      logger.warn({ err, requestId, path: req.path }, 'backing service unavailable');
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      res.status(ERROR_TABLE.SERVICE_UNAVAILABLE.httpStatus).json({
        message: ERROR_TABLE.SERVICE_UNAVAILABLE.message,
        code: ErrorCode.ServiceUnavailable,
        requestId,
      });
      return;
    }
    logger.error({ err, requestId, path: req.path }, 'unhandled error');
    res.status(500).json({
      message: 'Something went wrong. Please try again later.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId,
    });
  };
}
