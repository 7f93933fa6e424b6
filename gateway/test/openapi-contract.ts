/**
 * Issue 25 §2's contract check: every /api answer the integration suites receive from a test gateway — through the
 * harness's Client or a plain fetch (`checkEveryAnswer` wraps the global fetch) — is checked against
 * gateway/openapi.json: the status (one the operation documents), the content type (one that status lists), and a
 * JSON body against that status's schema (ajv's JSON Schema 2020-12, OpenAPI 3.1's dialect). A mismatch throws,
 * failing the test that made the request, so the document cannot drift from the code. The route table's rows and the
 * routes beside it (uploads, page views, OAuth, the iCal feed, …) are all in the document; a path no operation has
 * (the /api 404) is not checked, nor are answers read off a raw socket or a redirect fetch followed.
 */

import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}
type Template = { path: string; pattern: RegExp; params: number };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Operation['responses'][string]> };
};

const DOCUMENT_URL = new URL('../openapi.json', import.meta.url);
const DOCUMENT_ID = 'koalarent-openapi';

let loaded: { doc: OpenApi; ajv: Ajv2020; templates: Template[] } | undefined;
const validators = new Map<string, ValidateFunction>();

function load() {
  if (loaded) return loaded;
  const doc = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc as object, DOCUMENT_ID);
  const templates = Object.keys(doc.paths)
    .map((path) => ({
      path,
      // A parameter is one segment or part of one (/api/calendar/{token}.ics); paths match case-insensitively.
      pattern: new RegExp(
        `^${path
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('')}$`,
        'i',
      ),
      params: (path.match(/\{/g) ?? []).length,
    }))
    // Literal segments win over parameters (/api/items/recent before /api/items/{id}), as in the route table.
    .sort((a, b) => a.params - b.params);
  loaded = { doc, ajv, templates };
  return loaded;
}

/** The document's path template for a request path, or undefined when no operation has such a path. */
export function templateOf(urlPath: string): string | undefined {
  const path = urlPath.split('?')[0]!.replace(/(.)\/$/, '$1');
  return load().templates.find((t) => t.pattern.test(path))?.path;
}

const pointer = (...keys: string[]) =>
  keys.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks one /api answer against the document; throws with what differs. `contentType` is the answer's
 * Content-Type (a JSON answer when not given).
 */
export function checkRestAnswer(
  method: string,
  urlPath: string,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  if (!urlPath.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') return;
  const template = templateOf(urlPath);
  if (!template) return;
  const { doc, ajv } = load();
  const operation = doc.paths[template]?.[method.toLowerCase()];
  // A method the path does not have falls through to the /api 404 like any unknown path.
  if (!operation) return;
  const response = operation.responses[String(status)];
  if (!response)
    throw new Error(
      `OpenAPI contract: ${method} ${template} answered ${status}, which it does not document (${Object.keys(operation.responses).join(', ')}): ${JSON.stringify(body).slice(0, 300)}`,
    );
  const name = response.$ref?.split('/').pop();
  const described = name ? doc.components.responses[name]! : response;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // A body is what its status lists (a redirect's or a 304's short text is not described).
  if (!described.content || (body === '' && type === '')) return;
  if (!described.content[type])
    throw new Error(
      `OpenAPI contract: ${method} ${template} answered ${status} as ${type || 'no content type'}, which it does not document (${Object.keys(described.content).join(', ')})`,
    );
  if (type !== 'application/json') return;
  const ref = name
    ? `#/components/responses/${pointer(name)}`
    : `#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${status}`;
  const key = `${ref}/content/application~1json/schema`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}${key}` });
    validators.set(key, validate);
  }
  if (!validate(body))
    throw new Error(
      `OpenAPI contract: ${method} ${urlPath} answered ${status} with a body its schema refuses: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
}

/** The ports of the test gateways whose answers are checked (each stack's and replica's). */
const gatewayPorts = new Set<string>();

/** Checks the answers of the gateway at `baseUrl` from now on (the harness calls it for every gateway it starts). */
export function watchGateway(baseUrl: string): void {
  gatewayPorts.add(new URL(baseUrl).port);
}

let installed = false;

/**
 * Wraps the global fetch so that every /api answer of a watched gateway is checked, whoever fetched it (the Client,
 * a suite's own multipart upload or redirect check). The body is read from a clone: the caller reads it as usual.
 */
export function checkEveryAnswer(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const res = await realFetch(input, init);
    const request = input instanceof Request ? input : undefined;
    const url = new URL(res.url || (request ? request.url : String(input)));
    if (!gatewayPorts.has(url.port) || !url.pathname.startsWith('/api/') || res.redirected) return res;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.clone().text();
    let body: unknown = text;
    if (/[/+]json\b/.test(contentType))
      try {
        body = JSON.parse(text);
      } catch {}
    checkRestAnswer(method, url.pathname + url.search, res.status, body, contentType);
    return res;
  };
}
