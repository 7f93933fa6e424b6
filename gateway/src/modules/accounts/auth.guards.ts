import { DomainError, ErrorCode } from '@koalarent/core';
import type { AuthCheckerFn, MiddlewareFn } from 'type-graphql';
import type { GatewayContext } from '../../context.js';

export type Role = 'admin' | 'user';

/**
 * type-graphql's `@Authorized()` (any signed-in member) and `@Authorized('admin')`. It throws our own domain
 * errors instead of answering false, so a refusal is a 401 or 403 from the error table, not type-graphql's
 * unmapped "Access denied". The viewer's role is read fresh for each request (see context.ts).
 */
export const authChecker: AuthCheckerFn<GatewayContext, Role> = ({ context }, roles) => {
  assertRole(context, ...roles);
  return true;
};

/** The same rule for a subscription's topic choice, which runs before type-graphql's resolver middlewares. */
export function assertRole(context: GatewayContext, ...roles: Role[]): void {
  if (!context.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw new DomainError(ErrorCode.Forbidden);
}

/** Login attempts are reserved before the password is checked and given back on success (see RateLimits). */
export const LoginThrottle: MiddlewareFn<GatewayContext> = async ({ args, context }, next) => {
  const email = String((args.input as { email?: unknown } | undefined)?.email ?? '');
  await context.deps.rateLimits.reserveLogin(email, context.ipAddress);
  const result = await next();
  await context.deps.rateLimits.loginSucceeded(email, context.ipAddress);
  return result;
};

export const RegistrationLimit: MiddlewareFn<GatewayContext> = async ({ context }, next) => {
  await context.deps.rateLimits.registration(context.ipAddress);
  return next();
};

export const ResendLimit: MiddlewareFn<GatewayContext> = async ({ context }, next) => {
  await context.deps.rateLimits.resendFromIp(context.ipAddress);
  return next();
};
