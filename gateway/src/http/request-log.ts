import type { Logger } from '@koalarent/core';
import type { NextFunction, Request, Response } from 'express';

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** An API token a client put in a URL by mistake (tokens go in Authorization): never written to the log. */
const API_TOKEN_IN_URL = /krt_[A-Za-z0-9_-]*/g;
/** An admin's signed link to a private upload (issue 26 §1) works for minutes: its signature is never logged. */
const SIGNATURE_IN_URL = /([?&]signature=)[^&#]*/g;

function scrubUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  let clean = url.includes('krt_') ? url.replace(API_TOKEN_IN_URL, 'krt_[redacted]') : url;
  if (clean.includes('signature=')) clean = clean.replace(SIGNATURE_IN_URL, '$1[redacted]');
  return clean;
}

/**
 * One short line per finished request, at a level chosen by its outcome: server errors at `error`, client
 * errors at `info`, the rest at `debug`. At the default level a successful request therefore costs a status
 * check, not a log line (a per-request line used to be most of a light request's time); `LOG_LEVEL=debug`
 * brings every line back. Headers (Authorization and its API tokens above all), cookies and bodies never reach the
 * log, nor a token in a URL; the request id ties a line to the
 * error lines written while handling it. Both server paths (the fast lane and Express) write it with this.
 */
export function logRequest(
  logger: Logger,
  line: {
    reqId: unknown;
    method: string | undefined;
    url: string | undefined;
    status: number;
    started: number;
  },
): void {
  const { status } = line;
  const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      reqId: line.reqId,
      method: line.method,
      url: scrubUrl(line.url),
      status,
      ms: Math.round((performance.now() - line.started) * 10) / 10,
    },
    'request',
  );
}

/** Express's side of `logRequest`: the line is written when the answer has gone. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      if (QUIET_PATHS.has(req.path)) return;
      logRequest(logger, {
        reqId: res.locals.requestId,
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        started,
      });
    });
    next();
  };
}
