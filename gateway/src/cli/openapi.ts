import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGatewaySchema } from '../graphql/schema.js';
import { openapiText } from '../rest/openapi.js';
import { ROUTE_CONTRACTS } from '../rest/route-contracts.js';
import { REST_ROUTES } from '../rest/route-table.js';

/**
 * Writes gateway/openapi.json from the route table and the other /api routes' contracts, or with --check fails when the checked-in file is not current
 * (`npm run openapi:check` then lints it with a third-party OpenAPI 3.1 validator).
 */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');
const text = openapiText(await buildGatewaySchema(), REST_ROUTES, ROUTE_CONTRACTS);
if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('gateway/openapi.json is out of date: run `npm run openapi:write`.');
    process.exit(1);
  }
  console.log('gateway/openapi.json is current');
} else {
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
