import type { Logger } from '@koalarent/core';
import type { NextFunction, Request, Response } from 'express';

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One short line per finished request, at a level chosen by its outcome: server errors at `error`, client
 * errors at `info`, the rest at `debug`. At the default level a successful request therefore costs a status
 * check, not a log line (a per-request line used to be most of a light request's time); `LOG_LEVEL=debug`
 * brings every line back. Headers, cookies and bodies never reach the log; the request id ties a line to the
 * error lines written while handling it.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level) || QUIET_PATHS.has(req.path)) return;
      logger[level](
        {
          reqId: res.locals.requestId,
          method: req.method,
          url: req.originalUrl,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
