import { resolve } from 'node:path';
import { OPEN_API_RATE_LIMIT } from '@portal/domain';
import type { FileStoreKind } from './files/file-store';
import type { MailConfig } from './mail/mailer';
import type { LoginThrottleConfig } from './security/login-throttle';
import { LOGIN_THROTTLE_DEFAULTS } from './security/login-throttle';

export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** postgres://... to run on PostgreSQL; PGlite in dataDir otherwise. */
  readonly databaseUrl: string | undefined;
  /**
   * Where uploaded files live (ADR 0042): 'folder' (DATA_DIR/uploads, the embedded default) or
   * 'database' (the default on PostgreSQL, so instances sharing it serve each other's files).
   */
  readonly fileStore: FileStoreKind;
  /** The operator key; on the embedded default main.ts generates one into dataDir. */
  readonly operatorKey: string | undefined;
  /** The built web app, served when the directory exists. */
  readonly webDist: string;
  readonly sessionTtlMs: number;
  readonly captchaTtlMs: number;
  /** Form bodies beyond this are refused with 413 (uploads have their own 2 MB limit). */
  readonly bodyLimitBytes: number;
  /** A request (headers and body) must arrive within this, or it is answered 408 and closed. */
  readonly requestTimeoutMs: number;
  /** Per client address, and registration attempts per user ID. */
  readonly rateLimits: {
    readonly login: RateLimitRule;
    readonly registrationAccount: RateLimitRule;
    readonly registration: RateLimitRule;
    /** Spreadsheet uploads per merchant (whatever the client or instance). */
    readonly upload: RateLimitRule;
  };
  /** Growing waits after failed logins, per account and client (modules/auth/login-throttle.ts). */
  readonly loginThrottle: LoginThrottleConfig;
  /** The worker threads that parse uploaded spreadsheets (see sheets/sheet-reader.ts). */
  readonly sheetWorkers: number;
  readonly logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Extra origins the web app may frame (the provider's pages when they are not same-origin). */
  readonly frameSources: readonly string[];
  /** How often the billing job runs inside the server (0: never, e.g. a web-only instance). */
  readonly billingIntervalMs: number;
  /**
   * Lets the operator run the billing job as of another time (`billing-run --at`), for demos and
   * end-to-end tests only: never set it in production, where the job bills as of the real time.
   */
  readonly testClock: boolean;
  /** How e-mail leaves: files in dataDir/mail (the default) or SMTP. */
  readonly mail: MailConfig;
  /**
   * Seals the secrets the server uses again (certificate keys, webhook secrets, TOTP secrets) and
   * keys the hashes of recovery codes (ADR 0049). Every instance on one database needs the same
   * one; the embedded default generates it into DATA_DIR (main.ts).
   */
  readonly secretsKey: string | undefined;
  /** Webhook deliveries (ADR 0051): how often the pass runs (0: never), the answer timeout. */
  readonly webhooks: {
    readonly intervalMs: number;
    readonly timeoutMs: number;
    /** Development and tests only: http:// and loopback or private addresses are allowed. */
    readonly allowPrivate: boolean;
  };
  /** Open API calls per certificate (ADR 0050). */
  readonly openApiRateLimit: RateLimitRule;
}

const numberFrom = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/** FILE_STORE when it names an adapter; otherwise the database on PostgreSQL, else the folder. */
function fileStoreKind(value: string | undefined, postgres: boolean): FileStoreKind {
  if (value === 'folder' || value === 'database') return value;
  if (value !== undefined && value !== '')
    throw new Error(`FILE_STORE must be 'folder' or 'database', not '${value}'`);
  return postgres ? 'database' : 'folder';
}

/** Reads the environment once; everything below takes the config object, never process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const minute = 60_000;
  return {
    port: numberFrom(env['PORT'], 8080),
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    fileStore: fileStoreKind(env['FILE_STORE'], Boolean(env['DATABASE_URL'])),
    operatorKey: env['OPERATOR_KEY'] || undefined,
    webDist: resolve(env['WEB_DIST'] ?? new URL('../../web/dist', import.meta.url).pathname),
    sessionTtlMs: numberFrom(env['SESSION_TTL_HOURS'], 12) * 3_600_000,
    captchaTtlMs: 5 * minute,
    bodyLimitBytes: numberFrom(env['BODY_LIMIT_BYTES'], 64 * 1024),
    requestTimeoutMs: numberFrom(env['REQUEST_TIMEOUT_MS'], 60_000),
    rateLimits: {
      login: { max: numberFrom(env['RATE_LIMIT_LOGIN_MAX'], 20), windowMs: minute },
      registrationAccount: {
        max: numberFrom(env['RATE_LIMIT_ACCOUNT_MAX'], 10),
        windowMs: 15 * minute,
      },
      registration: { max: numberFrom(env['RATE_LIMIT_REGISTRATION_MAX'], 30), windowMs: minute },
      upload: { max: numberFrom(env['RATE_LIMIT_UPLOAD_MAX'], 10), windowMs: minute },
    },
    loginThrottle: LOGIN_THROTTLE_DEFAULTS,
    sheetWorkers: Math.max(1, numberFrom(env['SHEET_WORKERS'], 1)),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    trustProxy: env['TRUST_PROXY'] === '1',
    frameSources: (env['CSP_FRAME_SRC'] ?? '').split(/\s+/).filter((s) => s !== ''),
    billingIntervalMs: Math.max(0, numberFrom(env['BILLING_INTERVAL_MS'], minute)),
    testClock: env['PORTAL_TEST_CLOCK'] === '1',
    mail: {
      transport: env['MAIL_TRANSPORT'] === 'smtp' ? 'smtp' : 'file',
      smtpUrl: env['SMTP_URL'] || undefined,
      from: env['MAIL_FROM'] || 'Fulfillment Service <no-reply@localhost>',
    },
    secretsKey: env['SECRETS_KEY'] || undefined,
    webhooks: {
      intervalMs: Math.max(0, numberFrom(env['WEBHOOK_INTERVAL_MS'], 10_000)),
      timeoutMs: numberFrom(env['WEBHOOK_TIMEOUT_MS'], 10_000),
      allowPrivate: env['WEBHOOK_ALLOW_PRIVATE'] === '1',
    },
    openApiRateLimit: {
      max: numberFrom(env['OPEN_API_RATE_LIMIT_MAX'], OPEN_API_RATE_LIMIT.max),
      windowMs: OPEN_API_RATE_LIMIT.windowMs,
    },
  };
}
