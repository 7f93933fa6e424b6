/**
 * `npm run bench:search`: the search through the REST shim beside pgbench running the same SQL, on 100,000
 * generated listings, in one run on this machine. See infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark (see ../shared/build.ts for why
 * the order matters).
 */
import { ensureBuilt } from '../shared/build.js';

ensureBuilt();
const { main } = await import('./bench.js');
process.exit(await main(process.argv.slice(2)));
