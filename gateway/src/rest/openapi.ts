/**
 * Issue 25 §2: the OpenAPI 3.1 contract of /api, generated from the REST route table and, for the /api routes beside
 * it (uploads, page views, OAuth, the iCal feed, …), from the contracts their routers export (route-contract.ts).
 * Each row runs a GraphQL document, so the document and the schema say what a row reads and answers:
 * - path parameters from the row's path;
 * - query parameters, body properties and request headers from what the row's `variables` (and its alternative's
 *   `when`) read of a probe request, typed by the document's variables (or the fields of its input objects) of the
 *   same name: the GraphQL input types the shared zod contracts check;
 * - the success body by running the row's `result` (and `headers`) on a stand-in for `data` whose every selected
 *   field carries the JSON Schema of its GraphQL type, so what the presenter picks or rebuilds is what is described;
 * - the statuses: the ones every row can answer, 401 and 403 as its resolvers' `@Authorized` decides (a row anyone may
 *   call answers them only to a bearer token it refuses, or, for a write, a cross-site request), a 404 for a document
 *   that names a row by id (in the path or the body), the command statuses (202, 409, 422) for a document that takes
 *   an idempotency key, and the row's own `errors`.
 * - request body fields from the shared zod contract named like their GraphQL input type (`contractFieldSchema`),
 *   which says more (lengths, patterns, enums) than the GraphQL type, kept where the contract says less.
 * The checked-in gateway/openapi.json is this function's output (`npm run openapi:write`; `openapi:check` fails on
 * drift), served at GET /api/openapi.json.
 */

import * as core from '@koalarent/core';
import { DomainError, ERROR_TABLE } from '@koalarent/core';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session/cookies.js';
import type { RestRoute } from './rest-route.js';
import { contractOperation, contractPath, type RouteContract } from './route-contract.js';
import type { RestInput } from './run-route.js';

type JsonSchema = Record<string, unknown>;

/** Statuses every row can answer: bad input, a spent limit, a fault, a backing service down (401 and 403: `accessOf`). */
const COMMON_STATUSES = [400, 429, 500, 503] as const;

/** The 401 and 403 of a row anyone may call: what refuses them there. */
const TOKEN_ONLY_401 =
  'Only with `Authorization: Bearer …`: a token that is not valid, has expired or was revoked (this route needs no sign-in).';
const TOKEN_ONLY_403 =
  'Only with `Authorization: Bearer …`: a token without the read scope, or whose member is locked (this route needs no sign-in).';
/** What a command that takes an Idempotency-Key can answer besides (still processing, a conflict, a reused key). */
const COMMAND_STATUSES = [202, 409, 422] as const;

const STATUS_TEXT: Record<number, string> = {
  202: 'Still processing: retry with the same Idempotency-Key (also in the body and the Idempotency-Key header).',
  400: 'Bad input: `fieldErrors` names each refused field with its message; also a body that is not JSON.',
  401: 'Not signed in, or the session or token is not valid.',
  402: 'The payment was declined.',
  403: "Refused: not yours, not an admin, a locked account, a token's missing scope, or a cross-site write.",
  404: 'Not found.',
  409: 'Conflicts with the current state (dates taken, a transition the booking cannot make, a name in use).',
  413: 'The request body is too large.',
  415: 'The request body is not JSON (Content-Type), or is compressed.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Too many requests: wait the seconds in Retry-After.',
  500: 'An unexpected fault; the body carries the request id.',
  503: 'A backing service is not answering: retry after the seconds in Retry-After.',
};

/** The codes the one error table gives each status, listed in the error body's description. */
function codesFor(status: number): string[] {
  return Object.entries(ERROR_TABLE)
    .filter(([, entry]) => entry.httpStatus === status)
    .map(([code]) => code);
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  description: 'Every REST error has this body.',
  properties: {
    message: { type: 'string', description: 'For the user, in their language where translated.' },
    code: {
      type: 'string',
      description:
        'A code of the error table (VALIDATION_FAILED, NOT_FOUND, …) or BAD_USER_INPUT, INTERNAL_SERVER_ERROR.',
    },
    requestId: { type: 'string', description: 'The X-Request-Id of this request, for support.' },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'On a 400: each refused field with its message.',
    },
    idempotencyKey: {
      type: 'string',
      description: "On a command's 202 or 503: the key to retry with.",
    },
  },
  required: ['message', 'code', 'requestId'],
  additionalProperties: false,
};

