import { z } from 'zod';
import { text } from './text.js';

/**
 * Personal access tokens (issue 25 §3): what a member may ask for and what the answers say. Browser-safe: the web
 * app's Developer section validates with the same schema as both gateway doors (REST and GraphQL).
 */

/** Every token starts with this, so secret scanners (and people) can tell a leaked KoalaRent token at a glance. */
export const API_TOKEN_PREFIX = 'krt_';

/**
 * What a token may do. `read`: queries and GET routes; `write`: mutations and REST writes too (it implies `read`);
 * `admin:read` / `admin:write`: the admin operations, read or write, for a token whose owner is (still) an admin.
 */
export const API_TOKEN_SCOPES = ['read', 'write', 'admin:read', 'admin:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const ADMIN_API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['admin:read', 'admin:write'];

export const API_TOKEN_NAME_MAX = 100;
/** Live (unrevoked, unexpired) tokens one member may hold. */
export const API_TOKENS_PER_MEMBER = 50;

export const ApiTokenMessages = {
  name: 'Give the token a name',
  nameTooLong: 'A token name is at most 100 characters',
  scopes: 'Choose at least one scope: read or write',
  scope: 'Scopes are read, write, admin:read or admin:write',
  adminScopes: 'Only admins can give a token admin scopes',
  expiresAt: 'The expiry must be a date and time (ISO 8601) in the future',
  tooMany: 'You can have at most 50 API tokens; revoke one first',
  notFound: 'No such API token',
  tokensCannotManageTokens: 'API tokens cannot create, list or revoke API tokens; sign in to manage them',
  invalid: 'This API token is invalid, expired or revoked.',
  needsWrite: "This API token has read access only: this needs a token with the 'write' scope.",
  needsRead: "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.",
  needsAdminRead: "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.",
  needsAdminWrite: "This needs an admin's API token with the 'admin:write' scope.",
  tooManyRequests:
    'This API token made too many requests this minute. Try again after the Retry-After seconds.',
  budgetSpent:
    'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.',
} as const;

/**
 * `POST /api/tokens` and the `createApiToken` mutation: a name, one or more scopes, and an optional expiry (ISO 8601
 * with an offset; absent or null means the token does not expire). Whether the admin scopes are allowed depends on
 * who asks, which the command checks.
 */
export const CreateApiTokenBody = z
  .object({
    name: text({ error: ApiTokenMessages.name })
      .trim()
      .min(1, ApiTokenMessages.name)
      .max(API_TOKEN_NAME_MAX, ApiTokenMessages.nameTooLong),
    scopes: z
      .array(z.enum(API_TOKEN_SCOPES, { error: ApiTokenMessages.scope }), { error: ApiTokenMessages.scopes })
      .min(1, ApiTokenMessages.scopes)
      .max(API_TOKEN_SCOPES.length, ApiTokenMessages.scopes)
      .transform((scopes) => [...new Set(scopes)].sort()),
    // text() first, as every string of a contract: a control character is refused with its own message.
    expiresAt: text({ error: ApiTokenMessages.expiresAt })
      .pipe(z.iso.datetime({ offset: true, error: ApiTokenMessages.expiresAt }))
      .nullish()
      .transform((v) => (v ? new Date(v) : null))
      .refine((d) => d === null || d.getTime() > Date.now(), ApiTokenMessages.expiresAt),
  })
  .strip();
export type CreateApiTokenBody = z.output<typeof CreateApiTokenBody>;
