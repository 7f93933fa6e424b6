/**
 * Issue 25 §2's contract check: every REST answer the integration suites receive through the harness's Client is
 * checked against gateway/openapi.json, the status (one the operation documents) and the JSON body (that status's
 * schema, with ajv's JSON Schema 2020-12, OpenAPI 3.1's dialect). A mismatch throws, failing the test that made the
 * request, so the document cannot drift from the code. Paths the route table does not answer (uploads, OAuth, the
 * dev mailbox) are not in the document and are not checked.
 */

import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Operation['responses'][string]> };
};

const DOCUMENT_URL = new URL('../openapi.json', import.meta.url);
const DOCUMENT_ID = 'koalarent-openapi';

let loaded: { doc: OpenApi; ajv: Ajv2020; templates: { path: string; parts: string[] }[] } | undefined;
const validators = new Map<string, ValidateFunction>();

function load() {
  if (loaded) return loaded;
  const doc = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc as object, DOCUMENT_ID);
  const templates = Object.keys(doc.paths)
    .map((path) => ({ path, parts: path.split('/') }))
    // Literal segments win over parameters (/api/items/recent before /api/items/{id}), as in the route table.
    .sort((a, b) => paramCount(a.parts) - paramCount(b.parts));
  loaded = { doc, ajv, templates };
  return loaded;
}

function paramCount(parts: string[]): number {
  return parts.filter((p) => p.startsWith('{')).length;
}

/** The document's path template for a request path, or undefined when the route table has no such path. */
export function templateOf(urlPath: string): string | undefined {
  const path = urlPath.split('?')[0]!.replace(/(.)\/$/, '$1');
  const parts = path.split('/');
  return load().templates.find(
    (t) =>
      t.parts.length === parts.length &&
      t.parts.every((segment, i) =>
        segment.startsWith('{') ? parts[i] !== '' : segment === parts[i]!.toLowerCase(),
      ),
  )?.path;
}

const pointer = (...keys: string[]) =>
  keys.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Checks one REST answer against the document; throws with what differs. */
export function checkRestAnswer(method: string, urlPath: string, status: number, body: unknown): void {
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
  const ref = response.$ref
    ? `#/components/responses/${pointer(response.$ref.split('/').pop()!)}`
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
