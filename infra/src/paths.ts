import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Both infra/src and infra/dist sit two levels below the repository root, so this holds whether the
// launcher runs from compiled JS or the tests load the TypeScript source.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local state (embedded Postgres, Redis, mailbox, uploads) lives here unless DATA_DIR says otherwise. */
export function dataDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(repoRoot, env.DATA_DIR || '.data');
}
