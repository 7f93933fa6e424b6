import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { hasBearer } from '../session/bearer.js';
import { sessionIdFrom } from '../session/cookies.js';

/**
 * Persisted documents (issue 25 §4). The web app's build writes `persisted-documents.json` beside its assets: every
 * GraphQL document the browser can send, by the SHA-256 of its text as sent (web/scripts/persisted-documents.ts).
 * The browser sends the hash alone (Apollo's persisted-query protocol); the gateway puts the text back before
 * anything else reads the request, so the fast lane's compiled execution and every limit see an ordinary query.
 *
 * With `GRAPHQL_PERSISTED_ONLY` (on in production) a request made with the session cookie runs only those documents:
 * the cookie is the browser's, and the browser runs the app's code, so anything else sent with it is someone else's
 * document riding a member's session. A client with an API token sends its own documents within its budget; an
 * anonymous caller (no cookie, no token) may too, as the public API it is.
 */

const PERSISTED_DOCUMENTS_FILE = 'persisted-documents.json';

/** The manifest the web build writes. */
const Manifest = z.object({
  version: z.literal(1),
  documents: z.record(z.string().regex(/^[0-9a-f]{64}$/), z.string().min(1)),
});

/** What the gateway answers a document it will not run, in the words Apollo's persisted-query link understands. */
export const PersistedMessages = {
  notFound: 'PersistedQueryNotFound',
  mismatch: 'The query does not match its sha256Hash',
  malformed: 'extensions.persistedQuery must be { version: 1, sha256Hash: <64 hex digits> }',
  notAllowed:
    "With the session cookie only the web app's own documents run; send your own with an API token (Authorization: Bearer)",
} as const;

export type PersistedRefusal = { status: number; code: string; message: string };

export class PersistedDocuments {
  private constructor(
    private readonly byHash: ReadonlyMap<string, string>,
    /** Whether cookie-session requests are held to the list. */
    readonly enforced: boolean,
  ) {}

  /** The list the built web app ships in `webDistDir` (none before a build: every hash is then unknown). */
  static load(webDistDir: string, enforced: boolean): PersistedDocuments {
    const file = path.join(webDistDir, PERSISTED_DOCUMENTS_FILE);
    if (!existsSync(file)) return new PersistedDocuments(new Map(), enforced);
    const manifest = Manifest.parse(JSON.parse(readFileSync(file, 'utf8')));
    return new PersistedDocuments(new Map(Object.entries(manifest.documents)), enforced);
  }

  get size(): number {
    return this.byHash.size;
  }

  /** Whether this text is one of the app's documents. */
  knows(query: string): boolean {
    return this.byHash.has(documentHash(query));
  }

  /**
   * A POST /graphql body made ready to run: a known hash gets its text, a text with its hash is checked against it,
   * and the persisted-query extension is taken off (so Apollo's own APQ never sees it, and the fast lane may run
   * the request). A document a cookie-session request may not run, or a malformed extension, is refused.
   */
  resolve(
    body: unknown,
    caller: { cookieSession: boolean },
  ): { body: unknown } | { refusal: PersistedRefusal } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body };
    const record = body as Record<string, unknown>;
    const extensions = record.extensions;
    let query = record.query;
    let rest = record;
    if (typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions) {
      const { persistedQuery, ...others } = extensions as Record<string, unknown>;
      const parsed = PersistedQuery.safeParse(persistedQuery);
      if (!parsed.success)
        return { refusal: refusal(400, 'PERSISTED_QUERY_MALFORMED', PersistedMessages.malformed) };
      const hash = parsed.data.sha256Hash.toLowerCase();
      if (typeof query === 'string') {
        if (documentHash(query) !== hash)
          return { refusal: refusal(400, 'PERSISTED_QUERY_HASH_MISMATCH', PersistedMessages.mismatch) };
      } else {
        const known = this.byHash.get(hash);
        // Apollo's link then sends the text with the hash (a build older or newer than this gateway's list).
        if (known === undefined)
          return { refusal: refusal(200, 'PERSISTED_QUERY_NOT_FOUND', PersistedMessages.notFound) };
        query = known;
      }
      rest = { ...record, query };
      if (Object.keys(others).length > 0) rest.extensions = others;
      else delete rest.extensions;
    }
    if (this.enforced && caller.cookieSession && typeof query === 'string' && !this.knows(query))
      return { refusal: refusal(400, 'PERSISTED_QUERY_NOT_ALLOWED', PersistedMessages.notAllowed) };
    return { body: rest };
  }
}

const PersistedQuery = z.object({
  version: z.literal(1),
  sha256Hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
});

function refusal(status: number, code: string, message: string): PersistedRefusal {
  return { status, code, message };
}

/** The hash a document is listed by: SHA-256 of its text, as the browser computes it (lowercase hex). */
function documentHash(query: string): string {
  return createHash('sha256').update(query).digest('hex');
}

/** A GraphQL answer refusing the request, as Apollo words its own errors. */
export function refusalBody(refusal: PersistedRefusal): string {
  return JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
}

/** A request made with the session cookie (a token's request is judged by its token alone, never by a cookie). */
export function isCookieSession(req: IncomingMessage): boolean {
  return sessionIdFrom(req) !== undefined && !hasBearer(req.headers);
}

/** The Express side of `/graphql` (HTTPS, proxies, anything the fast lane leaves): the same resolution. */
export function persistedDocumentsMiddleware(persisted: PersistedDocuments) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return void next();
    const resolved = persisted.resolve(req.body, { cookieSession: isCookieSession(req) });
    if ('refusal' in resolved) {
      res.status(resolved.refusal.status).type('application/json').send(refusalBody(resolved.refusal));
      return;
    }
    req.body = resolved.body;
    next();
  };
}
