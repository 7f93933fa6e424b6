/**
 * Issue 23 §1 and §3: a listing's availability rules, blocked dates, iCal feed and imported calendars over REST, with the names clients rely on. Each row
 * runs a GraphQL document against the same schema and context as /graphql, like every row of the route table
 * (which lists these with the others), so the owner-or-admin check, the shared zod schemas' 400s and the worker's
 * refusals answer the same through both doors.
 */

import { MAX_ROW_ID } from '@koalarent/core';
import { graphql } from './graphql.js';
import { type RestRoute, restRoute } from './rest-route.js';
import type { RestInput } from './run-route.js';

const RULE_FIELDS = 'minDays maxDays bufferDays advanceNoticeDays horizonDays';
const IMPORT_FIELDS =
  'id url name status errorCode errorDetail errorMessage lastSyncAt lastSuccessAt rangeCount conflicts { bookingId startDate endDate }';
const BLOCK_FIELDS = 'id startDate endDate note source';

/** An id in a path: digits naming a possible row, else 0, which names nothing (the resolver's own 404). */
function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const n = Number(value);
  return n <= MAX_ROW_ID ? n : 0;
}

/**
 * A whole number of days from a JSON body (or its digits as text). Anything else becomes -1, which the shared schema
 * refuses with that field's own message; for a rule that may be unlimited, an absent value or null is null.
 */
function days(value: unknown, nullable: boolean): number | null {
  if (nullable && (value === undefined || value === null)) return null;
  const n = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : -1;
}

/** Wrong JSON types become empty strings, so the schema's own messages answer ("Please choose the first …"). */
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function idempotencyKeyOf(input: RestInput): string | null {
  const raw = input.headers?.['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.trim() !== '' ? value.trim() : null;
}

export const AVAILABILITY_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/api/items/:id/availability-rules',
    // The owner reads the listing's secret iCal feed address with its rules (issue 23 §3).
    document: graphql(
      `query AvailabilityRules($itemId: Int!) { availabilityRules(itemId: $itemId) { ${RULE_FIELDS} icalUrl } }`,
    ),
    variables: ({ params }) => ({ itemId: pathId(params.id) }),
    result: (d) => d.availabilityRules,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/items/:id/availability-rules',
    document: graphql(
      `mutation SetAvailabilityRules($itemId: Int!, $input: AvailabilityRulesInput!, $idempotencyKey: String) { setAvailabilityRules(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) { ${RULE_FIELDS} } }`,
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      input: {
        minDays: days(input.body.minDays, false),
        maxDays: days(input.body.maxDays, true),
        bufferDays: days(input.body.bufferDays, false),
        advanceNoticeDays: days(input.body.advanceNoticeDays, false),
        horizonDays: days(input.body.horizonDays, true),
      },
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => d.setAvailabilityRules,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/blocked-dates',
    document: graphql(
      `query BlockedDates($itemId: Int!) { blockedDates(itemId: $itemId) { ${BLOCK_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ itemId: pathId(params.id) }),
    result: (d) => d.blockedDates,
  }),
  restRoute({
    method: 'POST',
    path: '/api/items/:id/blocked-dates',
    document: graphql(
      `mutation BlockDates($itemId: Int!, $input: BlockedRangeInput!, $idempotencyKey: String) { blockDates(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) { ${BLOCK_FIELDS} } }`,
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      input: {
        startDate: text(input.body.startDate),
        endDate: text(input.body.endDate),
        note: typeof input.body.note === 'string' ? input.body.note : null,
      },
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => d.blockDates,
    successStatus: 201,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/items/:id/blocked-dates/:blockId',
    document: graphql(
      'mutation UnblockDates($itemId: Int!, $blockId: Int!, $idempotencyKey: String) { unblockDates(itemId: $itemId, blockId: $blockId, idempotencyKey: $idempotencyKey) }',
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      blockId: pathId(input.params.blockId),
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => ({ success: d.unblockDates }),
  }),
  // Issue 23 §3: the feed's secret address (read as `icalUrl` above) and the calendars imported into the blocked dates.
  restRoute({
    method: 'POST',
    path: '/api/items/:id/calendar-feed/rotate',
    document: graphql(
      'mutation RotateCalendarFeed($itemId: Int!, $idempotencyKey: String) { rotateCalendarFeed(itemId: $itemId, idempotencyKey: $idempotencyKey) }',
    ),
    variables: (input) => ({ itemId: pathId(input.params.id), idempotencyKey: idempotencyKeyOf(input) }),
    result: (d) => ({ icalUrl: d.rotateCalendarFeed }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/calendar-imports',
    document: graphql(
      `query CalendarImports($itemId: Int!) { calendarImports(itemId: $itemId) { ${IMPORT_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ itemId: pathId(params.id) }),
    result: (d) => d.calendarImports,
  }),
  restRoute({
    method: 'POST',
    path: '/api/items/:id/calendar-imports',
    document: graphql(
      `mutation AddCalendarImport($itemId: Int!, $input: CalendarImportInput!, $idempotencyKey: String) { addCalendarImport(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) { ${IMPORT_FIELDS} } }`,
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      input: {
        url: text(input.body.url),
        name: typeof input.body.name === 'string' ? input.body.name : null,
      },
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => d.addCalendarImport,
    successStatus: 201,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/items/:id/calendar-imports/:importId',
    document: graphql(
      'mutation RemoveCalendarImport($itemId: Int!, $importId: Int!, $idempotencyKey: String) { removeCalendarImport(itemId: $itemId, importId: $importId, idempotencyKey: $idempotencyKey) }',
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      importId: pathId(input.params.importId),
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => ({ success: d.removeCalendarImport }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/items/:id/calendar-imports/:importId/sync',
    document: graphql(
      `mutation SyncCalendarImport($itemId: Int!, $importId: Int!, $idempotencyKey: String) { syncCalendarImport(itemId: $itemId, importId: $importId, idempotencyKey: $idempotencyKey) { ${IMPORT_FIELDS} } }`,
    ),
    variables: (input) => ({
      itemId: pathId(input.params.id),
      importId: pathId(input.params.importId),
      idempotencyKey: idempotencyKeyOf(input),
    }),
    result: (d) => d.syncCalendarImport,
  }),
];