const RETRY_AFTER = {
  description: 'Seconds to wait before retrying.',
  schema: { type: 'integer', minimum: 0 },
};

function errorResponse(status: number): JsonSchema {
  const codes = codesFor(status);
  return {
    description: `${STATUS_TEXT[status] ?? 'Error.'}${codes.length ? ` Codes: ${codes.join(', ')}.` : ''}`,
    ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    ...(status === 202 ? { headers: { 'Idempotency-Key': { schema: { type: 'string' } } } } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

// --- GraphQL types as JSON Schema -------------------------------------------------------------------------------

function scalarSchema(name: string): JsonSchema {
  switch (name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTimeISO':
      return { type: 'string', format: 'date-time' };
    default:
      return { type: 'string' };
  }
}

function orNull(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}

function inputSchema(type: GraphQLInputType): JsonSchema {
  if (isNonNullType(type)) return inputSchema(type.ofType);
  if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType) };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, inputSchema(f.type)])),
      required: fields
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => f.name),
    };
  }
  return scalarSchema(type.name);
}

/** The schema a value of `type` carries; marks, not data, stand in for the answer the presenters pick from. */
const SCHEMA = Symbol('schema');
interface Mark {
  [SCHEMA]: JsonSchema;
}

function isMark(value: unknown): value is Mark {
  return typeof value === 'object' && value !== null && SCHEMA in value;
}

/** A stand-in for a field's value: its selected fields as stand-ins too, so a presenter can read or rebuild them. */
/** Object schemas named once in components.schemas: by their GraphQL type, numbered when selections differ. */
class SchemaNames {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly byText = new Map<string, string>();

  ref(typeName: string, object: JsonSchema): JsonSchema {
    const text = JSON.stringify(object);
    let name = this.byText.get(text);
    if (!name) {
      name = typeName;
      for (let n = 2; this.schemas[name]; n++) name = `${typeName}${n}`;
      this.schemas[name] = object;
      this.byText.set(text, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

function standIn(names: SchemaNames, type: GraphQLOutputType, selections?: SelectionSetNode): Mark {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = standIn(names, inner.ofType, selections);
    const list = { type: 'array', items: item[SCHEMA] };
    return { [SCHEMA]: nullable ? orNull(list) : list };
  }
  const named = getNamedType(inner);
  if (isObjectType(named) && selections) {
    const fields = named.getFields();
    const children: Record<string, Mark> = {};
    for (const selection of selections.selections) {
      if (selection.kind !== Kind.FIELD) throw new Error('REST route documents select plain fields only');
      const key = selection.alias?.value ?? selection.name.value;
      if (selection.name.value === '__typename') {
        children[key] = { [SCHEMA]: { type: 'string' } };
        continue;
      }
      const field = fields[selection.name.value];
      if (!field) throw new Error(`No field ${named.name}.${selection.name.value}`);
      children[key] = standIn(names, field.type, selection.selectionSet);
    }
    const object = names.ref(named.name, {
      type: 'object',
      properties: Object.fromEntries(Object.entries(children).map(([k, v]) => [k, v[SCHEMA]])),
      required: Object.keys(children),
      additionalProperties: false,
    });
    return { ...children, [SCHEMA]: nullable ? orNull(object) : object };
  }
  const leaf = isEnumType(named)
    ? { type: 'string', enum: named.getValues().map((v) => v.name) }
    : isScalarType(named)
      ? scalarSchema(named.name)
      : {};
  return { [SCHEMA]: nullable ? orNull(leaf) : leaf };
}

/** What a presenter returned, described: a stand-in's schema, or an object it built of stand-ins. */
function schemaOfResult(value: unknown): JsonSchema {
  if (isMark(value)) return value[SCHEMA];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([k, v]) => [k, schemaOfResult(v)])),
      required: entries.map(([k]) => k),
      additionalProperties: false,
    };
  }
  // A constant the presenter writes itself ({ blocked: true }).
  if (value === null) return { type: 'null' };
  if (['boolean', 'number', 'string'].includes(typeof value)) return { const: value };
  throw new Error(`A REST presenter returned ${String(value)}, which the contract cannot describe`);
}

