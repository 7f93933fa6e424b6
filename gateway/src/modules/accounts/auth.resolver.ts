import { AdminLoginInput } from '@koalarent/core';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import {
  authenticate,
  currentUser,
  endSession,
  parseInput,
  registerAccount,
  requestVerificationEmail,
  startSession,
  verifyEmail,
} from './account.commands.js';
import { AdminLoginInputGql, LoginInputGql, RegisterInputGql } from './auth.inputs.js';
import { toUserView, UserView } from './user.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null' })
  async me(@Ctx() ctx: GatewayContext): Promise<UserView | null> {
    const user = await currentUser(ctx);
    return user ? toUserView(user, ctx.viewer) : null;
  }

  @Mutation(() => UserView, { description: 'Creates an account; it can sign in once its e-mail is verified' })
  async register(@Arg('input', () => RegisterInputGql) input: RegisterInputGql, @Ctx() ctx: GatewayContext) {
    const user = await registerAccount(ctx, {
      ...input,
      confirmPassword: input.confirmPassword ?? undefined,
    });
    return toUserView(user, { id: user.id, role: user.role });
  }

  @Mutation(() => UserView)
  async login(@Arg('input', () => LoginInputGql) input: LoginInputGql, @Ctx() ctx: GatewayContext) {
    const rememberMe = input.rememberMe ?? false;
    const user = await authenticate(
      ctx,
      { email: input.email, password: input.password, rememberMe },
      { adminOnly: false },
    );
    await startSession(ctx, user, rememberMe, 'member');
    return toUserView(user, ctx.viewer);
  }

  @Mutation(() => UserView, { description: 'Admin sign-in; refuses accounts without the admin role' })
  async adminLogin(
    @Arg('input', () => AdminLoginInputGql) input: AdminLoginInputGql,
    @Ctx() ctx: GatewayContext,
  ) {
    const { email, password } = parseInput(AdminLoginInput, { ...input });
    const user = await authenticate(ctx, { email, password }, { adminOnly: true });
    await startSession(ctx, user, false, 'admin');
    return toUserView(user, ctx.viewer);
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server' })
  async logout(@Ctx() ctx: GatewayContext): Promise<boolean> {
    await endSession(ctx);
    return true;
  }

  @Mutation(() => Boolean)
  async verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: GatewayContext): Promise<boolean> {
    await verifyEmail(ctx, { token });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Always true: whether the address exists is not revealed' })
  async resendVerification(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await requestVerificationEmail(ctx, { email });
    return true;
  }
}
