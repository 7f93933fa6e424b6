import { DomainError, ErrorCode, updateProfile, visibleProfile } from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { toUserView, UserView } from '../accounts/user.type.js';
import { ProfileInputGql } from './item.inputs.js';

@Resolver()
export class ProfileResolver {
  @Query(() => UserView, {
    description: "NOT_FOUND ('User not found') when missing, or locked and not the viewer themself",
  })
  async user(@Arg('id', () => Int) id: number, @Ctx() ctx: GatewayContext): Promise<UserView> {
    return toUserView(await visibleProfile(ctx.em, id, ctx.viewer), ctx.viewer);
  }

  @Authorized()
  @Mutation(() => UserView, { description: 'The member themself or an admin' })
  async updateProfile(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProfileInputGql) input: ProfileInputGql,
    @Ctx() ctx: GatewayContext,
  ): Promise<UserView> {
    if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
    const user = await updateProfile(ctx.em, ctx.viewer, id, { ...input });
    // The session's cached snapshot (what `me` answers) is dropped now, so the next /api/auth/me shows the
    // change at once; the database trigger tells the other gateways too.
    await ctx.deps.sessions.forgetMember(user.id);
    return toUserView(user, ctx.viewer);
  }
}
