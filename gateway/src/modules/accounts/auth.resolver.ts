import { authenticate, registerAccount, requestVerificationEmail, verifyEmail } from '@koalarent/core';
import { Arg, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { LoginThrottle, RegistrationLimit, ResendLimit } from './auth.guards.js';
import { AdminLoginInputGql, LoginInputGql, RegisterInputGql } from './auth.inputs.js';
import { endSession, startSession } from './session.js';
import { toUserView, UserView } from './user.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null' })
  me(@Ctx() ctx: GatewayContext): UserView | null {
    // The session's member snapshot: no database read, and already null for a member gone, locked or unverified.
    return ctx.member && ctx.viewer ? toUserView(ctx.member, ctx.viewer) : null;
  }

  @Mutation(() => UserView, { description: 'Creates an account; it can sign in once its e-mail is verified' })
  @UseMiddleware(RegistrationLimit)
  async register(@Arg('input', () => RegisterInputGql) input: RegisterInputGql, @Ctx() ctx: GatewayContext) {
    const user = await registerAccount(ctx.em, {
      ...input,
      confirmPassword: input.confirmPassword ?? undefined,
    });
    ctx.deps.relay.kick();
    return toUserView(user, { id: user.id, role: user.role });
  }

  @Mutation(() => UserView)
  @UseMiddleware(LoginThrottle)
  async login(@Arg('input', () => LoginInputGql) input: LoginInputGql, @Ctx() ctx: GatewayContext) {
    const rememberMe = input.rememberMe ?? false;
    const user = await authenticate(
      ctx.em,
      { email: input.email, password: input.password, rememberMe },
      { adminOnly: false },
    );
    const firstSignIn = await startSession(ctx, user, rememberMe, 'member');
    return { ...toUserView(user, ctx.viewer), firstSignIn };
  }

  @Mutation(() => UserView, { description: 'Admin sign-in; refuses accounts without the admin role' })
  @UseMiddleware(LoginThrottle)
  async adminLogin(
    @Arg('input', () => AdminLoginInputGql) input: AdminLoginInputGql,
    @Ctx() ctx: GatewayContext,
  ) {
    const user = await authenticate(ctx.em, { ...input }, { adminOnly: true });
    const firstSignIn = await startSession(ctx, user, false, 'admin');
    return { ...toUserView(user, ctx.viewer), firstSignIn };
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server' })
  async logout(@Ctx() ctx: GatewayContext): Promise<boolean> {
    await endSession(ctx);
    return true;
  }

  @Mutation(() => Boolean)
  async verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: GatewayContext): Promise<boolean> {
    await verifyEmail(ctx.em, { token });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Always true: whether the address exists is not revealed' })
  @UseMiddleware(ResendLimit)
  async resendVerification(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    const queued = await requestVerificationEmail(ctx.em, { email }, (address) =>
      ctx.deps.rateLimits.resendForAddress(address),
    );
    if (queued) ctx.deps.relay.kick();
    return true;
  }
}
