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
import type { Config } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { openapiText } from './openapi.js';
import type { RestRoute } from './rest-route.js';

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

export function openapiRouter(config: Config, schema: GraphQLSchema, routes: readonly RestRoute[]): Router {
  const router = Router();
  let text: string | undefined;
  router.get('/openapi.json', (_req: Request, res: Response) => {
    text ??= openapiText(schema, routes);
    res.type('application/json').send(text);
  });
  const disabled = (_req: Request, res: Response) =>
    void res
      .status(404)
      .json({ message: 'The API reference page is disabled on this server.', code: 'NOT_FOUND' });
  router.get('/docs', (req: Request, res: Response) => {
    if (!config.landingPage) return disabled(req, res);
    res.type('text/html; charset=utf-8').send(PAGE);
  });
  router.get('/docs/docs.js', (req: Request, res: Response) => {
    if (!config.landingPage) return disabled(req, res);
    res.type('text/javascript; charset=utf-8').send(STARTER);
  });
  router.get('/docs/:asset', async (req: Request, res: Response) => {
    const asset = ASSETS[String(req.params.asset)];
    if (!config.landingPage || !asset) return disabled(req, res);
    res.type(asset.type).send(await readFile(path.join(swaggerDir, asset.file)));
  });
  return router;
}
