import type { Config } from '@koalarent/core';
import { readMailbox } from '@koalarent/messaging/client';
import { type Request, type Response, Router } from 'express';

/** GET /api/dev/mailbox: the local mailbox, for development only (404 when disabled, e.g. in production). */
export function devMailboxRouter(config: Config): Router {
  const router = Router();
  router.get('/dev/mailbox', async (_req: Request, res: Response) => {
    if (!config.devMailboxPage)
      return void res.status(404).json({ message: 'The local mailbox is disabled on this server.' });
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readMailbox(config.mailboxDir));
  });
  return router;
}
