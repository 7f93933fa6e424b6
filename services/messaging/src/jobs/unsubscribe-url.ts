import type { WorkerDeps } from '@koalarent/core';
import { unsubscribeToken } from '../email/unsubscribe-token.js';

/** Where an unsubscribe link of this member and kind points (the gateway answers it without sign-in). */
export async function unsubscribeUrl(
  deps: WorkerDeps,
  userId: number,
  kind: Parameters<typeof unsubscribeToken>[2],
): Promise<string> {
  const token = await unsubscribeToken(deps.orm.em.fork(), userId, kind);
  return `${deps.config.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}
