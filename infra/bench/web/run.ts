/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the public pages and the item page's throughput
 * next to its JSON, measured in one run on this machine. See infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark (see ../shared/build.ts for why the order
 * matters).
 */
import { ensureBuilt } from '../shared/build.js';

ensureBuilt();
const { main } = await import('./bench.js');
// Everything it started is stopped by then; exiting outright keeps a stray handle (Lighthouse's) from holding us up.
process.exit(await main(process.argv.slice(2)));
