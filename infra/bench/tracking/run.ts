/**
 * `npm run bench:tracking`: browsing events end to end (REST → queue → tracking worker → committed) beside a BullMQ
 * no-op drain of the same jobs, and login latency with tracking on and off, in one run on this machine. See
 * infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark (see ../shared/build.ts for why the order
 * matters).
 */
import { ensureBuilt } from '../shared/build.js';

ensureBuilt();
const { main } = await import('./bench.js');
// Everything it started is stopped by then; exiting outright keeps a stray handle from holding us up.
process.exit(await main(process.argv.slice(2)));
