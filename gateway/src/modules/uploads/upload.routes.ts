import { randomUUID } from 'node:crypto';
import {
  checkPrivateUploadLink,
  createPrivateImageStore,
  DomainError,
  ErrorCode,
  privateLinkSecret,
  storePrivateUpload,
  storeUpload,
  Upload,
} from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { buildContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';
import { receiveOneFile } from './receive-one-file.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `POST /api/uploads`: a signed-in member uploads one image (multipart/form-data). The answer is the stored
 * image: its id, the URL an item lists, and its renditions. With `?private=true` (identity documents) the image
 * goes to the private store and the answer is its id and size only: no URL, public or otherwise.
 * `GET /api/private-uploads/{id}?expires&signature`: a private upload, for an admin holding a signed link that
 * has not expired; anyone else gets 403 (404 when the upload is gone).
 */
export function uploadRouter(deps: GatewayDeps): Router {
  const router = Router();
  const privateStore = createPrivateImageStore(deps.config);
  const secret = privateLinkSecret(deps.config);
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
      const isPrivate = req.query.private === 'true';
      const stored = isPrivate
        ? await storePrivateUpload(ctx.em, privateStore, ctx.viewer.id, file)
        : await storeUpload(ctx.em, deps.images, ctx.viewer.id, file);
      res.status(201).json(stored);
    })().catch(next);
  });
  router.get('/private-uploads/:id', (req: Request, res: Response, next: NextFunction) => {
    (async () => {
      const id = String(req.params.id);
      const expires = typeof req.query.expires === 'string' ? req.query.expires : undefined;
      const signature = typeof req.query.signature === 'string' ? req.query.signature : undefined;
      if (!UUID.test(id) || !checkPrivateUploadLink(secret, id, expires, signature))
        throw new DomainError(ErrorCode.Forbidden, { message: 'This link is not valid or has expired.' });
      const ctx = await buildContext(
        deps,
        req,
        { req, res, secure: req.secure },
        String(res.locals.requestId ?? randomUUID()),
      );
      // The link alone is not enough: it must also be an admin who opens it.
      if (ctx.viewer?.role !== 'admin') throw new DomainError(ErrorCode.Forbidden);
      const upload = await ctx.em.findOne(Upload, { id, isPrivate: true });
      const key = upload?.variants[upload.variants.length - 1]?.key;
      const data = key ? await privateStore.read(key) : null;
      if (!data) throw new DomainError(ErrorCode.NotFound);
      res
        .status(200)
        .set({
          'content-type': 'image/webp',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        })
        .send(data);
    })().catch(next);
  });
  return router;
}
