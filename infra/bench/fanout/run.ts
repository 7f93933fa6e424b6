/**
 * `npm run bench:fanout`: 2,000 open graphql-ws subscriptions on one gateway, events published at a steady rate,
 * the delivery time beside raw Redis pub/sub's in the same run. See infra/bench/README.md.
 *
 * This entry only makes sure the app is built, then loads the benchmark (see ../shared/build.ts for why
 * the order matters).
 */
import { ensureBuilt } from '../shared/build.js';

ensureBuilt();
const { main } = await import('./bench.js');
// Everything it started is stopped by then; exiting outright keeps a stray handle from holding us up.
process.exit(await main(process.argv.slice(2)));
