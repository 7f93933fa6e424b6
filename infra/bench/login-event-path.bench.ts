/**
 * Login latency and event-path latency against a running stack (`npm start`, demo data).
 *
 *   npx tsx infra/bench/login-event-path.bench.ts [baseUrl] [logins]
 *
 * An admin subscribes to `loginRecorded` over graphql-ws; a demo member then signs in `logins` times over
 * REST, one after another. For each login it records how long the REST call took (dominated by argon2id,
 * by design) and how long until the admin's subscription delivered the record (outbox → relay → BullMQ →
 * tracking worker → PostgreSQL → Redis pub/sub → gateway → WebSocket). Prints p50/p95/max of both.
 * Bounded: at most `logins` requests (default 100, cap 1000) to the loopback stack it is pointed at.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const baseUrl = (process.argv[2] ?? 'http://localhost:4000').replace(/\/$/, '');
const logins = Math.min(Number(process.argv[3] ?? 100), 1000);
const member = {
  email: process.env.BENCH_EMAIL ?? 'mia@koalarent.test',
  password: process.env.BENCH_PASSWORD ?? 'KoalaDemo!2024',
};
const admin = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@koalarent.test',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'KoalaAdmin!2024',
};

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function stats(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (n=${s.length})`;
}

const adminLogin = await post('/api/auth/admin/login', admin);
if (!adminLogin.ok) throw new Error(`admin login failed: ${adminLogin.status} ${await adminLogin.text()}`);
const adminCookie = cookieOf(adminLogin);
const meRes = await post('/api/auth/login', member);
if (!meRes.ok) throw new Error(`member login failed: ${meRes.status} ${await meRes.text()}`);
const memberId = ((await meRes.json()) as { id: number }).id;

class CookieWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { headers: { cookie: adminCookie } });
  }
}
const ws = createClient({
  url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
  webSocketImpl: CookieWebSocket,
  retryAttempts: 0,
});
let waiting: ((at: number) => void) | null = null;
const unsubscribe = ws.subscribe<{ loginRecorded: { userId: number } }>(
  { query: 'subscription { loginRecorded { userId } }' },
  {
    next: (msg) => {
      if (msg.data?.loginRecorded.userId === memberId) waiting?.(performance.now());
    },
    error: (err) => {
      console.error('subscription failed', err);
      process.exit(1);
    },
    complete: () => undefined,
  },
);
await new Promise((r) => setTimeout(r, 500));

const loginMs: number[] = [];
const deliveryMs: number[] = [];
for (let i = 0; i < logins; i++) {
  const delivered = new Promise<number>((resolve, reject) => {
    waiting = resolve;
    setTimeout(() => reject(new Error('no loginRecorded within 10 s')), 10_000).unref();
  });
  const start = performance.now();
  const res = await post('/api/auth/login', member);
  loginMs.push(performance.now() - start);
  if (!res.ok) throw new Error(`login ${i} failed: ${res.status}`);
  deliveryMs.push((await delivered) - start);
}
unsubscribe();
await ws.dispose();

console.log(`${logins} sequential logins against ${baseUrl}`);
console.log(`  login response:              ${stats(loginMs)}`);
console.log(`  login → admin live feed:     ${stats(deliveryMs)}`);
