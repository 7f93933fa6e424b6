import { isDomainError } from '@koalarent/core';
import { unsubscribeByToken } from '@koalarent/messaging/client';
import { languageFromAcceptLanguage, unsubscribePage } from '@koalarent/messaging/email';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { GatewayDeps } from '../../deps.js';
import type { RouteContract } from '../../rest/route-contract.js';

const PAGE = { type: 'string', contentMediaType: 'text/html' };

export const unsubscribeContract: RouteContract = {
  method: 'GET',
  path: '/email/unsubscribe',
  operationId: 'unsubscribeByLink',
  tag: 'email',
  summary: "GET /api/email/unsubscribe: a mail's unsubscribe link (an HTML page)",
  description: "No sign-in: the link's token is the permission. The page is in the member's language.",
  access: 'public',
  backed: true,
  parameters: [
    {
      name: 'token',
      in: 'query',
      required: true,
      description: 'The signed token of the link (a member and a kind of mail).',
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: { description: 'That kind of mail is turned off; a page says so.', content: { 'text/html': PAGE } },
    400: {
      description:
        "A link the server did not make (or none): a page says it is not valid, in the browser's language.",
      content: { 'text/html': PAGE },
    },
  },
};

/**
 * `GET /api/email/unsubscribe?token=…`: the link every mail carries. No sign-in: the token (HMAC-signed member id
 * and kind of mail) is the permission. It turns that kind off and answers a small page saying so, or, for a link
 * the server did not make, a page saying it is invalid (400). HTML, not JSON: the member opens it from their mail,
 * so it is served here rather than by the JSON route table; the messaging service words the page.
 */
export function unsubscribeRouter(deps: GatewayDeps): Router {
  const router = Router();
  router.get(unsubscribeContract.path, (req: Request, res: Response, next: NextFunction) => {
    const raw = req.query.token;
    const token = typeof raw === 'string' ? raw : '';
    const answer = (status: number, html: string) => {
      res.status(status).type('html').send(html);
    };
    unsubscribeByToken(deps.orm.em.fork(), token)
      .then((outcome) => answer(200, unsubscribePage(outcome, deps.config.publicUrl)))
      .catch((error: unknown) => {
        // Only the service's own refusal (a token it did not make) is the caller's; the rest is ours (5xx).
        // No member is known from a link we did not make: the browser's language words the page.
        if (isDomainError(error))
          answer(
            400,
            unsubscribePage(
              null,
              deps.config.publicUrl,
              languageFromAcceptLanguage(req.get('accept-language')),
            ),
          );
        else next(error);
      });
  });
  return router;
}
