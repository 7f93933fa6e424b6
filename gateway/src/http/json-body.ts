import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Reads a request's JSON body and answers `done` with it: the one body reader of both server paths (the fast lane
 * and Express's `/api` and `/graphql`). It is body-parser's strict JSON reader: objects and arrays only, UTF
 * charsets, gzip/deflate/br bodies inflated, chunked bodies, the size limit (413); a request that is not JSON is
 * left unread (`undefined`). A failure is body-parser's http-error (status and type), answered by `errorAnswer`.
 */
export type JsonBodyReader = (
  req: IncomingMessage,
  res: ServerResponse,
  done: (error: unknown, body: unknown) => void,
) => void;

export function jsonBodyReader(maxBodyBytes: number): JsonBodyReader {
  const parse = express.json({ limit: maxBodyBytes });
  return (req, res, done) =>
    parse(req as Request, res as Response, (error?: unknown) =>
      done(error ?? null, (req as IncomingMessage & { body?: unknown }).body),
    );
}

/** The reader as Express middleware, for the requests Express answers. */
export function jsonBody(read: JsonBodyReader) {
  return (req: Request, res: Response, next: NextFunction): void =>
    read(req, res, (error) => (error ? next(error) : next()));
}
