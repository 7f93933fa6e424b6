import {
  CALENDAR_LIMITS,
  CalendarImportMessages,
  type CommandRegistration,
  DomainError,
  type EntityManager,
  ErrorCode,
  handleCommand,
  run,
  sql,
} from '@koalarent/core';
import { syncCalendarImport } from '../calendar/sync.js';
import { BookingCommands } from '../client.js';
import { queueCalendarSync } from '../jobs/timer-jobs.js';
import { lockItemToManage } from './availability.js';
import { type BookingCommand, exactlyOnce, transactionalCommand } from './shared.js';

/** The listing's import, under its lock; 404 when the listing has no such import. */
async function lockImport(tx: EntityManager, itemId: number, importId: number): Promise<void> {
  const [row] = await sql(tx, 'select 1 from item_calendar_imports where id = ? and item_id = ? for update', [
    importId,
    itemId,
  ]);
  if (!row) throw new DomainError(ErrorCode.NotFound, { message: CalendarImportMessages.notFound });
}

/**
 * The owner (or an admin) adds an external calendar to the listing (issue 23 §3): at most CALENDAR_LIMITS.maxImports,
 * each address once. Its first sync is queued once the row is committed, so its days block within moments; should
 * the queue fail then, the next sweep syncs it (it was never synced).
 */
export const addCalendarImportCommand: CommandRegistration = handleCommand(
  BookingCommands.addCalendarImport,
  async ({ itemId, calendar }, { actor, deps, job }) => {
    const result = await exactlyOnce(deps, job, async (tx) => {
      await lockItemToManage(tx, actor, itemId);
      const existing = await sql<{ url: string }>(
        tx,
        'select url from item_calendar_imports where item_id = ?',
        [itemId],
      );
      if (existing.some((row) => row.url === calendar.url))
        throw new DomainError(ErrorCode.Conflict, {
          message: CalendarImportMessages.duplicate,
          fieldErrors: { url: CalendarImportMessages.duplicate },
        });
      if (existing.length >= CALENDAR_LIMITS.maxImports)
        throw new DomainError(ErrorCode.Conflict, { message: CalendarImportMessages.tooMany });
      const [row] = await sql<{ id: number }>(
        tx,
        'insert into item_calendar_imports (item_id, url, name) values (?, ?, ?) returning id',
        [itemId, calendar.url, calendar.name],
      );
      if (!row) throw new Error('The calendar import was not written');
      return { importId: row.id };
    });
    await queueCalendarSync(deps, result.importId).catch((err: unknown) =>
      deps.logger.warn({ err, importId: result.importId }, 'calendar sync not queued; the sweep will run it'),
    );
    return result;
  },
);

/** The owner (or an admin) removes an imported calendar, and with it every range it blocked, in one transaction. */
export const removeCalendarImportCommand: BookingCommand<typeof BookingCommands.removeCalendarImport> =
  transactionalCommand(BookingCommands.removeCalendarImport, async ({ tx, actor }, { itemId, importId }) => {
    await lockItemToManage(tx, actor, itemId);
    await lockImport(tx, itemId, importId);
    await run(tx, 'delete from item_blocked_dates where item_id = ? and source = ?', [
      itemId,
      String(importId),
    ]);
    await run(tx, 'delete from item_calendar_imports where id = ?', [importId]);
    return { importId };
  });

/**
 * "Sync now": the owner (or an admin) has an imported calendar fetched at once and hears how it ended (its status;
 * the reason is on the import). The permission is checked first, in a transaction of its own, since the fetch must
 * not hold the item's lock.
 */
export const syncCalendarImportCommand: CommandRegistration = handleCommand(
  BookingCommands.syncCalendarImport,
  async ({ itemId, importId }, { actor, deps }) => {
    await deps.orm.em.fork().transactional(async (tx) => {
      await lockItemToManage(tx, actor, itemId);
      await lockImport(tx, itemId, importId);
    });
    const outcome = await syncCalendarImport(deps, importId);
    if (outcome.status === 'skipped')
      throw new DomainError(ErrorCode.NotFound, { message: CalendarImportMessages.notFound });
    return { importId, status: outcome.status };
  },
);
