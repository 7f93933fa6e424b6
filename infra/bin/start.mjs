#!/usr/bin/env node
// `npm start` (and `npm run dev` with --dev): install and build what is missing, then hand over to the
// launcher. Pass --build to rebuild after changing sources.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from './bootstrap.mjs';

ensureInstalled();
ensureBuilt(process.argv.includes('--build'));
await import(pathToFileURL(join(root, 'infra/dist/start.js')).href);
