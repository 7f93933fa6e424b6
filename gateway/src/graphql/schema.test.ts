import { readFile } from 'node:fs/promises';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './schema.js';

describe('gateway/schema.graphql', () => {
  it('is the schema the resolvers build (run `npm run schema:write` after changing them)', async () => {
    const file = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    const sdl = printSchema(await buildGatewaySchema());
    expect(file).toContain(sdl);
  });
});
