import { type Config, DomainError, ErrorCode } from '@koalarent/core';
import { type MailboxEntry, readMailbox } from '@koalarent/messaging/email';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { RouteContract } from '../rest/route-contract.js';

/** One mail as readMailbox answers it. */
const MailboxEntryBody = z.object({
  id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
}) satisfies z.ZodType<MailboxEntry>;

export const devMailboxContract: RouteContract = {
  method: 'GET',
  path: '/dev/mailbox',
  operationId: 'devMailbox',
  tag: 'development',
  summary: 'GET /api/dev/mailbox: the local mailbox (the newest 50 mails)',
  developmentOnly:
    'answered where DEV_MAILBOX_PAGE is on (by default with MAIL_TRANSPORT=mailbox outside production) and only ' +
    "to a browser on the server's own machine; everywhere else it answers 404 or 403.",
  access: 'public',
  backed: false,
  responses: {
    200: {
      description: 'The mails, newest first.',
      content: { 'application/json': z.array(MailboxEntryBody) },
    },
    403: { description: "A caller that is not on the server's own machine." },
    404: { description: 'The local mailbox is disabled on this server (production, SMTP).' },
  },
};

/** Whether the TCP peer is this machine: the socket's address, never X-Forwarded-For or `req.ip`, which a client can write. */
function isLoopbackPeer(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * GET /api/dev/mailbox: the local mailbox, for development only (404 when disabled, e.g. in production), and only
 * to a browser on the server's own machine: the mailbox holds every member's verification links.
 */
export function devMailboxRouter(config: Config): Router {
  const router = Router();
  router.get(devMailboxContract.path, async (req: Request, res: Response, next: NextFunction) => {
    // Refusals are answered by the error handler with the common error body.
    if (!config.devMailboxPage)
      return next(
        new DomainError(ErrorCode.NotFound, { message: 'The local mailbox is disabled on this server.' }),
      );
    if (!isLoopbackPeer(req))
      return next(
        new DomainError(ErrorCode.Forbidden, {
          message: 'The local mailbox is only shown on the machine the server runs on.',
        }),
      );
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readMailbox(config.mailboxDir));
  });
  return router;
}
