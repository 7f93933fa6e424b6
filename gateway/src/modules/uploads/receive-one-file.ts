import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { DomainError, ErrorCode, MAX_IMAGE_BYTES, UploadMessages } from '@koalarent/core';
import busboy from 'busboy';

export interface ReceivedFile {
  data: Buffer;
  fileName: string;
}

/** What the sender reads when the multipart body itself is wrong (not the image in it). */
export const MultipartMessages = {
  notMultipart: 'Send the image as multipart/form-data.',
  noCompletePart:
    'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).',
  truncated: 'The upload ended before the form did. Please try again.',
  malformedPart: 'The upload could not be read: a part of the form is malformed.',
  tooManyParts: 'The form has too many parts. Send one image alone.',
  partAfterFile: 'The form has a part after the image. Send the image alone.',
  oneImage: 'Upload one image per request.',
  noImage: 'Choose an image to upload.',
  afterEnd: 'The upload could not be read: it goes on after the end of the form.',
} as const;

/**
 * Once the whole body is in, the parser finishes within a few turns of the event loop. busboy has one way never
 * to finish: parts after the closing delimiter in the same chunk are still parsed, and a file opened there waits
 * for an end that will not come. Past this wait the body is refused instead of holding the request forever.
 */
const PARSER_FINISH_MS = 2_000;

function refuse(message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { image: message } });
}

/** The request as far as reading its body goes (an IncomingMessage; a plain stream in unit tests). */
export type MultipartSource = Readable & { headers: IncomingHttpHeaders };

/**
 * Reads exactly one file from a multipart body, never holding more than 5 MB (+1 byte to tell "too large"), and
 * nothing on disk. Every way the body can be wrong or cut short settles the promise once with a 400-worthy
 * DomainError: busboy reports a truncated or malformed form as an 'error' on the parser *and* on the open file
 * stream, and an unheard 'error' event ends the process, so both always have a listener; a connection closed
 * mid-body never ends the parser, so the request's own 'close' settles it.
 */
export function receiveOneFile(req: MultipartSource): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Keep the name as sent, so a name trying to walk the file system is refused rather than silently cut.
        preservePath: true,
        limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 5, parts: 8, fieldSize: 1024 },
      });
    } catch {
      reject(refuse(MultipartMessages.notMultipart));
      return;
    }

    let settled = false;
    let file: ReceivedFile | null = null;
    let fileSeen = false;
    let partSeen = false;
    /** A refusal decided while the body is still arriving; the answer waits for the parser to finish. */
    let failure: DomainError | null = null;

    let stalled: NodeJS.Timeout | null = null;

    const stop = (error: DomainError) => {
      if (settled) return;
      settled = true;
      if (stalled) clearTimeout(stalled);
      // Nothing more is parsed: the rest of the body is left to the HTTP server (the route closes the connection).
      req.unpipe(parser);
      req.removeListener('close', onRequestClose);
      parser.destroy();
      reject(error);
    };
    const onRequestClose = () => {
      // The request ended normally: the parser has its end and settles on its own.
      if (req.readableEnded) return;
      stop(refuse(MultipartMessages.truncated));
    };

    parser.on('file', (_field, stream, info) => {
      partSeen = true;
      // The parser destroys an open file stream with its own error when the form is cut; it is answered there.
      stream.on('error', () => {});
      if (fileSeen) {
        failure ??= refuse(MultipartMessages.oneImage);
        stream.resume();
        return;
      }
      fileSeen = true;
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
    parser.on('field', () => {
      partSeen = true;
      if (fileSeen) failure ??= refuse(MultipartMessages.partAfterFile);
    });
    // busboy counts a second file against `files: 1` and stops reporting it, so the limit is the second image.
    parser.on('filesLimit', () => {
      failure ??= refuse(MultipartMessages.oneImage);
    });
    parser.on('fieldsLimit', () => {
      failure ??= refuse(fileSeen ? MultipartMessages.partAfterFile : MultipartMessages.tooManyParts);
    });
    parser.on('partsLimit', () => {
      failure ??= refuse(MultipartMessages.tooManyParts);
    });
    parser.on('error', (error: Error) => {
      if (failure) return stop(failure);
      if (/unexpected end/i.test(error.message))
        return stop(refuse(partSeen ? MultipartMessages.truncated : MultipartMessages.noCompletePart));
      stop(refuse(MultipartMessages.malformedPart));
    });
    parser.on('close', () => {
      if (settled) return;
      if (failure) return stop(failure);
      if (!file) return stop(refuse(MultipartMessages.noImage));
      settled = true;
      if (stalled) clearTimeout(stalled);
      req.removeListener('close', onRequestClose);
      resolve(file);
    });
    // Closed before the route got here (while the session was read): nothing will ever arrive.
    if (req.destroyed && !req.readableEnded) return stop(refuse(MultipartMessages.truncated));
    req.on('close', onRequestClose);
    req.once('end', () => {
      if (!settled) stalled = setTimeout(() => stop(refuse(MultipartMessages.afterEnd)), PARSER_FINISH_MS);
    });
    req.pipe(parser);
  });
}
