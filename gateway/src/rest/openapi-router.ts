/**
 * Issue 25 §2: GET /api/openapi.json, the contract of the route table (generated from the rows this gateway runs,
 * the same text as the checked-in gateway/openapi.json), and GET /api/docs, a self-hosted Swagger UI page that reads
 * it (nothing from a CDN: the bundle is served from the swagger-ui-dist package). The page is off in production
 * unless GRAPHQL_LANDING_PAGE turns it on, like the GraphQL landing page; its scripts and styles are files of this
 * origin, so the web app's Content-Security-Policy (script-src 'self') holds for it as it is.
 */

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Config, DomainError, ErrorCode } from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { openapiText } from './openapi.js';
import type { RestRoute } from './rest-route.js';
import type { RouteContract } from './route-contract.js';

const require = createRequire(import.meta.url);
/** The swagger-ui-dist package's folder, as the package itself tells it. */
const swaggerDir = (require('swagger-ui-dist/absolute-path.js') as () => string)();

/** The page's own files, served from the swagger-ui-dist package, and their types. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>KoalaRent REST API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the contract; no validator badge (it would ask a third-party server). */
const STARTER = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  withCredentials: true,
});
`;

const text = (type: string) => ({ [type]: { type: 'string', contentMediaType: type } });

const DISABLED = 'Off on this server: production, unless GRAPHQL_LANDING_PAGE=true.';
const pageContract = (
  contract: Pick<RouteContract, 'path' | 'operationId' | 'summary' | 'parameters'>,
  type: string,
  notFound = DISABLED,
): RouteContract => ({
  method: 'GET',
  tag: 'reference',
  access: 'public',
  backed: false,
  developmentOnly:
    'like the GraphQL landing page, answered outside production or where GRAPHQL_LANDING_PAGE=true.',
  ...contract,
  responses: { 200: { description: 'OK.', content: text(type) }, 404: { description: notFound } },
});

const documentContract: RouteContract = {
  method: 'GET',
  path: '/openapi.json',
  operationId: 'openapiDocument',
  tag: 'reference',
  summary: 'GET /api/openapi.json: this document',
  access: 'public',
  backed: false,
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document of /api, the same text as gateway/openapi.json.',
      content: { 'application/json': { type: 'object', required: ['openapi', 'info', 'paths'] } },
    },
  },
};
const referencePage = pageContract(
  { path: '/docs', operationId: 'apiReferencePage', summary: 'GET /api/docs: the API reference page (HTML)' },
  'text/html',
);
const starterScript = pageContract(
  {
    path: '/docs/docs.js',
    operationId: 'apiReferenceStarter',
    summary: "GET /api/docs/docs.js: the reference page's starter script",
  },
  'text/javascript',
);
const assetFile = pageContract(
  {
    path: '/docs/:asset',
    operationId: 'apiReferenceAsset',
    summary: "GET /api/docs/{asset}: the reference page's script and styles (Swagger UI)",
    parameters: [
      {
        name: 'asset',
        in: 'path',
        description: 'The file.',
        schema: { type: 'string', enum: Object.keys(ASSETS) },
      },
    ],
  },
  'text/javascript',
  `${DISABLED} Also: a file the page does not have.`,
);
// The stylesheet is one of the assets too.
Object.assign(assetFile.responses[200]!, { content: { ...text('text/javascript'), ...text('text/css') } });

export const openapiContracts: readonly RouteContract[] = [
  documentContract,
  referencePage,
  starterScript,
  assetFile,
];

export function openapiRouter(
  config: Config,
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  contracts: readonly RouteContract[],
): Router {
  const router = Router();
  let document: string | undefined;
  router.get(documentContract.path, (_req: Request, res: Response) => {
    document ??= openapiText(schema, routes, contracts);
    res.type('application/json').send(document);
  });
  // Answered by the error handler with the common error body.
  const disabled = (next: NextFunction) =>
    next(
      new DomainError(ErrorCode.NotFound, { message: 'The API reference page is disabled on this server.' }),
    );
  router.get(referencePage.path, (_req: Request, res: Response, next: NextFunction) => {
    if (!config.landingPage) return disabled(next);
    res.type('text/html; charset=utf-8').send(PAGE);
  });
  router.get(starterScript.path, (_req: Request, res: Response, next: NextFunction) => {
    if (!config.landingPage) return disabled(next);
    res.type('text/javascript; charset=utf-8').send(STARTER);
  });
  router.get(assetFile.path, async (req: Request, res: Response, next: NextFunction) => {
    const asset = ASSETS[String(req.params.asset)];
    if (!config.landingPage || !asset) return disabled(next);
    res.type(asset.type).send(await readFile(path.join(swaggerDir, asset.file)));
  });
  return router;
}
