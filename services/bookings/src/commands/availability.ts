import {
  ACTIVE_BOOKING_STATUSES,
  type Actor,
  AVAILABILITY_LIMITS,
  AvailabilityMessages,
  addDays,
  type BlockedRange,
  DomainError,
  type EntityManager,
  ErrorCode,
  earliestStartDate,
  MAX_ADVANCE_DAYS,
  MAX_RENTAL_DAYS,
  OWNER_BLOCK_SOURCE,
  sql,
} from '@koalarent/core';
import { AvailabilityRefusalMessages, rulesOrDefault } from '../booking/availability.js';
import { BookingCommands } from '../client.js';
import { type BookingCommand, transactionalCommand } from './shared.js';

const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/**
 * The item whose availability the actor changes, locked as a booking request locks it (`for update`), so a change
 * and a request for the same item run one after the other and the second sees what the first committed. Someone
 * who may not see the item gets 404 (its existence is not revealed); someone who sees it but is neither its owner
 * nor an admin gets 403.
 */
export async function lockItemToManage(tx: EntityManager, actor: Actor, itemId: number): Promise<void> {
  const [item] = await sql<{ owner_id: number; is_public: boolean }>(
    tx,
    `select i.owner_id, (i.approval_status = 'approved' and i.availability and not o.is_locked) as is_public
       from items i join users o on o.id = i.owner_id
      where i.id = ? for update of i`,
    [itemId],
  );
  if (!item) throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
  if (actor.role === 'admin' || actor.role === 'system' || actor.userId === item.owner_id) return;
  if (!item.is_public) throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
  throw new DomainError(ErrorCode.Forbidden, {
    message: 'Only the owner of this item can change its availability.',
  });
}

/** The owner (or an admin) sets every rule of the listing at once; the next requests are judged by them. */
export const setAvailabilityRulesCommand: BookingCommand<typeof BookingCommands.setAvailabilityRules> =
  transactionalCommand(BookingCommands.setAvailabilityRules, async ({ tx, actor }, { itemId, rules }) => {
    await lockItemToManage(tx, actor, itemId);
    const [row] = await sql<{
      minDays: number;
      maxDays: number | null;
      bufferDays: number;
      advanceNoticeDays: number;
      horizonDays: number | null;
    }>(
      tx,
      `insert into item_availability_rules
         (item_id, min_days, max_days, buffer_days, advance_notice_days, horizon_days, updated_at)
       values (?, ?, ?, ?, ?, ?, now())
       on conflict (item_id) do update set
         min_days = excluded.min_days, max_days = excluded.max_days, buffer_days = excluded.buffer_days,
         advance_notice_days = excluded.advance_notice_days, horizon_days = excluded.horizon_days,
         updated_at = excluded.updated_at
       returning min_days as "minDays", max_days as "maxDays", buffer_days as "bufferDays",
                 advance_notice_days as "advanceNoticeDays", horizon_days as "horizonDays"`,
      [itemId, rules.minDays, rules.maxDays, rules.bufferDays, rules.advanceNoticeDays, rules.horizonDays],
    );
    return { itemId, rules: rulesOrDefault(row) };
  });

/**
 * The owner (or an admin) blocks an inclusive range of days. Refused when an active booking (pending or later,
 * not yet returned) holds any of the days, naming the booking: a block never takes a rental away. Under the item's
 * lock, so a request for the same days either committed first (and the block is refused) or waits and finds the
 * block (and is refused).
 */
export const blockDatesCommand: BookingCommand<typeof BookingCommands.blockDates> = transactionalCommand(
  BookingCommands.blockDates,
  async ({ tx, actor, now }, { itemId, range }) => {
    const first = earliestStartDate(now);
    if (range.startDate < first) throw invalid('startDate', AvailabilityMessages.blockPast);
    if (range.endDate > addDays(first, MAX_ADVANCE_DAYS + MAX_RENTAL_DAYS + 1))
      throw invalid('endDate', AvailabilityMessages.blockTooFar);
    await lockItemToManage(tx, actor, itemId);
    const [overlap] = await sql<{ id: number; start_date: string; end_date: string }>(
      tx,
      `select id, start_date::text, end_date::text from bookings
        where item_id = ? and status in (${ACTIVE_SQL}) and start_date <= ? and end_date >= ?
        order by start_date, id limit 1`,
      [itemId, range.endDate, range.startDate],
    );
    if (overlap)
      throw new DomainError(ErrorCode.Conflict, {
        message: AvailabilityRefusalMessages.blockOverlapsBooking(
          overlap.id,
          overlap.start_date,
          overlap.end_date,
        ),
      });
    const [count] = await sql<{ n: number }>(
      tx,
      'select count(*)::int as n from item_blocked_dates where item_id = ? and source = ?',
      [itemId, OWNER_BLOCK_SOURCE],
    );
    if ((count?.n ?? 0) >= AVAILABILITY_LIMITS.ownerBlocks)
      throw new DomainError(ErrorCode.Conflict, { message: AvailabilityMessages.tooManyBlocks });
    const [block] = await sql<BlockedRange>(
      tx,
      `insert into item_blocked_dates (item_id, start_date, end_date, note, source)
       values (?, ?, ?, ?, ?)
       returning id, start_date::text as "startDate", end_date::text as "endDate", note, source`,
      [itemId, range.startDate, range.endDate, range.note, OWNER_BLOCK_SOURCE],
    );
    if (!block) throw new Error('The blocked range was not written');
    return { block };
  },
);

/** The owner (or an admin) unblocks one of the ranges they blocked; an imported range changes with its calendar. */
export const unblockDatesCommand: BookingCommand<typeof BookingCommands.unblockDates> = transactionalCommand(
  BookingCommands.unblockDates,
  async ({ tx, actor }, { itemId, blockId }) => {
    await lockItemToManage(tx, actor, itemId);
    const [block] = await sql<{ source: string }>(
      tx,
      'select source from item_blocked_dates where id = ? and item_id = ?',
      [blockId, itemId],
    );
    if (!block) throw new DomainError(ErrorCode.NotFound, { message: AvailabilityMessages.blockNotFound });
    if (block.source !== OWNER_BLOCK_SOURCE)
      throw new DomainError(ErrorCode.Conflict, { message: AvailabilityMessages.importedBlock });
    await sql(tx, 'delete from item_blocked_dates where id = ?', [blockId]);
    return { blockId };
  },
);
