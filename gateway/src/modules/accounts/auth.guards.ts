import { DomainError, ErrorCode } from '@koalarent/core';
import type { AuthCheckerFn, MiddlewareFn } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { assertAdminScope } from '../../session/bearer.js';
import { DEVICE_COOKIE, parseCookies, setDeviceCookie } from '../../session/cookies.js';
import { accountKey } from './rate-limits.js';

export type Role = 'admin' | 'user';

/**
 * type-graphql's `@Authorized()` (any signed-in member) and `@Authorized('admin')`. It throws our own domain
 * errors instead of answering false, so a refusal is a 401 or 403 from the error table, not type-graphql's
 * unmapped "Access denied". The viewer's role is read fresh for each request (see context.ts).
 */
export const authChecker: AuthCheckerFn<GatewayContext, Role> = ({ context, info }, roles) => {
  assertRoleIn(context, roles, info.operation.operation);
  return true;
};

/** The same rule for a subscription's topic choice, which runs before type-graphql's resolver middlewares. */
export function assertRole(context: GatewayContext, ...roles: Role[]): void {
  assertRoleIn(context, roles, 'subscription');
}

/**
 * The rule for an operation of type `operation`. An API token reaches an admin operation only when its owner is
 * (still) an admin and it carries an admin scope (`admin:write` for a mutation); a token without one acts with a
 * member's powers only (its viewer's role is `user`, see context.ts).
 */
function assertRoleIn(context: GatewayContext, roles: readonly Role[], operation: string): void {
  if (!context.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  if (context.token && roles.includes('admin')) {
    if (context.member?.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
    assertAdminScope(context.token, operation);
    return;
  }
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw new DomainError(ErrorCode.Forbidden);
}

/**
 * Login attempts are reserved before the password is checked and given back on success (see RateLimits). A
 * browser holding a device cookie for the account is judged on its own record, and every successful sign-in
 * renews the cookie, so the account's owner keeps signing in while strangers guessing at it are paused.
 */
export const LoginThrottle: MiddlewareFn<GatewayContext> = async ({ args, context }, next) => {
  const email = String((args.input as { email?: unknown } | undefined)?.email ?? '');
  const limits = context.deps.rateLimits;
  const account = accountKey(email);
  // Over graphql-ws there is no cookie to read or set: such a client is a stranger.
  const cookie = context.http ? parseCookies(context.http.req.headers.cookie)[DEVICE_COOKIE] : undefined;
  const device = await limits.devices.trustedDevice(cookie, account);
  await limits.reserveLogin(email, context.ipAddress, device);
  const result = await next();
  await limits.loginSucceeded(email, context.ipAddress, device);
  if (context.http)
    setDeviceCookie(context.http, context.deps.config, await limits.devices.issue(cookie, account));
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
