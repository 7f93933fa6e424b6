import type { Logger } from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { logRequest } from './request-log.js';

/** A logger that keeps what it is given, at every level. */
function recorder() {
  const lines: Record<string, unknown>[] = [];
  const write = (fields: Record<string, unknown>) => lines.push(fields);
  const logger = { isLevelEnabled: () => true, error: write, info: write, debug: write } as unknown as Logger;
  return { logger, lines };
}

describe('logRequest', () => {
  it('never writes an API token or a signed link’s signature', () => {
    const { logger, lines } = recorder();
    const line = (url: string, status = 403) =>
      logRequest(logger, { reqId: 'r', method: 'GET', url, status, started: performance.now() });
    line('/api/private-uploads/0195f0a2-0000-7000-8000-000000000000?expires=1800000000&signature=AbC-_9xyz');
    line('/api/items?token=krt_secretsecret&page=2');
    line('/api/items?page=2');
    expect(lines.map((l) => l.url)).toEqual([
      '/api/private-uploads/0195f0a2-0000-7000-8000-000000000000?expires=1800000000&signature=[redacted]',
      '/api/items?token=krt_[redacted]&page=2',
      '/api/items?page=2',
    ]);
  });
});
