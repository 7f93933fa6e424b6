import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting of every process, validated once at start. A bad value stops the process with a
 * message naming the variable, instead of failing later somewhere less obvious.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000).describe('Gateway HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('Gateway bind address'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe('Public base URL used in e-mail links (default http://localhost:PORT)'),
  DATABASE_URL: z
    .string()
    .min(1)
    .optional()
    .describe('PostgreSQL URL; unset means the launcher starts an embedded PostgreSQL'),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe('Max PostgreSQL connections per process'),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('How long a request waits for a free PostgreSQL connection before failing with 503'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('How long opening a new PostgreSQL connection may take'),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5_000)
    .describe(
      'Longest a single SQL statement may run (server-side statement_timeout; the client gives up 1 s later if the server does not answer); 0 = no limit',
    ),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60_000)
    .describe(
      'PostgreSQL ends a session left idle inside an open transaction this long (frees its locks); 0 = no limit',
    ),
  REDIS_URL: z
    .string()
    .default('redis://127.0.0.1:6379')
    .describe('Redis URL (sessions, queues, rate limits, pub/sub)'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_{}-]+$/)
    .default('koala')
    .describe('Prefix of every Redis key and channel; wrap in {} on Redis Cluster'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    // Redis answers in well under a millisecond; a second of silence means it is down, and every request that needs
    // it should say so (503) well within the 2 s an outage may cost, not after ~9 s (issue 20 §4).
    .default(1_000)
    .describe(
      'How long a gateway Redis command (sessions, rate limits, queue adds) waits for an answer before failing with 503',
    ),
  DATA_DIR: z.string().optional().describe('Local data folder (default .data at the repository root)'),
  MAILBOX_DIR: z
    .string()
    .optional()
    .describe('Where the local mailbox writes e-mails (default DATA_DIR/mailbox)'),
  UPLOAD_DIR: z
    .string()
    .optional()
    .describe('Where uploaded and demo images live (default DATA_DIR/uploads)'),
  PRIVATE_UPLOAD_DIR: z
    .string()
    .optional()
    .describe(
      'Where identity documents and other private uploads live, never served as files (default DATA_DIR/private-uploads; never inside UPLOAD_DIR)',
    ),
  PRIVATE_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Key of the admins' short-lived signed links to private uploads (HMAC); unset means a key made on first start and kept in DATA_DIR/private-link-secret",
    ),
  UPLOAD_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24)
    .describe('Uploaded images no listing or profile uses are removed after this many hours'),
  TRACKING_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .describe(
      'Login and browsing records older than this many days are deleted (hourly job of the tracking worker)',
    ),
  TRACKING_EVENTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('Page views one session (or, signed out, one IP) may report per minute; beyond that 429'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe('Bearer token that unlocks GET /metrics (Prometheus); unset, /metrics answers 404'),
  S3_BUCKET: z
    .string()
    .optional()
    .describe('Store images in this S3-compatible bucket instead of UPLOAD_DIR (several gateways share it)'),
  S3_REGION: z.string().default('us-east-1').describe('Region of the S3 bucket'),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .describe('Endpoint of an S3-compatible service (MinIO, R2, …); unset means AWS'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe("S3 access key id (with S3_SECRET_ACCESS_KEY); unset means the SDK's default chain"),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('S3 secret access key (with S3_ACCESS_KEY_ID)'),
  S3_PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'Base URL browsers load images from (CDN or public bucket); default S3_ENDPOINT/S3_BUCKET, or the AWS bucket URL',
    ),
  S3_FORCE_PATH_STYLE: bool
    .default(false)
    .describe('Address the bucket as ENDPOINT/BUCKET instead of BUCKET.ENDPOINT (MinIO needs true)'),
  WEB_DIST_DIR: z.string().optional().describe('Built web app served by the gateway (default web/dist)'),
  MAP_TILES_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\/[^\s]+$/.test(v) && (/\.pmtiles(\?.*)?$/.test(v) || /\{z\}.*\{x\}.*\{y\}/.test(v)),
      'must be an http(s) URL of a PMTiles archive (…/name.pmtiles) or an XYZ vector tile template with {z}, {x} and {y}',
    )
    .optional()
    .describe(
      "Basemap of the search page's map: a PMTiles archive or an XYZ vector tile URL template in the Protomaps or OpenMapTiles schema, e.g. one the operator hosts; unset means the offline basemap built from Natural Earth shapes the app ships",
    ),
  MAIL_TRANSPORT: z
    .enum(['mailbox', 'smtp'])
    .default('mailbox')
    .describe('mailbox writes files; smtp sends via SMTP_URL'),
  SMTP_URL: z.string().optional().describe('SMTP server URL when MAIL_TRANSPORT=smtp'),
  MAIL_FROM: z.string().default('KoalaRent <no-reply@koalarent.test>').describe('Sender of outgoing e-mail'),
  VAPID_PUBLIC_KEY: z
    .string()
    .optional()
    .describe(
      'Web Push VAPID public key, URL-safe base64 (with VAPID_PRIVATE_KEY); unset means a key pair made on first start and kept in DATA_DIR/push/vapid-keys.json',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .optional()
    .describe('Web Push VAPID private key, URL-safe base64 (with VAPID_PUBLIC_KEY)'),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .describe(
      "Web Push contact the push services may write to (mailto: or https:); default mailto: with MAIL_FROM's address",
    ),
  DEMO_MODE: bool.default(false).describe('Demo mode: shows demo admin credentials on /admin/login'),
  ADMIN_EMAIL: z.string().email().optional().describe('Super-admin e-mail, created at start if missing'),
  ADMIN_PASSWORD: z.string().min(8).optional().describe('Super-admin password (required with ADMIN_EMAIL)'),
  GRAPHQL_INTROSPECTION: bool.optional().describe('Allow schema introspection (default on in development)'),
  GRAPHQL_LANDING_PAGE: bool
    .optional()
    .describe('Serve the Apollo landing page on GET /graphql (default on in development)'),
  GRAPHQL_PERSISTED_ONLY: bool
    .optional()
    .describe(
      "Requests made with the session cookie run only the web app's own documents (its build's persisted-documents.json; default on in production)",
    ),
  DEV_MAILBOX_PAGE: bool
    .optional()
    .describe('Serve /api/dev/mailbox (default on when MAIL_TRANSPORT=mailbox and not production)'),
  TRUST_PROXY: z
    .string()
    // Off unless configured: trusting even loopback lets any local process claim any client address.
    .default('false')
    .describe('Express trust proxy setting (which X-Forwarded-For hops to trust; false = none)'),
  COOKIE_SECURE: z
    .enum(['auto', 'always', 'never'])
    .default('auto')
    .describe('Secure cookie flag: auto = when the request is HTTPS'),
  LOGIN_MAX_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('Consecutive failed logins per account+IP before a pause'),
  LOGIN_IP_MAX_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('Failed logins per IP within the window'),
  LOGIN_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(900)
    .describe('Length of the pause after too many failures'),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe(
      'Failed logins for one account, from all addresses together, by browsers it never signed in on (no device cookie) before those are paused',
    ),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(20).describe('Registrations per IP per hour'),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe(
      'Requests one API token may make per minute on /graphql, /api and graphql-ws, across all gateways; beyond it 429 with Retry-After (issue 25 §3)',
    ),
  API_TOKEN_COST_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(50_000)
    .describe(
      "GraphQL cost one API token may spend per hour, counted with graphql-armor's cost of each operation (as GitHub's points per hour); beyond it 429 with Retry-After",
    ),
  WS_MAX_CONNECTIONS_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe('Open graphql-ws connections per IP, across all gateways; one more is closed with 4429'),
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe('Operations one graphql-ws connection may run at once; one more closes it with 4008'),
  UPLOADS_MAX_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe('Images one member may upload per hour'),
  RESEND_MAX_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('Verification e-mail resends asked from one IP per hour'),
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(5)
    .describe(
      "How long the gateway keeps an anonymous visitor's public page (per URL, language, currency and time zone) in memory; 0 = off",
    ),
  SEARCH_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(10)
    .describe(
      "How long the gateway keeps a search's facet counts and an anonymous visitor's result page (per query, order, page size and cursor) in memory; dropped at once when the catalogue changes; 0 = off",
    ),
  SERVER_RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(4)
    .describe(
      'Public pages the gateway renders on the server at once for anonymous visitors (more get the client-rendered shell); 0 = off',
    ),
  SERVER_RENDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(3_000)
    .describe(
      'A server render that takes longer is abandoned, and the visitor gets the client-rendered shell (the page still works)',
    ),
  INSTANT_BOOK_MIN_COMPLETED_RENTALS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(3)
    .describe('Instant book (issue 23 §5): completed rentals as renter a trusted renter needs at least'),
  INSTANT_BOOK_MIN_RATING: z.coerce
    .number()
    .min(0)
    .max(5)
    .default(4.5)
    .describe('Instant book (issue 23 §5): the rating (0 to 5) a trusted renter needs at least'),
  INSTANT_BOOK_REQUIRE_ID: bool
    .default(false)
    .describe(
      'Instant book (issue 26 §1): whether a trusted renter also needs an approved identity check, beside the e-mail, rentals, rating and claims',
    ),
  PROTECTION_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .default(8)
    .describe('Protection at checkout (issue 26 §2): the fee as a percentage of the rent'),
  PROTECTION_MIN_FEE: z.coerce
    .number()
    .min(0)
    .max(1000)
    .multipleOf(0.01)
    .default(2)
    .describe("Protection at checkout (issue 26 §2): the smallest fee, in the listing's currency"),
  PROTECTION_CAP: z.coerce
    .number()
    .min(0)
    .max(1_000_000)
    .multipleOf(0.01)
    .default(1000)
    .describe(
      "Protection at checkout (issue 26 §2): the most it pays above the deposit for one booking, in the listing's currency",
    ),
  VERIFICATION_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(48)
    .describe('Lifetime of e-mail verification links'),
  GOOGLE_CLIENT_ID: z.string().optional().describe('Google OAuth client id'),
  GOOGLE_CLIENT_SECRET: z.string().optional().describe('Google OAuth client secret'),
  FACEBOOK_CLIENT_ID: z.string().optional().describe('Facebook OAuth client id'),
  FACEBOOK_CLIENT_SECRET: z.string().optional().describe('Facebook OAuth client secret'),
  TWITTER_CLIENT_ID: z.string().optional().describe('X (Twitter) OAuth 2 client id'),
  TWITTER_CLIENT_SECRET: z.string().optional().describe('X (Twitter) OAuth 2 client secret'),
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Stripe secret key; set, bookings pay through Stripe, unset through the built-in sandbox'),
  STRIPE_API_BASE: z
    .string()
    .url()
    .optional()
    .describe("Stripe API base URL (default Stripe's own; tests point it at a local fake)"),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    // pk_test_… or pk_live_…: a secret key here would be sent to every browser.
    .regex(/^pk_(test|live)_\w+$/)
    .optional()
    .describe(
      "Stripe publishable key (with STRIPE_SECRET_KEY): the wizard's card field is Stripe Elements, and card numbers go from the browser to Stripe, never to this server",
    ),
  ICAL_ALLOW_LOOPBACK_HOSTS: bool
    .default(false)
    .describe(
      'Lets the bookings worker fetch imported iCal calendars from loopback addresses (tests serve them locally); every other private, link-local or reserved address stays refused. Never in production',
    ),
  PUSH_ALLOW_LOOPBACK_HOSTS: bool
    .default(false)
    .describe(
      'Lets the messaging worker push to loopback endpoints, over http too (tests run a fake push service locally); every other private, link-local or reserved address stays refused. Never in production',
    ),
  PAYMENT_FINGERPRINT_SECRET: z
    .string()
    .min(16)
    .default('koalarent-sandbox-fingerprint-key')
    .describe('Key of the sandbox provider card fingerprints (HMAC); set your own outside development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  dataDir: string;
  mailboxDir: string;
  uploadDir: string;
  privateUploadDir: string;
  webDistDir: string;
  isProduction: boolean;
  introspection: boolean;
  landingPage: boolean;
  /** Cookie-session GraphQL requests run only the web app's documents (issue 25 §4). */
  persistedOnly: boolean;
  devMailboxPage: boolean;
}

export class ConfigError extends Error {}

/**
 * S3 settings only make sense together: a lone key half, or an S3 variable without a bucket (a typo in the
 * bucket's name, say), would otherwise silently keep images on the local disk.
 */
function checkS3Settings(env: Env, source: Record<string, string | undefined>): void {
  const fail = (line: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${line}`);
  };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  if (!env.S3_BUCKET) {
    const stray = [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_PUBLIC_URL',
      'S3_REGION',
      'S3_FORCE_PATH_STYLE',
    ].find((name) => source[name]);
    if (stray) fail(`S3_BUCKET: required with ${stray}`);
  }
}

/**
 * Web Push keys come as a pair (a P-256 key pair in URL-safe base64, as `web-push generate-vapid-keys` prints
 * them), and the contact is a mailto: or https: URL, as the push services require.
 */
function checkVapidSettings(env: Env): void {
  const fail = (line: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${line}`);
  };
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    fail('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (env.VAPID_PUBLIC_KEY && !/^[A-Za-z0-9_-]{87}$/.test(env.VAPID_PUBLIC_KEY))
    fail('VAPID_PUBLIC_KEY: a P-256 public key, 65 bytes in URL-safe base64');
  if (env.VAPID_PRIVATE_KEY && !/^[A-Za-z0-9_-]{43}$/.test(env.VAPID_PRIVATE_KEY))
    fail('VAPID_PRIVATE_KEY: a P-256 private key, 32 bytes in URL-safe base64');
  if (env.VAPID_SUBJECT && !/^(mailto:|https:\/\/)\S+$/.test(env.VAPID_SUBJECT))
    fail('VAPID_SUBJECT: a mailto: or https: URL');
}

/** Parses the environment (or a given record) into the one config object a process uses. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD)
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL');
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL)
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required with MAIL_TRANSPORT=smtp');
  checkS3Settings(env, cleaned);
  // The browser makes the card's PaymentMethod with the publishable key, the worker charges it with the secret one.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both (pay through Stripe) or neither (the sandbox)',
    );
  checkVapidSettings(env);
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const uploadDir = path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'));
  const privateUploadDir = path.resolve(env.PRIVATE_UPLOAD_DIR ?? path.join(dataDir, 'private-uploads'));
  // Everything under UPLOAD_DIR is served at /uploads/: a private folder inside it would be public.
  const relative = path.relative(uploadDir, privateUploadDir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative)))
    throw new ConfigError(
      'Invalid configuration:\n  PRIVATE_UPLOAD_DIR: must not be inside UPLOAD_DIR (served publicly)',
    );
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    mailboxDir: path.resolve(env.MAILBOX_DIR ?? path.join(dataDir, 'mailbox')),
    uploadDir,
    privateUploadDir,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist')),
    isProduction,
    introspection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
    landingPage: env.GRAPHQL_LANDING_PAGE ?? !isProduction,
    persistedOnly: env.GRAPHQL_PERSISTED_ONLY ?? isProduction,
    devMailboxPage: env.DEV_MAILBOX_PAGE ?? (env.MAIL_TRANSPORT === 'mailbox' && !isProduction),
  };
}

/** Demo-mode fallback for the super-admin so `npm start` works with no variables set. */
export const DEMO_ADMIN = { email: 'admin@koalarent.test', password: 'KoalaAdmin!2024' } as const;

export function adminCredentials(config: Config): { email: string; password: string } | null {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
    return { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
  return config.DEMO_MODE ? { ...DEMO_ADMIN } : null;
}
