import { requestPasswordReset, resetPassword } from '@koalarent/core';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { endSession } from './session.js';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      'Mails a password reset link if a member has this address. Always true: whether the address exists is not revealed',
  })
  async forgotPassword(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await ctx.deps.passwordResetLimits.requestFromIp(ctx.ipAddress);
    const queued = await requestPasswordReset(ctx.em, { email }, (address) =>
      ctx.deps.passwordResetLimits.mailForAddress(address),
    );
    if (queued) ctx.deps.relay.kick();
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with a reset link's token (single use, one hour); ends every session of the member",
  })
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Arg('confirmPassword', () => String, { nullable: true }) confirmPassword: string | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await ctx.deps.passwordResetLimits.attemptFromIp(ctx.ipAddress);
    const userId = await resetPassword(ctx.em, ctx.deps.sessions, {
      token,
      password,
      confirmPassword: confirmPassword ?? undefined,
    });
    // The member's sessions are gone; if this browser held one of them, its cookies go too.
    if (ctx.viewer?.id === userId) await endSession(ctx);
    ctx.deps.relay.kick();
    return true;
  }
}
