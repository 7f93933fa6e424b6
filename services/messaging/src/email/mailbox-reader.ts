import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailboxEntry } from './mailer.js';

/** The newest mails of the local development mailbox (the gateway's dev-only page reads this). */
export async function readMailbox(dir: string, limit = 50): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const entries = await Promise.all(
    names.slice(0, limit).map(async (n) => {
      try {
        return JSON.parse(await readFile(path.join(dir, n), 'utf8')) as MailboxEntry;
      } catch {
        return null;
      }
    }),
  );
  return entries.filter((e): e is MailboxEntry => e !== null);
}
