import { isIP } from 'node:net';
import { z } from 'zod';

/** Environment -> typed config (design section 2). Tests pass overrides instead of touching process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  ADMIN_PHONE: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_FIRST_NAME: z.string().default('Admin'),
  ADMIN_LAST_NAME: z.string().default('User'),
  DEMO: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** PostgreSQL: a query unanswered this long, or a connection not made, gives up (503); 0 waits forever. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  WEB_DIR: z.string().optional(),
  METRICS: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .refine((value) => !value || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), {
      message: 'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    }),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.split(',').map((part) => part.trim()) : undefined))
    .refine((list) => list === undefined || list.every(isProxyAddress), {
      message: "TRUST_PROXY must list the balancer's addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1)",
    }),
});

/** The names proxy-addr (Fastify's trustProxy) knows beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix-length range, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type Config = {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `dataDir` (or in memory when dataDir is 'memory://'). */
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  /** PostgreSQL query and connect timeouts (ms; 0: none): a frozen primary answers 503, never hangs a request. */
  dbQueryTimeoutMs: number;
  dbConnectTimeoutMs: number;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  admin: { phone: string; password: string; firstName: string; lastName: string } | undefined;
  demo: boolean;
  production: boolean;
  logLevel: string;
  /** Human-readable log lines (pino-pretty) instead of JSON: development on a terminal only. */
  prettyLogs: boolean;
  /** Where log lines go; unset means stdout. Tests pass a stream to read what the server logs. */
  logStream?: { write(line: string): void };
  /** argon2id cost; tests lower the memory cost to stay fast, production keeps the library's defaults. */
  argon2: { memoryCost: number; timeCost: number };
  /**
   * Login attempts allowed per window: `perPhone` for one phone from one address (a stranger's failures never lock
   * the owner out elsewhere), `perIp` for one address over all phones.
   */
  loginLimits: { perPhone: number; perIp: number; windowSeconds: number };
  /** Registrations and referral-code lookups allowed per address per window. */
  addressLimits: { register: number; referralLookup: number; windowSeconds: number };
  /**
   * The load balancer's addresses (TRUST_PROXY): a request from one of them is taken to be from the client that
   * X-Forwarded-For names (Fastify's trustProxy); unset, X-Forwarded-For is ignored.
   */
  trustProxy: string[] | undefined;
  /** Background jobs (match start, outbox delivery); tests drive the jobs directly instead. */
  runJobs: boolean;
  whatsapp: { token: string; phoneNumberId: string } | undefined;
  publicUrl: string;
  serveWeb: boolean;
  /** The built web app to serve; unset: apps/web/dist beside the server. */
  webDir: string | undefined;
  /** `GET /metrics` and the request histogram (design section 8); off with METRICS=off. */
  metrics: boolean;
  /** Process metrics (CPU, memory, event-loop lag) beside the app's own; off in tests, which build many apps. */
  processMetrics: boolean;
  /** On SIGTERM: how long `/api/ready` answers 503 while still serving, so a balancer stops sending new requests. */
  drainDelayMs: number;
  /** On SIGTERM: the longest wait for in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Web Push (design-contests section 2). */
  push: PushConfig;
};

export type PushConfig = {
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them); unset, a pair
   * is generated once and kept in the settings table.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how a push service reaches the operator; unset, PUBLIC_URL when it is https, else a mailto:. */
  subject: string;
  /**
   * PUSH_SERVICE_HOSTS: the host suffixes an endpoint may have (https only; a loopback host listed here is also taken
   * over http, for tests). The server posts to no other address.
   */
  serviceHosts: string[];
  /** The waits before the second and third try of a push (429, 5xx or a network error). */
  retryDelaysMs: number[];
  /** One request to a push service; longer counts as a network error. */
  requestTimeoutMs: number;
};

/** The public push services of Chrome, Firefox, Edge and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

export const VAPID_KEYS_TOGETHER = 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together';

/**
 * `http://HOST:PORT`, the address the server listens on: the default base of invite links, so they work on any
 * port. An IPv6 host gets its brackets; a wildcard host (0.0.0.0, ::) names no machine, so it reads as 127.0.0.1.
 */
export function listenUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export const JWT_SECRET_REQUIRED =
  'JWT_SECRET must be set when NODE_ENV=production (at least 16 characters, the same on every instance): without it ' +
  'the key that signs tokens and derives calendar addresses would be kept in the database';

/**
 * Environment -> config. `forServer: false` (a script such as verify-ledger, which signs nothing) skips the
 * production check of JWT_SECRET.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
  { forServer = true }: { forServer?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Without JWT_SECRET the server keeps a generated key in its settings table, so a copy of the database would
  // sign tokens and open every calendar feed: production must bring its own (issue 38).
  if (forServer && production && !e.JWT_SECRET && !overrides.jwtSecret) throw new Error(JWT_SECRET_REQUIRED);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new Error(VAPID_KEYS_TOGETHER);
  const publicUrl = e.PUBLIC_URL || listenUrl(e.HOST, e.PORT);
  const demoFlag = e.DEMO?.toLowerCase();
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    dbPoolSize: e.DB_POOL_SIZE,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: '7d',
    admin:
      e.ADMIN_PHONE && e.ADMIN_PASSWORD
        ? {
            phone: e.ADMIN_PHONE,
            password: e.ADMIN_PASSWORD,
            firstName: e.ADMIN_FIRST_NAME,
            lastName: e.ADMIN_LAST_NAME,
          }
        : undefined,
    demo: demoFlag === undefined ? !production : ['1', 'true', 'on', 'yes'].includes(demoFlag),
    production,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    prettyLogs: !production && e.NODE_ENV !== 'test' && process.stdout.isTTY === true,
    argon2: { memoryCost: 65536, timeCost: 3 },
    loginLimits: { perPhone: 5, perIp: 20, windowSeconds: 15 * 60 },
    addressLimits: { register: 20, referralLookup: 60, windowSeconds: 15 * 60 },
    trustProxy: e.TRUST_PROXY,
    runJobs: true,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID }
        : undefined,
    publicUrl,
    serveWeb: true,
    webDir: e.WEB_DIR,
    metrics: !['0', 'false', 'off', 'no'].includes(e.METRICS?.toLowerCase() ?? 'on'),
    processMetrics: e.NODE_ENV !== 'test',
    drainDelayMs: e.DRAIN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@wicket-pools.invalid'),
      serviceHosts: e.PUSH_SERVICE_HOSTS?.trim()
        ? e.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase().replace(/^\./, ''))
            .filter(Boolean)
        : DEFAULT_PUSH_SERVICE_HOSTS,
      retryDelaysMs: [2_000, 10_000],
      requestTimeoutMs: 10_000,
    },
  };
  return { ...config, ...overrides };
}