function withoutNull(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  return anyOf && anyOf.length === 2 && (anyOf[1] as JsonSchema).type === 'null' ? anyOf[0]! : schema;
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('A REST route document without an operation');
  return operation;
}

// --- What a row reads of its request ----------------------------------------------------------------------------

/** An object that records every property read of it, answering each with its value in `values` (else nothing). */
function recorder(seen: Set<string>, values: Map<string, unknown>): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get: (_target, key) => {
        if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
        seen.add(key);
        return values.get(key);
      },
    },
  );
}

interface Reads {
  body: Set<string>;
  query: Set<string>;
  headers: Set<string>;
}

/** Values a refused probe field is given in turn, so the readers after it run too (an id, a flag, a text, a list). */
const PROBE_VALUES: unknown[] = [1, true, 'x', []];

/**
 * The body, query and header names a row's readers touch, found by running them on recording stand-ins. A reader
 * that refuses a missing value names its field (a 400's fieldErrors): that field is given other values until it
 * passes, so the readers after it are reached too.
 */
function readsOf(route: Pick<RestRoute, 'variables' | 'path'>, when?: (input: RestInput) => boolean): Reads {
  const reads: Reads = { body: new Set(), query: new Set(), headers: new Set() };
  const params = Object.fromEntries(
    route.path
      .split('/')
      .filter((s) => s.startsWith(':'))
      .map((s) => [s.slice(1), '1']),
  );
  const values = new Map<string, unknown>();
  const tried = new Map<string, number>();
  const input = (): RestInput => ({
    body: recorder(reads.body, values),
    query: recorder(reads.query, values),
    params,
    headers: recorder(reads.headers, new Map()) as RestInput['headers'],
  });
  for (const run of [when, route.variables])
    for (let attempt = 0; run && attempt < 50; attempt++)
      try {
        run(input());
        break;
      } catch (error) {
        const field = error instanceof DomainError ? Object.keys(error.fieldErrors ?? {})[0] : undefined;
        const next = (tried.get(field ?? '') ?? -1) + 1;
        if (!field || next >= PROBE_VALUES.length) break;
        tried.set(field, next);
        values.set(field, PROBE_VALUES[next]);
      }
  return reads;
}

/**
 * Whether the document names a row by id (an Int variable or input field called `id` or `…Id`): such a row can answer
 * 404 for one that does not exist or that the caller may not see.
 */
function namesARow(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  const isId = (name: string, type: GraphQLInputType) =>
    /(^id|Id)$/.test(name) && getNamedType(type).name === 'Int';
  return (operation.variableDefinitions ?? []).some((def) => {
    const type = typeFromAST(schema, def.type as Parameters<typeof typeFromAST>[1]) as
      | GraphQLInputType
      | undefined;
    if (!type) return false;
    if (isId(def.variable.name.value, type)) return true;
    const named = getNamedType(type);
    return (
      isInputObjectType(named) &&
      Object.values(named.getFields()).some((field) => isId(field.name, field.type))
    );
  });
}

