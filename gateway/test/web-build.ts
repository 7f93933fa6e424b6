import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INDEXABLE_PAGES, PATHS, PRIVATE_PAGES } from '../../web/src/shared/routes/paths.js';

/**
 * A web build folder for a test stack, with no build: the shell `index.html`, the `routes.json` the web build writes
 * from the same route-path table, and, when given, a server bundle of entry-server.js's contract in `.ssr/`.
 */
export async function fakeWebBuild(shell: string, serverBundle?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'koala-web-'));
  await writeFile(path.join(dir, 'index.html'), shell);
  await writeFile(
    path.join(dir, 'routes.json'),
    JSON.stringify({ paths: Object.values(PATHS), indexable: INDEXABLE_PAGES, private: PRIVATE_PAGES }),
  );
  if (serverBundle !== undefined) {
    await mkdir(path.join(dir, '.ssr'));
    await writeFile(path.join(dir, '.ssr', 'entry-server.js'), serverBundle);
  }
  return dir;
}
