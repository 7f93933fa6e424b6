import { randomUUID } from 'node:crypto';
import {
  availabilityRulesOf,
  BookingCommands,
  blockedRangesOf,
  type CalendarImportView as CalendarImportRow,
  calendarFeedTokenOf,
  calendarFeedUrl,
  calendarImportOf,
  calendarImportsOf,
  itemBookingRules,
} from '@koalarent/bookings/client';
import {
  AvailabilityMessages,
  AvailabilityRulesInput,
  BlockedRangeInput,
  CalendarImportInput,
  CalendarImportMessages,
  type CommandDefinition,
  type CommandInput,
  type CommandResult,
  DomainError,
  ErrorCode,
  IdempotencyKey,
  isRowId,
  parseInput,
  visibleItem,
} from '@koalarent/core';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import {
  AddCalendarImportArgs,
  AvailabilityRulesView,
  BlockDatesArgs,
  BlockedRangeView,
  CalendarImportArgs,
  CalendarImportView,
  ItemAvailabilityArgs,
  ItemBookingRulesView,
  SetAvailabilityRulesArgs,
  UnblockDatesArgs,
} from './availability.types.js';
import { underIdempotencyKey } from './same-key-retry.js';

/**
 * Who may see and change a listing's availability: its owner or an admin. Someone who may not see the listing gets
 * 404 'Item not found' (its existence is not revealed), anyone else 403. The bookings worker checks again under the
 * item's lock.
 */
async function requireManager(ctx: GatewayContext, viewer: Viewer, itemId: number): Promise<void> {
  const item = await visibleItem(ctx.em, itemId, viewer);
  if (viewer.role !== 'admin' && item.ownerId !== viewer.id)
    throw new DomainError(ErrorCode.Forbidden, {
      message: 'Only the owner of this item can change its availability.',
    });
}

/** Runs one availability command in the bookings worker under the client's key (or a fresh one). */
async function run<C extends CommandDefinition>(
  ctx: GatewayContext,
  viewer: Viewer,
  command: C,
  input: CommandInput<C>,
  idempotencyKey: string | null | undefined,
): Promise<CommandResult<C>> {
  const key = idempotencyKey == null ? randomUUID() : parseInput(IdempotencyKey, idempotencyKey);
  return underIdempotencyKey(ctx, key, () =>
    ctx.deps.commands.execute(command, input, {
      actor: { userId: viewer.id, role: viewer.role },
      idempotencyKey: key,
    }),
  );
}

/** An imported calendar as the API shows it (times as ISO 8601). */
function importView(row: CalendarImportRow): CalendarImportView {
  return {
    ...row,
    lastSyncAt: row.lastSyncAt ? new Date(row.lastSyncAt).toISOString() : null,
    lastSuccessAt: row.lastSuccessAt ? new Date(row.lastSuccessAt).toISOString() : null,
  };
}

async function importOrNotFound(
  ctx: GatewayContext,
  itemId: number,
  importId: number,
): Promise<CalendarImportView> {
  const row = await calendarImportOf(ctx.em, itemId, importId);
  if (!row) throw new DomainError(ErrorCode.NotFound, { message: CalendarImportMessages.notFound });
  return importView(row);
}

/**
 * Issue 23 §1 and §3: a listing's availability rules, blocked dates, iCal feed and imported calendars, for its owner
 * and admins (REST beside it).
 */
