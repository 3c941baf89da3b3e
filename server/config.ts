import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { WorkQueueLimits } from './work-queue';

/** Server configuration from the environment; every value has a working local default. */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… for a PostgreSQL server; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The migrated empty database `npm run build` makes; a new `dataDir` starts as a copy of it. */
  databaseSnapshotDir: string;
  /**
   * PostgreSQL's `shared_buffers` inside embedded PGlite (its page cache, held in the process's
   * memory): PGlite's own default of 128 MB costs that much resident memory for a database of a few MB.
   */
  pgliteSharedBuffers: string;
  rootDir: string;
  contentDir: string;
  distDir: string;
  /** Origins allowed to call the API from the browser (embedding webshops). */
  allowedOrigins: string[];
  shopUrl: string;
  shopStagingUrl: string;
  supportMail: string;
  /** HMAC key of signed download URLs; random per start unless configured. */
  signingSecret: string;
  /** The longest a sign-in lasts, used or not. */
  tokenTtlMs: number;
  /** A sign-in unused this long ends (issue 40: 90 days). */
  sessionIdleMs: number;
  signedUrlTtlMs: number;
  downloadLimit: number;
  /** A new purchase's full download becomes available after this delay (requirements R4.12: up to 5 minutes). */
  purchaseAvailabilityDelayMs: number;
  /**
   * Sign-in failures allowed per window: `perAccount` for one account from one address (then 429 for
   * that pair only), `perAddress` from one address over all accounts.
   */
  loginLimit: { perAccount: number; perAddress: number; windowMs: number };
  logExceptionLimit: { perAddress: number; windowMs: number; maxBytes: number };
  /** Password checks (scrypt) at once, and how many may wait how long for one; past that `503 overloaded`. */
  passwordHashing: WorkQueueLimits;
  /** Where screen layouts are kept (`LAYOUT_CACHE_DIR`), and how many bytes of them at most (`LAYOUT_CACHE_MB`). */
  layoutCache: { dir: string; maxBytes: number };
  /** Screen layouts made at once (Verovio, in a worker thread), and how many may wait how long; past that `503 overloaded`. */
  layoutRendering: WorkQueueLimits;
  /** Screen layouts not in the cache that one user or address may have made per window, then `429`. */
  layoutLimit: { perCaller: number; windowMs: number };
  /** Opens `GET /api/operator/errors` to whoever sends it as `X-Operator-Token`; unset, that route is off (404). */
  operatorToken: string | undefined;
  production: boolean;
  /** Serve the bundle's source maps (`SOURCE_MAPS`); off by default in production. */
  sourceMaps: boolean;
  /** Port of the demo host pages (`DEMO_PORT`); 0 is off, the default in production. */
  demoPort: number;
  version: string;
  seedDemo: boolean;
  /** Take the client address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  // Limits against bursts and guessing (docs/security.md, "Limits").
  /** Proxies in front that append to X-Forwarded-For; the client address is the N-th entry from the right. */
  trustedProxyHops: number;
  /** Once an account has this many failures (loginLimit.perAccount), each attempt waits, doubling per failure up to maxMs. */
  loginSlowdown: { stepMs: number; maxMs: number };
  /**
   * The longest a sign-in waits for a turn while other attempts of its account and address are
   * being checked (server/security/sign-in-limits.ts); then `503 overloaded`.
   */
  loginWaitMs: number;
  /** Wrong unlock codes per user and per address and window. */
  codeLimit: { perUser: number; perAddress: number; windowMs: number };
  /** Consent banner and tag manager for the app page (requirements R1.14, R1.15); empty means nothing external loads. */
  integrations: {
    consent?: { scriptUrl: string; consentIds: string[]; declarationUrl?: string };
    tagManager?: { id: string; enabled: boolean; scriptUrl?: string };
  };
  /** The public origin of this server (behind a proxy); unset: a request's own host when on `publicHosts`. */
  publicUrl: string | undefined;
  /** Hosts (`name[:port]`) whose requests get links on their own host; any other Host gets the default (http/public-origin.ts). */
  publicHosts: string[];
  /** The CSP `frame-ancestors` of the app page: who may show the full app in a frame. */
  frameAncestors: string;
}

/** A PostgreSQL memory size such as `16MB` (units kB, MB, GB), or the fallback when unset. */
function memorySize(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+(kB|MB|GB)$/.test(value))
    throw new Error(`${name} must be a size such as 16MB or 256kB (got "${value}").`);
  return value;
}

/**
 * Password checks at once: one per core but one, which stays for the event loop (requests, the
 * embedded database), and two fewer than libuv's threads (UV_THREADPOOL_SIZE, default 4): scrypt
 * runs on threads of its own, each keeping the 16 MB of a check (security/scrypt-threads.ts).
 */