/** The JSON Schema of the document variable, or input-object field, that has `name`; a string when none has. */
function typeOfName(schema: GraphQLSchema, operation: OperationDefinitionNode, name: string) {
  const variables = (operation.variableDefinitions ?? []).map((def) => ({
    name: def.variable.name.value,
    type: typeFromAST(schema, def.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType | undefined,
  }));
  const direct = variables.find((v) => v.name === name && v.type);
  if (direct?.type) return { schema: inputSchema(direct.type), required: isNonNullType(direct.type) };
  for (const variable of variables) {
    const named = variable.type && getNamedType(variable.type);
    if (named && isInputObjectType(named)) {
      const field = named.getFields()[name];
      if (field)
        return {
          schema: inputSchema(field.type),
          required: isNonNullType(field.type) && field.defaultValue === undefined,
          input: named.name,
        };
    }
  }
  return { schema: { type: 'string' }, required: false };
}

/**
 * A body field's JSON Schema from the shared zod contract that checks it: a GraphQL input type is the shape of the
 * core contract of the same name (gateway/src/modules/*\/*.inputs.ts: "the rules are the shared zod schemas"), so
 * `LoginInput.email` is described by core's `LoginInput` with its lengths, patterns and enums (zod 4's JSON Schema of
 * what it accepts). Where the contract says less than the GraphQL type (no contract of that name, no such field, or a
 * rule JSON Schema cannot express, which zod renders as `{}`) the GraphQL type stays.
 */
function contractFieldSchema(inputName: string, field: string): JsonSchema | undefined {
  const contract = (core as Record<string, unknown>)[inputName];
  if (!(contract instanceof z.ZodObject)) return undefined;
  const fieldSchema = contract.shape[field];
  if (!(fieldSchema instanceof z.ZodType)) return undefined;
  let json: JsonSchema;
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(fieldSchema, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as JsonSchema;
    json = rest;
  } catch {
    return undefined;
  }
  const says = (schema: JsonSchema): boolean =>
    'type' in schema ||
    'enum' in schema ||
    'const' in schema ||
    (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).every(says));
  return says(json) ? json : undefined;
}

// --- The document ----------------------------------------------------------------------------------------------

const QUERY_ALIASES: Record<string, string> = { limit: 'first', cursor: 'after' };

function openapiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function tagOf(path: string): string {
  const [, , first, second] = path.split('/');
  return first === 'admin' || first === 'users'
    ? `${first}${second && !second.startsWith(':') ? `/${second}` : ''}`
    : first!;
}

function describe(
  schema: GraphQLSchema,
  names: SchemaNames,
  route: Omit<RestRoute, 'method' | 'path' | 'alternative'>,
  path: string,
  when?: (input: RestInput) => boolean,
) {
  const operation = operationOf(route.document);
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`The schema has no ${operation.operation} type`);
  // The root object is no body (a presenter picks from it): its fields' stand-ins only.
  const fields = root.getFields();
  const data: Record<string, Mark> = {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) throw new Error('REST route documents select plain fields only');
    const field = fields[selection.name.value];
    if (!field) throw new Error(`No field ${root.name}.${selection.name.value}`);
    data[selection.alias?.value ?? selection.name.value] = standIn(names, field.type, selection.selectionSet);
  }
  const returned = schemaOfResult(route.result(data));
  const success = route.nullStatus ? withoutNull(returned) : returned;
  const responseHeaders = Object.keys(route.headers?.(data) ?? {});
  const reads = readsOf({ variables: route.variables, path }, when);
  const takesIdempotencyKey = (operation.variableDefinitions ?? []).some(
    (def) => def.variable.name.value === 'idempotencyKey',
  );
  return {
    operation,
    operationId: operation.name?.value ?? '',
    success,
    responseHeaders,
    takesIdempotencyKey,
    namesARow: namesARow(schema, operation),
    ...reads,
  };
}

/**
 * Whom a document's root fields are for, as their resolvers' type-graphql `@Authorized` says (on the method or its
 * class): `admin`, `member`, or null when anyone may call every one of them.
 */
function accessOf(operation: OperationDefinitionNode): 'admin' | 'member' | null {
  const storage = getMetadataStorage();
  const resolvers =
    operation.operation === 'mutation'
      ? storage.mutations
      : operation.operation === 'subscription'
        ? storage.subscriptions
        : storage.queries;
  let access: 'admin' | 'member' | null = null;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const resolver = resolvers.find((r) => r.schemaName === selection.name.value);
    if (!resolver) continue;
    const roles =
      storage.authorizedFields.find(
        (a) => a.target === resolver.target && a.fieldName === resolver.methodName,
      )?.roles ?? storage.authorizedResolver.find((a) => a.target === resolver.target)?.roles;
    if (!roles) continue;
    if (roles.includes('admin')) return 'admin';
    access = 'member';
  }
  return access;
}

