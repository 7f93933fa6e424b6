import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, storeUpload } from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { buildContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';
import { receiveOneFile } from './receive-one-file.js';

/**
 * `POST /api/uploads`: a signed-in member uploads one image (multipart/form-data). The answer is the stored
 * image: its id, the URL an item lists, and its renditions.
 */
export function uploadRouter(deps: GatewayDeps): Router {
  const router = Router();
  router.post('/uploads', (req: Request, res: Response, next: NextFunction) => {
    (async () => {
      const ctx = await buildContext(
        deps,
        req,
        { req, res, secure: req.secure },
        String(res.locals.requestId ?? randomUUID()),
      );
      if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
      await deps.rateLimits.uploads(ctx.viewer.id);
      const file = await receiveOneFile(req).catch((error: unknown) => {
        // A refused body may still be arriving (up to any size): answer, then close rather than read the rest.
        if (!req.readableEnded) res.setHeader('connection', 'close');
        throw error;
      });
      const stored = await storeUpload(ctx.em, deps.images, ctx.viewer.id, file);
      res.status(201).json(stored);
    })().catch(next);
  });
  return router;
}
