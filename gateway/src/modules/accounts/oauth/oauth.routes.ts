import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, signInWithProvider } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import { buildContext } from '../../../context.js';
import type { GatewayDeps } from '../../../deps.js';
import { parseCookies } from '../../../session/cookies.js';
import { startSession } from '../session.js';
import { isProviderName } from './providers.js';

const STATE_COOKIE = 'koala.oauth_state';

function toAuthPage(res: Response, params: Record<string, string>): void {
  res.redirect(303, `/auth?${new URLSearchParams(params).toString()}`);
}

/** GET /api/auth/:provider starts a social sign-in; GET /api/auth/:provider/callback finishes it. */
export function oauthRouter(deps: GatewayDeps): Router {
  const router = Router();

  router.get('/auth/:provider', async (req: Request, res: Response) => {
    const provider = String(req.params.provider);
    if (!isProviderName(provider)) return void res.status(404).json({ message: 'Unknown sign-in provider' });
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

  router.get('/auth/:provider/callback', async (req: Request, res: Response) => {
    const provider = String(req.params.provider);
    if (!isProviderName(provider)) return void res.status(404).json({ message: 'Unknown sign-in provider' });
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
