/**
 * `npm run bench:booking`: booking requests end to end (REST → queue → bookings worker → committed → answer) against
 * pgbench running the request's own SQL transaction at the same concurrency (and, for reference, a BullMQ
 * add-and-wait round trip of a no-op job), in one run on this machine. See infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark (see ../shared/build.ts for why
 * the order matters).
 */
import { ensureBuilt } from '../shared/build.js';

ensureBuilt();
const { main } = await import('./bench.js');
// Everything it started is stopped by then; exiting outright keeps a stray handle from holding us up.
process.exit(await main(process.argv.slice(2)));
