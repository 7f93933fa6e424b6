import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Both src/config and dist/config sit three levels below the repository root.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
