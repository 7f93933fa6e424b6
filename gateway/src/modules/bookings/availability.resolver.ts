import { randomUUID } from 'node:crypto';
import {
  availabilityRulesOf,
  BookingCommands,
  blockedRangesOf,
  itemBookingRules,
} from '@koalarent/bookings/client';
import {
  AvailabilityMessages,
  AvailabilityRulesInput,
  BlockedRangeInput,
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
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import {
  AvailabilityRulesView,
  BlockDatesArgs,
  BlockedRangeView,
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

/** Issue 23 §1: a listing's availability rules and blocked dates, for its owner and admins (REST beside it). */
@Resolver()
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
    return availabilityRulesOf(ctx.em, itemId);
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
    return result.rules;
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
}
