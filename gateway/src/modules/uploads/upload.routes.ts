import { randomUUID } from 'node:crypto';
import {
  checkPrivateUploadLink,
  createPrivateImageStore,
  DomainError,
  ErrorCode,
  type PrivateUploadedImage,
  privateLinkSecret,
  storeUpload,
  Upload,
  type UploadedImage,
  UploadMessages,
} from '@koalarent/core';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { buildContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';
import type { RouteContract } from '../../rest/route-contract.js';
import { receiveOneFile } from './receive-one-file.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer to a public upload: what storeUpload returns. */
const UploadedImageBody = z
  .strictObject({
    id: z.guid(),
    url: z.string(),
    width: z.int(),
    height: z.int(),
    variants: z.array(z.strictObject({ width: z.int(), url: z.string() })),
  })
  .describe(
    'The stored image: `url` (the largest rendition) is what an item lists.',
  ) satisfies z.ZodType<UploadedImage>;

/** The answer to a private upload: what storeUpload returns with { private: true }, no URL. */
const PrivateUploadedImageBody = z
  .strictObject({ id: z.guid(), width: z.int(), height: z.int() })
  .describe(
    'With ?private=true: the id to name in an identity check; no URL.',
  ) satisfies z.ZodType<PrivateUploadedImage>;

/** One image as a multipart/form-data part (its field name is not read; `image` is what the web app sends). */
const IMAGE_FORM = {
  type: 'object',
  properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } },
  required: ['image'],
};

const uploadContract: RouteContract = {
  method: 'POST',
  path: '/uploads',
  operationId: 'uploadImage',
  tag: 'uploads',
  summary: 'POST /api/uploads: upload one image (a listing photo; with ?private=true an identity document)',
  description:
    'The image is checked by its bytes (JPEG, PNG or WebP), re-encoded as WebP without its metadata, and stored in ' +
    'renditions; `?private=true` stores only the largest, in the private store, for an identity check.',
  access: 'member',
  backed: true,
  parameters: [
    {
      name: 'private',
      in: 'query',
      description: '`true` for an identity document (the private store); anything else is a public image.',
      schema: { type: 'string', enum: ['true', 'false'] },
    },
  ],
  requestBody: {
    description: 'One image, alone in the form.',
    content: { 'multipart/form-data': IMAGE_FORM },
  },
  responses: {
    201: {
      description: 'Stored.',
      content: { 'application/json': z.union([UploadedImageBody, PrivateUploadedImageBody]) },
    },
    400: {
      description: `The form or the image refused (fieldErrors.image): not multipart/form-data, no image, more than one part, cut short, a name or type refused, or larger than the limit ("${UploadMessages.tooLarge}").`,
    },
    401: { description: 'Not signed in.' },
    403: { description: 'A locked account.' },
    429: { description: 'Too many uploads: Retry-After says how long.' },
  },
};

const privateUploadContract: RouteContract = {
  method: 'GET',
  path: '/private-uploads/:id',
  operationId: 'privateUpload',
  tag: 'uploads',
  summary: 'GET /api/private-uploads/{id}: an identity document, for an admin holding a signed link',
  description:
    "The links come from the admins' identity-check queue and work for five minutes; the link alone is not enough, " +
    'an admin must open it.',
  access: 'admin',
  backed: true,
  parameters: [
    { name: 'id', in: 'path', description: 'The upload id.', schema: z.guid() },
    {
      name: 'expires',
      in: 'query',
      required: true,
      description: 'Epoch seconds the link ends.',
      schema: { type: 'string', pattern: '^\\d{1,12}$' },
    },
    {
      name: 'signature',
      in: 'query',
      required: true,
      description: "The link's signature.",
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: {
      description: 'The image (never cached).',
      content: { 'image/webp': { type: 'string', contentMediaType: 'image/webp' } },
      headers: { 'Cache-Control': '`private, no-store`.' },
    },
    403: {
      description: 'A link not valid or expired, or a caller who is not an admin (signed out included).',
    },
    404: { description: 'The upload is gone (removed after the decision) or is not private.' },
  },
};

export const uploadContracts: readonly RouteContract[] = [uploadContract, privateUploadContract];

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
  router.post(uploadContract.path, (req: Request, res: Response, next: NextFunction) => {
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
        ? await storeUpload(ctx.em, privateStore, ctx.viewer.id, file, { private: true })
        : await storeUpload(ctx.em, deps.images, ctx.viewer.id, file);
      const body: z.output<typeof UploadedImageBody> | z.output<typeof PrivateUploadedImageBody> = stored;
      res.status(201).json(body);
    })().catch(next);
  });
  router.get(privateUploadContract.path, (req: Request, res: Response, next: NextFunction) => {
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
