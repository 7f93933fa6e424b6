import { describe, expect, it } from 'vitest';
import { fetchMailbox, isSafeLink, normaliseMailbox } from './mailbox';

const message = (id: string, createdAt: string) => ({
  id,
  to: `${id}@example.com`,
  subject: `Subject ${id}`,
  createdAt,
  text: 'hello',
  html: '<p>hello</p>',
  links: ['http://localhost/verify-email?token=abc'],
});

describe('normaliseMailbox', () => {
  it('sorts newest first and drops malformed entries', () => {
    const result = normaliseMailbox([
      message('a', '2024-01-01T00:00:00Z'),
      { nope: true },
      message('b', '2024-03-01T00:00:00Z'),
      {
        id: 'c',
        to: 'c@example.com',
        subject: 'S',
        createdAt: '2024-02-01T00:00:00Z',
        links: [1, 'http://x/'],
      },
    ]);
    expect(result.map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(result[1]).toMatchObject({ text: '', html: '', links: ['http://x/'] });
  });

  it('returns an empty list for a non-array body', () => {
    expect(normaliseMailbox({})).toEqual([]);
  });
});

describe('isSafeLink', () => {
  it('allows http(s) only', () => {
    expect(isSafeLink('https://koalarent.test/verify-email?token=x')).toBe(true);
    expect(isSafeLink('/verify-email?token=x')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
  });
});

describe('fetchMailbox', () => {
  const respond = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('reports a disabled mailbox on 404', async () => {
    expect(await fetchMailbox(respond(404, {}))).toEqual({ kind: 'disabled' });
  });

  it('reports errors', async () => {
    expect(await fetchMailbox(respond(500, {}))).toEqual({ kind: 'error' });
    expect(
      await fetchMailbox(async () => {
        throw new TypeError('offline');
      }),
    ).toEqual({ kind: 'error' });
  });

  it('returns the messages', async () => {
    const result = await fetchMailbox(respond(200, [message('a', '2024-01-01T00:00:00Z')]));
    expect(result).toMatchObject({ kind: 'ok', messages: [{ id: 'a' }] });
  });
});
