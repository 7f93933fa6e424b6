import {
  type ApiToken,
  ApiTokenMessages,
  createApiToken,
  DomainError,
  ErrorCode,
  listApiTokens,
  revokeApiToken,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { ApiTokenView, CreateApiTokenInputGql, CreatedApiTokenView } from './api-token.types.js';

function toView(token: ApiToken): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    scopes: [...token.scopes],
    lastFour: token.lastFour,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
    createdAt: token.createdAt,
  };
}

/** Tokens are managed over a signed-in session only: a token that could mint tokens would outlive its revocation. */
function signedInMember(ctx: GatewayContext, viewer: Viewer): Viewer {
  if (ctx.token)
    throw new DomainError(ErrorCode.Forbidden, { message: ApiTokenMessages.tokensCannotManageTokens });
  // The owner's real role decides the admin scopes (a session's viewer has it).
  return viewer;
}

/** Issue 25 §3: personal access tokens, also at /api/tokens (REST rows in api-token-routes.ts). */
@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenView], {
    description:
      "The signed-in member's API tokens, newest first (never their secrets). FORBIDDEN over a token",
  })
  async myApiTokens(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<ApiTokenView[]> {
    const member = signedInMember(ctx, viewer);
    return (await listApiTokens(ctx.em, member.id)).map(toView);
  }

  @Authorized()
  @Mutation(() => CreatedApiTokenView, {
    description:
      'Makes a personal access token; its secret is answered this once. BAD_USER_INPUT with field errors; FORBIDDEN for admin scopes of a non-admin and over a token',
  })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInputGql) input: CreateApiTokenInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<CreatedApiTokenView> {
    const member = signedInMember(ctx, viewer);
    // type-graphql hands over a class instance; the shared schema reads a plain body.
    const { token, secret } = await createApiToken(ctx.em, member, { ...input });
    return { ...toView(token), token: secret };
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Revokes a token at once, on every gateway. NOT_FOUND for an unknown or already revoked id; FORBIDDEN over a token',
  })
  async revokeApiToken(
    @Arg('id', () => Int) id: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    const member = signedInMember(ctx, viewer);
    await revokeApiToken(ctx.em, member, id);
    // Its open graphql-ws sockets close on every gateway: no subscription streams on after the revocation.
    await ctx.deps.sessions.endTokenSockets([id]);
    return true;
  }
}
