import { randomBytes } from 'node:crypto';
import { sql } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { lockItemToManage } from './availability.js';
import { type BookingCommand, transactionalCommand } from './shared.js';

/** A feed token: 32 random bytes, URL-safe (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The token of the listing's secret iCal feed (issue 23 §3), made the first time its owner (or an admin) asks for
 * the feed's address and kept from then on.
 */
export const calendarFeedTokenCommand: BookingCommand<typeof BookingCommands.calendarFeedToken> =
  transactionalCommand(BookingCommands.calendarFeedToken, async ({ tx, actor }, { itemId }) => {
    await lockItemToManage(tx, actor, itemId);
    await sql(
      tx,
      'insert into item_calendar_feeds (item_id, token) values (?, ?) on conflict (item_id) do nothing',
      [itemId, newToken()],
    );
    const [row] = await sql<{ token: string }>(
      tx,
      'select token from item_calendar_feeds where item_id = ?',
      [itemId],
    );
    if (!row) throw new Error('The calendar feed was not written');
    return { token: row.token };
  });

/** A new token for the listing's feed: the old address answers 404 from now on (a leaked address is shut). */
export const rotateCalendarFeedCommand: BookingCommand<typeof BookingCommands.rotateCalendarFeed> =
  transactionalCommand(BookingCommands.rotateCalendarFeed, async ({ tx, actor }, { itemId }) => {
    await lockItemToManage(tx, actor, itemId);
    const [row] = await sql<{ token: string }>(
      tx,
      `insert into item_calendar_feeds (item_id, token) values (?, ?)
       on conflict (item_id) do update set token = excluded.token, rotated_at = now()
       returning token`,
      [itemId, newToken()],
    );
    if (!row) throw new Error('The calendar feed was not written');
    return { token: row.token };
  });
