import { recordSignIn, type User } from '@koalarent/core';
import type { GatewayContext } from '../../context.js';
import { clearSessionCookies, setSessionCookies } from '../../session/cookies.js';

/**
 * Signs a user in at the door: core records the sign-in (and its `user.logged_in` event); then a fresh session
 * id replaces whatever session the browser had (no fixation) and the cookies are set. Answers whether this was the
 * member's first sign-in.
 */
export async function startSession(
  ctx: GatewayContext,
  user: User,
  remember: boolean,
  via: 'member' | 'admin' | 'social',
): Promise<boolean> {
  const firstSignIn = await recordSignIn(ctx.em, user, {
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
    via,
  });
  ctx.deps.relay.kick();
  if (ctx.sessionId) await ctx.deps.sessions.destroy(ctx.sessionId);
  const id = await ctx.deps.sessions.create({
    userId: user.id,
    role: user.role,
    remember,
    createdAt: new Date().toISOString(),
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
  });
  ctx.sessionId = id;
  ctx.viewer = { id: user.id, role: user.role };
  // The next request reads the new member's snapshot; this one no longer speaks for the previous session.
  ctx.member = null;
  if (ctx.http) setSessionCookies(ctx.http, ctx.deps.config, id, remember);
  return firstSignIn;
}

export async function endSession(ctx: GatewayContext): Promise<void> {
  if (ctx.sessionId) await ctx.deps.sessions.destroy(ctx.sessionId);
  ctx.sessionId = null;
  ctx.viewer = null;
  ctx.member = null;
  if (ctx.http) clearSessionCookies(ctx.http, ctx.deps.config);
}
