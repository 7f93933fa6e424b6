import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from './harness.js';
import { fakeWebBuild } from './web-build.js';

/**
 * A kept page past its TTL is answered stale while it is rendered again in the background (issue 21 §4: no visitor
 * waits on a render because a kept page expired). The server bundle here numbers its renders, so each answer says
 * which render it is; the TTL is one second.
 */
let stack: TestStack;
let webDir: string;

const SHELL =
  '<!doctype html><html lang="en"><head><title>KoalaRent</title></head><body><div id="root"></div></body></html>';

const BUNDLE = `
let renders = 0;
export async function renderPage(input) {
  renders += 1;
  const n = renders;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { kind: 'page', html: '<main id="render">' + n + '</main>', state: '{}', title: 'KoalaRent' };
}
`;

beforeAll(async () => {
  webDir = await fakeWebBuild(SHELL, BUNDLE);
  stack = await startStack({ WEB_DIST_DIR: webDir, PAGE_CACHE_SECONDS: '1' });
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDir, { recursive: true, force: true });
});

async function get(
  pathname: string,
): Promise<{ render: number | null; cache: string | null; control: string | null }> {
  const res = await fetch(`${stack.baseUrl}${pathname}`);
  const match = /<main id="render">(\d+)<\/main>/.exec(await res.text());
  return {
    render: match?.[1] ? Number(match[1]) : null,
    cache: res.headers.get('x-cache'),
    control: res.headers.get('cache-control'),
  };
}

describe('a kept page past its TTL', () => {
  it('is answered stale while it is rendered again, then fresh from the new render', async () => {
    const first = await get('/about');
    expect(first).toMatchObject({ cache: 'MISS', render: 1 });
    expect(first.control).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
    expect(await get('/about')).toMatchObject({ cache: 'HIT', render: 1 });

    await sleep(1_100);
    // Expired: the kept page, at once, while render 2 runs; a second request meanwhile starts no third.
    expect(await get('/about')).toMatchObject({ cache: 'STALE', render: 1 });
    expect(await get('/about')).toMatchObject({ cache: 'STALE', render: 1 });
    await expect.poll(async () => (await get('/about')).cache, { timeout: 5_000 }).toBe('HIT');
    expect((await get('/about')).render).toBe(2);
  });

  it('is forgotten once its stale time has passed too: the next visitor waits for a render again', async () => {
    expect((await get('/help')).cache).toBe('MISS');
    await sleep(2_100);
    expect((await get('/help')).cache).toBe('MISS');
  });
});
