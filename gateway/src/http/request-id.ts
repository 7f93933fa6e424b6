import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const store = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, wherever in its async call tree this is asked. */
export function currentRequestId(): string {
  return store.getStore()?.requestId ?? 'none';
}

// Request ids are this process' random prefix and a counter: unique across replicas for all practical purposes,
// and far cheaper than a UUID per request.
const processPrefix = randomBytes(6).toString('hex');
let counter = 0;

function newRequestId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${processPrefix}-${counter.toString(36)}`;
}

/** A client's X-Request-Id when it is sane, else a fresh one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : newRequestId();
}

/** Runs `fn` with `id` as the current request id (for code that cannot be handed the context, like Apollo's formatError). */
export function withRequestId<T>(id: string, fn: () => T): T {
  return store.run({ requestId: id }, fn);
}

/** Every request gets an id (or keeps a sane one from the proxy), echoed in X-Request-Id and in every error body. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFor(req.get('x-request-id'));
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  store.run({ requestId: id }, next);
}
