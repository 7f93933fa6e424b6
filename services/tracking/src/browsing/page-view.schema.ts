import { MAX_ROW_ID, text } from '@koalarent/core';
import { z } from 'zod';

/** The most page views one call may carry: the web app sends small batches (and one beacon when a page is left). */
export const MAX_PAGE_VIEWS_PER_CALL = 50;
const MAX_PAGE_LENGTH = 500;
const MAX_SEARCH_QUERY_LENGTH = 200;
const MAX_FILTERS_LENGTH = 500;
/** A search's result count is at most this (a larger one is an error: there are never that many listings). */
const MAX_RESULT_COUNT = 100_000_000;
/**
 * How far back a reported time may lie: views are batched for seconds, and a beacon goes out when a page is left.
 * A time outside [now − this, now] (a wrong clock, a replayed batch) is recorded as the time it arrived.
 */
const MAX_PAGE_VIEW_AGE_MS = 60 * 60 * 1000;

export const PageViewMessages = {
  tooMany: `At most ${MAX_PAGE_VIEWS_PER_CALL} page views per call`,
  page: 'Each page view needs its page: the path, starting with /',
  pageLength: `A page may be at most ${MAX_PAGE_LENGTH} characters`,
  searchQueryLength: `A search query may be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
  filtersLength: `Filters may be at most ${MAX_FILTERS_LENGTH} characters`,
  itemId: 'itemId must be a whole number from 1',
  categoryId: 'categoryId must be a whole number from 1',
  resultCount: `resultCount must be a whole number from 0 to ${MAX_RESULT_COUNT}`,
  at: 'at must be a date and time',
} as const;

/** Blank text is "not given". */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(MAX_ROW_ID, message)
    .nullish()
    .transform((v) => v ?? null);

/** One page view, search or item view as the web app reports it (GraphQL's PageViewInput, the REST body's events). */
export const PageViewInput = z.object({
  page: text({ error: PageViewMessages.page })
    .trim()
    .min(1, PageViewMessages.page)
    .max(MAX_PAGE_LENGTH, PageViewMessages.pageLength)
    .refine((p) => p.startsWith('/'), PageViewMessages.page),
  searchQuery: optionalText(MAX_SEARCH_QUERY_LENGTH, PageViewMessages.searchQueryLength),
  filters: optionalText(MAX_FILTERS_LENGTH, PageViewMessages.filtersLength),
  itemId: optionalId(PageViewMessages.itemId),
  categoryId: optionalId(PageViewMessages.categoryId),
  /** Issue 24 §4: on a search, how many results it found (0: the search found nothing); null when not known. */
  resultCount: z
    .number({ error: PageViewMessages.resultCount })
    .int(PageViewMessages.resultCount)
    .min(0, PageViewMessages.resultCount)
    .max(MAX_RESULT_COUNT, PageViewMessages.resultCount)
    .nullish()
    .transform((v) => v ?? null),
  at: z
    .union([z.date(), z.iso.datetime({ offset: true, error: PageViewMessages.at })], {
      error: PageViewMessages.at,
    })
    .nullish()
    .transform((v) => (v ? new Date(v) : null))
    .refine((v) => v === null || !Number.isNaN(v.getTime()), PageViewMessages.at),
});
export type PageViewInput = z.input<typeof PageViewInput>;

export const PageViewBatchInput = z
  .array(PageViewInput)
  .max(MAX_PAGE_VIEWS_PER_CALL, PageViewMessages.tooMany);

/** A view as it travels on the queue: checked, and its time settled by the gateway that received it. */
export const QueuedPageView = z.object({
  page: text().min(1).max(MAX_PAGE_LENGTH),
  searchQuery: text().max(MAX_SEARCH_QUERY_LENGTH).nullable(),
  filters: text().max(MAX_FILTERS_LENGTH).nullable(),
  itemId: z.number().int().min(1).max(MAX_ROW_ID).nullable(),
  categoryId: z.number().int().min(1).max(MAX_ROW_ID).nullable(),
  /** Absent on jobs queued before issue 24 §4: read as not known. */
  resultCount: z
    .number()
    .int()
    .min(0)
    .max(MAX_RESULT_COUNT)
    .nullish()
    .transform((v) => v ?? null),
  /** ISO 8601 */
  at: z.iso.datetime({ offset: true }),
});
export type QueuedPageView = z.infer<typeof QueuedPageView>;

/**
 * The data of one `record-page-views` job: the call's batch id (the job's id, and with each view's position its
 * record's idempotency key), whose views they are (null when signed out), and the views themselves.
 */
export const PageViewJobData = z.object({
  batchId: z.uuid(),
  userId: z.number().int().min(1).max(MAX_ROW_ID).nullable(),
  views: z.array(QueuedPageView).min(1).max(MAX_PAGE_VIEWS_PER_CALL),
});
export type PageViewJobData = z.infer<typeof PageViewJobData>;

/** The time a view is recorded at: the reported one when plausible, else the time it arrived. */
export function settleViewTime(reported: Date | null, receivedAt: Date): Date {
  if (!reported) return receivedAt;
  const age = receivedAt.getTime() - reported.getTime();
  return age >= 0 && age <= MAX_PAGE_VIEW_AGE_MS ? reported : receivedAt;
}
