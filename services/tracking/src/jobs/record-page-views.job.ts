import { channelName, type WorkerDeps } from '@koalarent/core';
import { BrowsingBatcher } from '../browsing/browsing-batcher.js';
import { type BrowsingRow, insertBrowsingRecords } from '../browsing/insert-browsing-records.js';
import type { PageViewJobData } from '../browsing/page-view.schema.js';
import { BROWSING_RECORDED_TOPIC } from '../contracts.js';

/** One batcher per worker process (per deps): the jobs it runs at once share its statements. */
const batchers = new WeakMap<WorkerDeps, BrowsingBatcher>();

function batcherFor(deps: WorkerDeps): BrowsingBatcher {
  let batcher = batchers.get(deps);
  if (!batcher) {
    const channel = channelName(deps.config.REDIS_PREFIX, BROWSING_RECORDED_TOPIC);
    batcher = new BrowsingBatcher({
      write: async (rows: BrowsingRow[]) => {
        const records = await insertBrowsingRecords(deps.orm.em.fork(), rows);
        // Every record of the statement goes to the admins' live feed in one round trip.
        const pipeline = deps.redis.pipeline();
        for (const record of records) pipeline.publish(channel, JSON.stringify(record));
        const results = await pipeline.exec();
        const failed = results?.find(([error]) => error);
        if (failed) throw failed[0];
      },
    });
    batchers.set(deps, batcher);
  }
  return batcher;
}

/**
 * `record-page-views`: the views one call to the gateway reported, written together with those of the other jobs
 * the worker is running (see BrowsingBatcher), then published to the admins' live feed. Each view's key is the
 * call's batch id and its position, so a retried job writes nothing twice.
 */
export async function recordPageViews(
  { batchId, userId, views }: PageViewJobData,
  deps: WorkerDeps,
): Promise<string> {
  const rows = views.map((view, i): BrowsingRow => ({ ...view, userId, eventKey: `${batchId}:${i}` }));
  await batcherFor(deps).add(rows);
  return `recorded ${rows.length}`;
}