@Resolver(() => AvailabilityRulesView)
export class AvailabilityResolver {
  @Authorized()
  @Query(() => AvailabilityRulesView, {
    description: "A listing's availability rules: its owner or an admin (NOT_FOUND / FORBIDDEN otherwise)",
  })
  async availabilityRules(
    @Arg('itemId', () => Int) itemId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<AvailabilityRulesView> {
    await requireManager(ctx, viewer, itemId);
    return { ...(await availabilityRulesOf(ctx.em, itemId)), itemId };
  }

  @FieldResolver(() => String, {
    description:
      "The listing's secret iCal feed (booked and blocked days as all-day events) for other calendars to subscribe to; rotateCalendarFeed replaces it",
  })
  async icalUrl(
    @Root() rules: AvailabilityRulesView,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<string> {
    const token =
      (await calendarFeedTokenOf(ctx.em, rules.itemId)) ??
      (await run(ctx, viewer, BookingCommands.calendarFeedToken, { itemId: rules.itemId }, null)).token;
    return calendarFeedUrl(ctx.deps.config.publicUrl, token);
  }

  @Query(() => ItemBookingRulesView, {
    description:
      'The rules a rental of the listing must keep and the window they leave, for anyone who may see it (the wizard reads it beside itemAvailability); NOT_FOUND otherwise',
  })
  async itemBookingRules(
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemBookingRulesView> {
    await visibleItem(ctx.em, itemId, ctx.viewer);
    const { rules, window } = await itemBookingRules(ctx.em, itemId, new Date());
    return { ...rules, earliestStartDate: window.earliestStart, latestEndDate: window.latestEnd };
  }

  @Authorized()
  @Query(() => [BlockedRangeView], {
    description: "A listing's blocked date ranges, in date order: its owner or an admin",
  })
  async blockedDates(
    @Arg('itemId', () => Int) itemId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BlockedRangeView[]> {
    await requireManager(ctx, viewer, itemId);
    return blockedRangesOf(ctx.em, itemId);
  }

  @Authorized()
  @Mutation(() => AvailabilityRulesView, {
    description:
      'Sets every availability rule of a listing (maxDays / horizonDays null: no limit); the next requests are judged by them',
  })
  async setAvailabilityRules(
    @Args(() => SetAvailabilityRulesArgs) { itemId, input, idempotencyKey }: SetAvailabilityRulesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<AvailabilityRulesView> {
    await requireManager(ctx, viewer, itemId);
    const rules = parseInput(AvailabilityRulesInput, {
      ...input,
      maxDays: input.maxDays ?? null,
      horizonDays: input.horizonDays ?? null,
    });
    const result = await run(
      ctx,
      viewer,
      BookingCommands.setAvailabilityRules,
      { itemId, rules },
      idempotencyKey,
    );
    return { ...result.rules, itemId };
  }

  @Authorized()
  @Mutation(() => BlockedRangeView, {
    description:
      'Blocks an inclusive range of days; CONFLICT naming the booking when an active booking holds any of them',
  })
  async blockDates(
    @Args(() => BlockDatesArgs) { itemId, input, idempotencyKey }: BlockDatesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<BlockedRangeView> {
    await requireManager(ctx, viewer, itemId);
    const range = parseInput(BlockedRangeInput, { ...input });
    const result = await run(ctx, viewer, BookingCommands.blockDates, { itemId, range }, idempotencyKey);
    return result.block;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Unblocks one of the ranges the owner blocked' })
  async unblockDates(
    @Args(() => UnblockDatesArgs) { itemId, blockId, idempotencyKey }: UnblockDatesArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await requireManager(ctx, viewer, itemId);
    if (!isRowId(blockId))
      throw new DomainError(ErrorCode.NotFound, { message: AvailabilityMessages.blockNotFound });
    await run(ctx, viewer, BookingCommands.unblockDates, { itemId, blockId }, idempotencyKey);
    return true;
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      "Replaces the listing's iCal feed address with a new secret one (the old one answers 404 from now on); answers the new icalUrl",
  })
  async rotateCalendarFeed(
    @Args(() => ItemAvailabilityArgs) { itemId, idempotencyKey }: ItemAvailabilityArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<string> {
    await requireManager(ctx, viewer, itemId);
    const { token } = await run(ctx, viewer, BookingCommands.rotateCalendarFeed, { itemId }, idempotencyKey);
    return calendarFeedUrl(ctx.deps.config.publicUrl, token);
  }

  @Authorized()
  @Query(() => [CalendarImportView], {
    description: "A listing's imported calendars with their sync status and conflicts: its owner or an admin",
  })
  async calendarImports(
    @Arg('itemId', () => Int) itemId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<CalendarImportView[]> {
    await requireManager(ctx, viewer, itemId);
    return (await calendarImportsOf(ctx.em, itemId)).map(importView);
  }

  @Authorized()
  @Mutation(() => CalendarImportView, {
    description:
      "Imports an external iCal calendar into the listing's blocked dates (first sync at once, then every 15 minutes); CONFLICT when already imported or at the limit",
  })
  async addCalendarImport(
    @Args(() => AddCalendarImportArgs) { itemId, input, idempotencyKey }: AddCalendarImportArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<CalendarImportView> {
    await requireManager(ctx, viewer, itemId);
    const calendar = parseInput(CalendarImportInput, { ...input });
    const { importId } = await run(
      ctx,
      viewer,
      BookingCommands.addCalendarImport,
      { itemId, calendar },
      idempotencyKey,
    );
    return importOrNotFound(ctx, itemId, importId);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Removes an imported calendar and every day it blocked',
  })
  async removeCalendarImport(
    @Args(() => CalendarImportArgs) { itemId, importId, idempotencyKey }: CalendarImportArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await requireManager(ctx, viewer, itemId);
    if (!isRowId(importId))
      throw new DomainError(ErrorCode.NotFound, { message: CalendarImportMessages.notFound });
    await run(ctx, viewer, BookingCommands.removeCalendarImport, { itemId, importId }, idempotencyKey);
    return true;
  }

  @Authorized()
  @Mutation(() => CalendarImportView, {
    description:
      'Syncs an imported calendar now and answers it with the outcome (status, and the reason when the sync changed nothing)',
  })
  async syncCalendarImport(
    @Args(() => CalendarImportArgs) { itemId, importId, idempotencyKey }: CalendarImportArgs,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<CalendarImportView> {
    await requireManager(ctx, viewer, itemId);
    if (!isRowId(importId))
      throw new DomainError(ErrorCode.NotFound, { message: CalendarImportMessages.notFound });
    await run(ctx, viewer, BookingCommands.syncCalendarImport, { itemId, importId }, idempotencyKey);
    return importOrNotFound(ctx, itemId, importId);
  }
}