function statusesOf(route: RestRoute, shape: { takesIdempotencyKey: boolean; namesARow: boolean }): number[] {
  const { takesIdempotencyKey, namesARow } = shape;
  const statuses = new Set<number>(COMMON_STATUSES);
  // A refused session or token: every row can meet a bearer token it refuses (see tokenOnly), a write also a
  // cross-site request.
  for (const s of [401, 403]) statuses.add(s);
  if (namesARow) statuses.add(404);
  if (route.nullStatus) statuses.add(route.nullStatus);
  if (takesIdempotencyKey) for (const s of COMMAND_STATUSES) statuses.add(s);
  // Every write goes through the JSON body reader: a body too large, or one that is not JSON.
  if (route.method !== 'GET') for (const s of [413, 415]) statuses.add(s);
  for (const s of route.errors ?? []) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The statuses a row answers only to a bearer token (it needs no sign-in): 401 always unless the row answers it
 * itself (a wrong password, `me` signed out), 403 for a read (a write's 403 is also a cross-site request's).
 */
function tokenOnly(route: RestRoute, access: 'admin' | 'member' | null): Record<number, string> {
  if (access) return {};
  const only: Record<number, string> = {};
  if (route.nullStatus !== 401 && !route.errors?.includes(401)) only[401] = TOKEN_ONLY_401;
  if (route.method === 'GET' && !route.errors?.includes(403)) only[403] = TOKEN_ONLY_403;
  return only;
}

/** The OpenAPI 3.1 document of every row of the route table and every route contract beside it. */
function openapiDocument(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  contracts: readonly RouteContract[],
): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const names = new SchemaNames();
  /** The error statuses some operation answers, each described once in components.responses. */
  const used = new Set<number>();
  for (const route of routes) {
    const main = describe(schema, names, route, route.path, route.alternative?.when);
    const alt = route.alternative ? describe(schema, names, route.alternative.route, route.path) : undefined;
    const bodyNames = new Set([...main.body, ...(alt?.body ?? [])]);
    const queryNames = new Set([...main.query, ...(alt?.query ?? [])]);
    const headerNames = new Set([...main.headers, ...(alt?.headers ?? [])]);
    const writes = route.method !== 'GET';
    const mainAccess = accessOf(main.operation);
    const altAccess = alt ? accessOf(alt.operation) : mainAccess;
    // The more open of the two documents decides what the path asks of its caller.
    const access = mainAccess && altAccess ? (mainAccess === 'admin' ? altAccess : mainAccess) : null;
    const statuses = statusesOf(route, {
      takesIdempotencyKey: main.takesIdempotencyKey || alt?.takesIdempotencyKey === true,
      namesARow: main.namesARow || alt?.namesARow === true,
    });
    const onlyForTokens = tokenOnly(route, access);
    // The Idempotency-Key header of a command, read by the row (POST /api/bookings) or passed as its variable.
    if (main.takesIdempotencyKey) headerNames.add('idempotency-key');
    const successStatus = route.successStatus ?? 200;

    const parameters: JsonSchema[] = [];
    for (const segment of route.path.split('/'))
      if (segment.startsWith(':'))
        parameters.push({
          name: segment.slice(1),
          in: 'path',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        });
    for (const name of [...queryNames].sort()) {
      // The lists' paging names are REST's (limit, cursor); the document's are GraphQL's (first, after).
      const typed = typeOfName(schema, main.operation, QUERY_ALIASES[name] ?? name).schema;
      parameters.push({
        name,
        in: 'query',
        required: false,
        // A list in a query string is one comma-separated value (bbox=west,south,east,north).
        schema: typed.type === 'array' ? { type: 'string', description: 'Comma-separated values.' } : typed,
      });
    }
    for (const name of [...headerNames].sort()) {
      // A command whose document takes a non-null key refuses a request without one (POST /api/bookings, spec §7);
      // elsewhere the key makes a retry safe.
      const key = typeOfName(schema, main.operation, name === 'idempotency-key' ? 'idempotencyKey' : name);
      parameters.push({
        name: name === 'idempotency-key' ? 'Idempotency-Key' : name,
        in: 'header',
        required: key.required,
        schema: { type: 'string' },
      });
    }

    let requestBody: JsonSchema | undefined;
    if (writes && bodyNames.size > 0) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const name of [...bodyNames].sort()) {
        const typed = typeOfName(
          schema,
          (alt?.body.has(name) && !main.body.has(name) ? alt : main).operation,
          name,
        );
        properties[name] = (typed.input && contractFieldSchema(typed.input, name)) || typed.schema;
        if (typed.required && main.body.has(name) && !alt) required.push(name);
      }
      requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
          },
        },
      };
    }

    const successSchema = alt ? { anyOf: [main.success, alt.success] } : main.success;
    const responses: Record<string, unknown> = {
      [String(successStatus)]: {
        description: successStatus === 201 ? 'Created.' : 'OK.',
        ...(main.responseHeaders.length
          ? {
              headers: Object.fromEntries(
                main.responseHeaders.map((h) => [h, { schema: { type: 'string' } }]),
              ),
            }
          : {}),
        content: { 'application/json': { schema: successSchema } },
      },
    };
    for (const status of statuses)
      if (status !== successStatus) {
        used.add(status);
        responses[String(status)] = {
          $ref: `#/components/responses/Error${status}`,
          ...(onlyForTokens[status] ? { description: onlyForTokens[status] } : {}),
        };
      }

    const operationId = alt ? `${main.operationId}Or${alt.operationId}` : main.operationId;
    const item = paths[openapiPath(route.path)] ?? {};
    paths[openapiPath(route.path)] = item;
    item[route.method.toLowerCase()] = {
      operationId,
      tags: [tagOf(route.path)],
      summary: `${route.method} ${openapiPath(route.path)} (GraphQL ${operationId})`,
      // Anyone, or a signed-in member (by session cookie or token).
      security: access ? [{ session: [] }, { bearer: [] }] : [{}, { session: [] }, { bearer: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  // The routes beside the table, each described by the contract its router exports.
  for (const contract of contracts) {
    const item = paths[contractPath(contract)] ?? {};
    paths[contractPath(contract)] = item;
    const method = contract.method.toLowerCase();
    if (item[method]) throw new Error(`${contract.method} ${contractPath(contract)} is described twice`);
    item[method] = contractOperation(contract);
  }

  const errorStatuses = [...used].sort((x, y) => x - y);
  return {
    openapi: '3.1.0',
    info: {
      title: 'KoalaRent REST API',
      version: '1.0.0',
      description:
        'The /api paths of KoalaRent. Each runs a GraphQL document against the same schema and rules as /graphql. ' +
        'Sign in with the session cookie (POST /api/auth/login sets it; writes must come from our own origin) or send ' +
        'a personal access token as `Authorization: Bearer …` (no cookie, no origin check). Operations marked ' +
        '`x-development-only` answer only where a setting turns them on (404 elsewhere). Generated from the route ' +
        "table and the other routes' contracts: do not edit by hand.",
    },
    servers: [{ url: '/' }],
    security: [{}, { session: [] }, { bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/auth/login.',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (POST /api/tokens), with the scopes read, write or admin.',
        },
      },
      schemas: { Error: ERROR_BODY, ...names.schemas },
      responses: Object.fromEntries(errorStatuses.map((s) => [`Error${s}`, errorResponse(s)])),
    },
  };
}

/** The document as checked in and served: stable JSON with a final newline. */
export function openapiText(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  contracts: readonly RouteContract[],
): string {
  return `${JSON.stringify(openapiDocument(schema, routes, contracts), null, 2)}\n`;
}
