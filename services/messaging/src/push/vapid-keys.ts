import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@koalarent/core';
import webPush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services may write to (mailto: or https:). */
  subject: string;
}

const StoredKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const known = new Map<string, VapidKeys>();

/** MAIL_FROM's address ('KoalaRent <no-reply@…>' or a bare address) as a mailto: URL. */
function defaultSubject(config: Config): string {
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else the pair kept in
 * DATA_DIR/push/vapid-keys.json, made on first start (a folder of its own, which containers share as a volume). The gateway (which hands the public key to browsers) and the
 * messaging worker (which signs with the private one) read the same file; the first to start writes it with
 * `wx`, so two processes starting at once cannot each write a different pair. A file that is not a key pair
 * stops the process with its path rather than silently changing keys (every subscription would stop working).
 */
export function vapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const dir = path.join(config.dataDir, 'push');
  const file = path.join(dir, 'vapid-keys.json');
  const cached = known.get(file);
  if (cached) return { ...cached, subject };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const made = webPush.generateVAPIDKeys();
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      text = JSON.stringify(made);
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      text = readFileSync(file, 'utf8');
    }
  }
  let stored: z.infer<typeof StoredKeys>;
  try {
    stored = StoredKeys.parse(JSON.parse(text));
  } catch {
    throw new Error(
      `${file} is not a VAPID key pair ({ "publicKey", "privateKey" }); fix it, or remove it to make a new pair (browsers then subscribe again)`,
    );
  }
  known.set(file, { ...stored, subject });
  return { ...stored, subject };
}
