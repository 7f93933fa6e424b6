/**
 * Issue 25 §2: the contract of an /api route that the route table does not answer (uploads, page views, OAuth, the
 * iCal feed, the unsubscribe page, the map's places, the development mailbox, this contract itself). Each router
 * exports its routes' contracts beside the code that answers them and mounts its handlers on the contract's own
 * path, so a path cannot change without its description; bodies are described by zod schemas (the contracts the
 * routes validate with, or the shape of what they answer, typed against the code's own types) through zod 4's
 * JSON Schema output. What every such route can answer because of where it is mounted (the /api JSON reader, the
 * cross-site write check, a bearer token judged while the caller is read, a fault) is added by `contractOperation`
 * here, in one place, as openapi.ts adds the route table's common statuses.
 *
 * The integration harness checks every /api answer of every suite against the generated document, so a status a
 * route answers but its contract does not list fails the test that caused it.
 */

import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A body's schema: a zod schema (rendered with z.toJSONSchema) or a JSON Schema for what zod cannot say (bytes). */
type BodySchema = z.ZodType | JsonSchema;

interface ContractResponse {
  /** Why the route answers this status. */
  description: string;
  /** Bodies by content type; `error` is the common error body (application/json, components.schemas.Error). */
  content?: Record<string, BodySchema> | 'error';
  /** Response headers by name, with what they carry. */
  headers?: Record<string, string>;
}

interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description: string;
  schema: BodySchema;
}

export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under /api as the router mounts it (Express form: `/private-uploads/:id`). */
  path: string;
  /** The OpenAPI form when a parameter is only part of a segment (`/calendar/{token}.ics` for `/calendar/:file`). */
  openapiPath?: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * Who may call it, which sets its security and its 401/403: `public` (no caller is read: a session or token is
   * ignored), `anyone` (signed out or in; the caller is read, so a bearer token that is not valid is refused),
   * `member` (a signed-in member, by session or token), `admin` (an admin).
   */
  access: 'public' | 'anyone' | 'member' | 'admin';
  /** Reads PostgreSQL or Redis: 503 with Retry-After when they do not answer. */
  backed: boolean;
  /** Served only where a setting turns it on (development defaults); elsewhere the path answers 404. */
  developmentOnly?: string;
  parameters?: ContractParameter[];
  requestBody?: { description: string; content: Record<string, BodySchema> };
  /** The statuses the handler itself answers; the ones its mounting implies are added. */
  responses: Record<number, ContractResponse>;
}

/** The route's path in OpenAPI form, under /api. */
export function contractPath(contract: RouteContract): string {
  return `/api${contract.openapiPath ?? contract.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

function isZod(schema: BodySchema): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/**
 * A body's JSON Schema: zod's for a zod schema (the input side for what a client sends, the output side for what
 * the route answers), without its `$schema` (the document's dialect is OpenAPI 3.1's). A date travels as ISO text.
 */
function jsonSchemaOf(schema: BodySchema, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return schema;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  return rest;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before retrying.',
  schema: { type: 'integer', minimum: 0 },
};

/** Why a status is answered because of where the route is mounted, by what it is. */
function impliedReasons(contract: RouteContract): Map<number, string[]> {
  const reasons = new Map<number, string[]>();
  const add = (status: number, reason: string) =>
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);
  const writes = contract.method !== 'GET';
  if (writes) {
    // Every /api request passes the JSON body reader and, for a write, the cross-site check (app.ts).
    add(400, 'A JSON body (Content-Type application/json) that is not valid JSON.');
    add(403, 'A cross-site write (an Origin of another site), unless sent with a bearer token.');
    add(413, 'A JSON body larger than the /api limit.');
    add(415, 'A JSON body in a charset or Content-Encoding the server does not read.');
  }
  if (contract.access !== 'public') {
    add(401, 'A bearer token that is not valid, has expired or was revoked.');
    add(403, `A bearer token without the ${writes ? 'write' : 'read'} scope, or whose member is locked.`);
    add(429, "A bearer token's requests per minute are spent (X-RateLimit-* headers).");
  }
  if (contract.backed || contract.access !== 'public') add(503, 'PostgreSQL or Redis is not answering.');
  add(500, 'An unexpected fault; the body carries the request id.');
  return reasons;
}

function headersOf(headers: Record<string, string>): JsonSchema {
  return Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [
      name,
      name === 'Retry-After' ? RETRY_AFTER : { description, schema: { type: 'string' } },
    ]),
  );
}

/** The OpenAPI operation of a route contract, with the statuses its mounting implies. */
export function contractOperation(contract: RouteContract): JsonSchema {
  const implied = impliedReasons(contract);
  const statuses = [...new Set([...Object.keys(contract.responses).map(Number), ...implied.keys()])].sort(
    (a, b) => a - b,
  );
  const responses: Record<string, JsonSchema> = {};
  for (const status of statuses) {
    const own = contract.responses[status];
    const description = [own?.description, ...(implied.get(status) ?? [])].filter(Boolean).join(' Also: ');
    const isError = status >= 400;
    const content = own?.content ?? (isError ? 'error' : undefined);
    const headers = {
      ...(status === 429 || status === 503 ? { 'Retry-After': '' } : {}),
      ...own?.headers,
    };
    responses[String(status)] = {
      description,
      ...(Object.keys(headers).length ? { headers: headersOf(headers) } : {}),
      ...(content === 'error'
        ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
        : content
          ? {
              content: Object.fromEntries(
                Object.entries(content).map(([type, schema]) => [
                  type,
                  { schema: jsonSchemaOf(schema, 'output') },
                ]),
              ),
            }
          : {}),
    };
  }
  const security =
    contract.access === 'public'
      ? [{}]
      : contract.access === 'anyone'
        ? [{}, { session: [] }, { bearer: [] }]
        : [{ session: [] }, { bearer: [] }];
  return {
    operationId: contract.operationId,
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description || contract.developmentOnly
      ? {
          description: [
            contract.developmentOnly ? `Development only: ${contract.developmentOnly}` : '',
            contract.description ?? '',
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    ...(contract.developmentOnly ? { 'x-development-only': true } : {}),
    security,
    ...(contract.parameters?.length
      ? {
          parameters: contract.parameters.map((p) => ({
            name: p.name,
            in: p.in,
            required: p.in === 'path' ? true : (p.required ?? false),
            description: p.description,
            schema: jsonSchemaOf(p.schema, 'input'),
          })),
        }
      : {}),
    ...(contract.requestBody
      ? {
          requestBody: {
            required: true,
            description: contract.requestBody.description,
            content: Object.fromEntries(
              Object.entries(contract.requestBody.content).map(([type, schema]) => [
                type,
                { schema: jsonSchemaOf(schema, 'input') },
              ]),
            ),
          },
        }
      : {}),
    responses,
  };
}
