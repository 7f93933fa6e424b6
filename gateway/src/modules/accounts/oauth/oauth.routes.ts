import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, signInWithProvider } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import { buildContext } from '../../../context.js';
import type { GatewayDeps } from '../../../deps.js';
import type { RouteContract } from '../../../rest/route-contract.js';
import { parseCookies } from '../../../session/cookies.js';
import { startSession } from '../session.js';
import { isProviderName, PROVIDERS } from './providers.js';

const STATE_COOKIE = 'koala.oauth_state';

function toAuthPage(res: Response, params: Record<string, string>): void {
  res.redirect(303, `/auth?${new URLSearchParams(params).toString()}`);
}

const UNKNOWN_PROVIDER = 'Unknown sign-in provider';

const PROVIDER_PARAMETER = {
  name: 'provider',
  in: 'path',
  description: 'The sign-in provider.',
  schema: { type: 'string', enum: [...PROVIDERS] },
} as const;

const NOT_CONFIGURED =
  'To the sign-in page with the reason: `/auth?error=provider_not_configured&provider=…` when the server has no ' +
  'keys for this provider';

const startContract: RouteContract = {
  method: 'GET',
  path: '/auth/:provider',
  operationId: 'startSocialSignIn',
  tag: 'auth',
  summary: "GET /api/auth/{provider}: start a social sign-in (a browser's redirect to the provider)",
  access: 'public',
  backed: true,
  parameters: [
    PROVIDER_PARAMETER,
    {
      name: 'returnTo',
      in: 'query',
      description: 'A path of this site to land on once signed in (anything else lands on the home page).',
      schema: { type: 'string' },
    },
  ],
  responses: {
    302: {
      description: "To the provider's authorization page, with the sign-in's state in a short-lived cookie.",
      headers: {
        Location: "The provider's authorization URL.",
        'Set-Cookie': '`koala.oauth_state`, for the callback.',
      },
    },
    303: { description: `${NOT_CONFIGURED}.`, headers: { Location: 'The sign-in page.' } },
    404: { description: 'A provider the server does not know.' },
  },
};

const callbackContract: RouteContract = {
  method: 'GET',
  path: '/auth/:provider/callback',
  operationId: 'finishSocialSignIn',
  tag: 'auth',
  summary: "GET /api/auth/{provider}/callback: the provider's return, which signs the member in",
  access: 'public',
  backed: true,
  parameters: [
    PROVIDER_PARAMETER,
    {
      name: 'state',
      in: 'query',
      description: 'The state of the sign-in this browser started.',
      schema: { type: 'string' },
    },
    {
      name: 'code',
      in: 'query',
      description: "The provider's authorization code.",
      schema: { type: 'string' },
    },
  ],
  responses: {
    303: {
      description:
        "Signed in (the session cookie set): to the sign-in's returnTo. Otherwise to the sign-in page with the " +
        "reason: `/auth?error=oauth_failed` (a state not this browser's, used or expired, no code, the provider " +
        'refusing), `error=account_locked`, or ' +
        NOT_CONFIGURED.replace('To the sign-in page with the reason: ', '') +
        '.',
      headers: {
        Location: 'Where the browser goes next.',
        'Set-Cookie': 'The session cookie, once signed in.',
      },
    },
    404: { description: 'A provider the server does not know.' },
  },
};

export const oauthContracts: readonly RouteContract[] = [startContract, callbackContract];

/** GET /api/auth/:provider starts a social sign-in; GET /api/auth/:provider/callback finishes it. */
export function oauthRouter(deps: GatewayDeps): Router {
  const router = Router();

  router.get(startContract.path, async (req: Request, res: Response) => {
    const provider = String(req.params.provider);
    // Answered by the error handler with the common error body.
    if (!isProviderName(provider)) throw new DomainError(ErrorCode.NotFound, { message: UNKNOWN_PROVIDER });
    const started = await deps.oauth.begin(provider, req.query.returnTo);
    if (!started) return toAuthPage(res, { error: 'provider_not_configured', provider });
    res.cookie(STATE_COOKIE, started.state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/api/auth',
      maxAge: 600_000,
    });
    res.redirect(302, started.url.toString());
  });

  router.get(callbackContract.path, async (req: Request, res: Response) => {
    const provider = String(req.params.provider);
    if (!isProviderName(provider)) throw new DomainError(ErrorCode.NotFound, { message: UNKNOWN_PROVIDER });
    const client = deps.oauth.client(provider);
    if (!client) return toAuthPage(res, { error: 'provider_not_configured', provider });
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const code = typeof req.query.code === 'string' ? req.query.code : '';
    const cookieState = parseCookies(req.headers.cookie)[STATE_COOKIE];
    res.clearCookie(STATE_COOKIE, { path: '/api/auth' });
    const pending = state && cookieState === state ? await deps.oauth.take(state) : null;
    if (!pending || pending.provider !== provider || !code)
      return toAuthPage(res, { error: 'oauth_failed', provider });
    try {
      const tokens = await client.exchange(code, pending.codeVerifier);
      const profile = await client.profile(tokens);
      const ctx = await buildContext(
        deps,
        req,
        { req, res, secure: req.secure },
        String(res.locals.requestId ?? randomUUID()),
      );
      const user = await signInWithProvider(ctx.em, provider, profile);
      await startSession(ctx, user, true, 'social');
      res.redirect(303, pending.returnTo);
    } catch (error) {
      deps.logger.warn({ err: error, provider }, 'social sign-in failed');
      toAuthPage(res, {
        error:
          error instanceof DomainError && error.code === ErrorCode.AccountLocked
            ? 'account_locked'
            : 'oauth_failed',
        provider,
      });
    }
  });

  return router;
}
