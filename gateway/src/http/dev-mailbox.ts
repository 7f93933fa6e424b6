import type { Config } from '@koalarent/core';
import { readMailbox } from '@koalarent/messaging/email';
import { type Request, type Response, Router } from 'express';

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
  router.get('/dev/mailbox', async (req: Request, res: Response) => {
    if (!config.devMailboxPage)
      return void res.status(404).json({ message: 'The local mailbox is disabled on this server.' });
    if (!isLoopbackPeer(req))
      return void res.status(403).json({
        message: 'The local mailbox is only shown on the machine the server runs on.',
        code: 'FORBIDDEN',
      });
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readMailbox(config.mailboxDir));
  });
  return router;
}