function passwordHashing(env: NodeJS.ProcessEnv): WorkQueueLimits {
  const threads = int(env.UV_THREADPOOL_SIZE, 4);
  const concurrency = Math.max(
    1,
    int(env.PASSWORD_CHECKS_AT_ONCE, Math.min(availableParallelism() - 1, threads - 2)),
  );
  // About 5 s of checks queued on a quiet machine (one check takes 40-50 ms of a core).
  return { concurrency, maxQueued: 64 * concurrency, maxWaitMs: 5000 };
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * Whether to create the demo accounts and unlock codes (a published password, a 5-seat pack).
 * By default only for the embedded database outside production; `SEED_DEMO=true|false` decides
 * either way.
 */
export function shouldSeedDemo(env: NodeJS.ProcessEnv): boolean {
  if (env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO === 'false') return false;
  return env.NODE_ENV !== 'production' && !env.DATABASE_URL;
}

/**
 * The checkout: the nearest folder above this module that holds `package.json`. The module is
 * `server/config.ts` run from source, or part of `.build/server/main.js` once built.
 */
export function projectRoot(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const rootDir = projectRoot();
  const port = int(env.PORT, 3000);
  const production = env.NODE_ENV === 'production';
  const demoPort = int(env.DEMO_PORT, production ? 0 : port + 1);
  const demoOrigins = demoPort > 0 ? `,http://localhost:${demoPort},http://127.0.0.1:${demoPort}` : '';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseSnapshotDir: path.resolve(rootDir, '.build/pglite-snapshot'),
    pgliteSharedBuffers: memorySize('PGLITE_SHARED_BUFFERS', env.PGLITE_SHARED_BUFFERS, '16MB'),
    rootDir,
    contentDir: path.resolve(rootDir, env.CONTENT_DIR ?? 'content'),
    distDir: path.resolve(rootDir, env.DIST_DIR ?? 'dist'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? `http://localhost:${port}${demoOrigins}`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    shopUrl: env.SHOP_URL ?? 'https://shop.choir-coach.example/',
    shopStagingUrl: env.SHOP_STAGING_URL ?? 'https://staging.shop.choir-coach.example/',
    supportMail: env.SUPPORT_MAIL ?? 'support@choir-coach.example',
    signingSecret: env.SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    tokenTtlMs: int(env.TOKEN_TTL_HOURS, 24 * 365) * 3_600_000,
    sessionIdleMs: int(env.SESSION_IDLE_DAYS, 90) * 86_400_000,
    signedUrlTtlMs: int(env.SIGNED_URL_TTL_MINUTES, 60) * 60_000,
    downloadLimit: int(env.DOWNLOAD_LIMIT, 10),
    purchaseAvailabilityDelayMs: int(env.PURCHASE_AVAILABILITY_DELAY_SECONDS, 300) * 1000,
    loginLimit: {
      perAccount: int(env.LOGIN_LIMIT_PER_ACCOUNT, 10),
      perAddress: int(env.LOGIN_LIMIT_PER_ADDRESS, 50),
      windowMs: 15 * 60_000,
    },
    logExceptionLimit: { perAddress: int(env.LOGEXCEPTION_LIMIT, 30), windowMs: 60_000, maxBytes: 16 * 1024 },
    passwordHashing: passwordHashing(env),
    layoutCache: {
      dir: path.resolve(rootDir, env.LAYOUT_CACHE_DIR ?? '.cache/screen-layouts'),
      maxBytes: int(env.LAYOUT_CACHE_MB, 512) * 1_000_000,
    },
    // One layout of a second or more at a time beside the event loop; about 30 s of them may wait.
    layoutRendering: {
      concurrency: Math.max(1, int(env.LAYOUTS_AT_ONCE, 1)),
      maxQueued: 16,
      maxWaitMs: 30_000,
    },
    layoutLimit: { perCaller: int(env.LAYOUT_LIMIT, 60), windowMs: 10 * 60_000 },
    operatorToken: env.OPERATOR_TOKEN || undefined,
    production,
    sourceMaps: env.SOURCE_MAPS ? env.SOURCE_MAPS === 'true' : !production,
    demoPort,
    version: env.npm_package_version ?? '0.1.0',
    seedDemo: shouldSeedDemo(env),
    trustProxy: env.TRUST_PROXY === 'true',
    trustedProxyHops: env.TRUST_PROXY === 'true' ? Math.max(1, int(env.TRUSTED_PROXY_HOPS, 1)) : 0,
    loginSlowdown: { stepMs: 250, maxMs: int(env.LOGIN_SLOWDOWN_MAX_SECONDS, 5) * 1000 },
    loginWaitMs: 15_000,
    codeLimit: {
      perUser: int(env.CODE_LIMIT_PER_USER, 10),
      perAddress: int(env.CODE_LIMIT_PER_ADDRESS, 30),
      windowMs: 15 * 60_000,
    },
    publicUrl: env.PUBLIC_URL || undefined,
    integrations: {
      ...(env.CONSENT_SCRIPT_URL
        ? {
            consent: {
              scriptUrl: env.CONSENT_SCRIPT_URL,
              consentIds: (env.CONSENT_IDS ?? '').split(',').filter(Boolean),
              ...(env.CONSENT_DECLARATION_URL ? { declarationUrl: env.CONSENT_DECLARATION_URL } : {}),
            },
          }
        : {}),
      ...(env.TAG_MANAGER_ID
        ? {
            tagManager: {
              id: env.TAG_MANAGER_ID,
              enabled: env.TAG_MANAGER_ENABLED === 'true',
              ...(env.TAG_MANAGER_SCRIPT_URL ? { scriptUrl: env.TAG_MANAGER_SCRIPT_URL } : {}),
            },
          }
        : {}),
    },
    // The front door (issue 12 point 9): link origins and framing of the app page.
    publicHosts: (env.PUBLIC_HOSTS ?? `localhost:${port},127.0.0.1:${port},[::1]:${port}`)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    frameAncestors: env.FRAME_ANCESTORS || "'self'",
    ...overrides,
  };
}
