import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, MAX_IMAGE_BYTES, storeUpload, UploadMessages } from '@koalarent/core';
import busboy from 'busboy';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { buildContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';

interface ReceivedFile {
  data: Buffer;
  fileName: string;
}

function refuse(message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { image: message } });
}

/** Reads exactly one file from a multipart body, never holding more than 5 MB (+1 byte to tell "too large"). */
function receiveOneFile(req: Request): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Keep the name as sent, so a name trying to walk the file system is refused rather than silently cut.
        preservePath: true,
        limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 2, fields: 5, parts: 8, fieldSize: 1024 },
      });
    } catch {
      reject(refuse('Send the image as multipart/form-data.'));
      return;
    }
    let file: ReceivedFile | null = null;
    let failure: DomainError | null = null;
    let count = 0;
    parser.on('file', (_field, stream, info) => {
      count += 1;
      if (count > 1) {
        failure ??= refuse('Upload one image per request.');
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_IMAGE_BYTES) chunks.push(chunk);
      });
      stream.on('limit', () => {
        failure ??= refuse(UploadMessages.tooLarge);
      });
      stream.on('end', () => {
        if (size > MAX_IMAGE_BYTES) failure ??= refuse(UploadMessages.tooLarge);
        else file = { data: Buffer.concat(chunks), fileName: info.filename ?? '' };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= refuse('Upload one image per request.');
    });
    parser.on('error', () => reject(refuse('The upload could not be read.')));
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (!file) return reject(refuse('Choose an image to upload.'));
      resolve(file);
    });
    req.pipe(parser);
  });
}

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
      const file = await receiveOneFile(req);
      const stored = await storeUpload(ctx.em, deps.images, ctx.viewer.id, file);
      res.status(201).json(stored);
    })().catch(next);
  });
  return router;
}
