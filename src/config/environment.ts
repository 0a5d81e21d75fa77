// Over 400 lines as one file: every setting the service reads is declared and validated here, once.
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  Max,
  Min,
  validateSync,
} from 'class-validator';
import { CRON_INTERVALS_SECONDS } from './cron-interval.js';
import { trustProxyProblem } from './trust-proxy.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * Every environment variable the service reads. Validated once at boot; the rest of the code
 * reads the typed `AppConfig` instead of `process.env`.
 */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsOptional()
  @IsString()
  HOST = '0.0.0.0';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** `json`: one object a line, for a log collector; `pretty`: readable lines for a terminal. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['json', 'pretty'])
  LOG_FORMAT?: 'json' | 'pretty';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  DATABASE_URL?: string;

  /**
   * A direct URL to the same database, bypassing a pooler, for migrations and the session-level
   * advisory lock that serialises them across instances. Unset: DATABASE_URL.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  DATABASE_MIGRATION_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 20;

  /**
   * The fraction of the pool one workspace's requests may hold at once (at least one
   * connection); the rest of its requests wait their turn, so other workspaces are still served
   * while one floods the service. `1`: no limit but the pool's.
   */
  @IsOptional()
  @Transform(toInt)
  @IsNumber()
  @IsPositive()
  @Max(1)
  DATABASE_POOL_SHARE = 0.25;

  /**
   * Named prepared statements, planned once per connection. `false` behind a pooler in
   * transaction mode (PgBouncer), where a connection is the service's for one transaction only:
   * statements go unnamed, and the timeouts are set on each transaction instead of at connect.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  DATABASE_PREPARED_STATEMENTS = true;

  /**
   * Cap on one statement (0: none); a stuck query answers 503 instead of hanging. The client
   * gives up 1 s later still, for a server too frozen to enforce it (data-source-options.ts).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 5_000;

  /**
   * Cap on waiting for a row lock (0: none). Kept below the pool's 5 s acquire timeout, so
   * requests queued behind one tenant's held row give their connections back before other
   * tenants' requests give up waiting for one.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(4_999)
  DATABASE_LOCK_TIMEOUT_MS = 2_000;

  /**
   * After SIGTERM/SIGINT, how long in-flight requests get before the process exits anyway; running
   * jobs finish within it or are handed back to the queue (`jobStopPlan`).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /**
   * After SIGTERM/SIGINT, how long the instance keeps answering while reporting itself not ready,
   * before it stops accepting. Unset: 5 s with NODE_ENV=production, else 0 (see AppConfig).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  SHUTDOWN_GRACE_MS?: number;

  @IsOptional()
  @IsString()
  EMBEDDED_DB_DIR = './data/postgres';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_DB_PORT = 54329;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  AUTH_JWT_SECRET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false })
  AUTH_PROVIDER_URL?: string;

  @IsOptional()
  @IsString()
  AUTH_JWT_AUDIENCE = 'authenticated';

  /** How long the provider's key set, once fetched, verifies tokens before it is fetched again. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(86_400)
  AUTH_JWKS_MAX_AGE_SECONDS = 600;

  /**
   * How long past that age the key set last fetched still verifies tokens while the provider
   * cannot be reached (its fetch fails or times out), so that its outage does not sign everyone
   * out; 0 answers 503 at once. A key the provider published or withdrew meanwhile cannot be
   * known either way: a token under a key that set lacks is 503, not 401.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(604_800)
  AUTH_JWKS_STALE_SECONDS = 86_400;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  ALLOW_DEV_AUTH = false;

  @IsOptional()
  @IsString()
  OWNER_EMAILS = '';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  STRIPE_PRICE_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends API calls; only set to point it at a local stand-in server. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false })
  STRIPE_API_BASE?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  ALLOW_DEV_UPGRADE = false;

  @IsOptional()
  @IsUrl({ require_tld: false })
  APP_URL = 'http://localhost:5173';

  @IsOptional()
  @IsString()
  CORS_ORIGINS = '';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_MINUTE = 600;

  /**
   * Workspaces first sign-ins may create from one client address an hour (an invitee joining a
   * workspace creates none); past it 429 with Retry-After. Counted where the rate limit counts.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  WORKSPACES_PER_ADDRESS_PER_HOUR = 20;

  /**
   * Where rate-limit counters live, so every instance spends one budget per caller (e.g.
   * `redis://redis:6379/0`). Unset: in memory, right for a single instance only.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['redis', 'rediss'] })
  REDIS_URL?: string;

  /** Proxies whose `X-Forwarded-For` is believed: a hop count or addresses/CIDRs (trust-proxy.ts). */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  TRUST_PROXY?: string;

  /**
   * `inline`: this process works every queue of the job queue (webhook deliveries, imports, bulk
   * operations) beside serving requests. `off`: it only queues work (records events and nudges
   * the workers); a worker process (`npm run worker`) or another instance does it.
   */
  @IsOptional()
  @IsIn(['inline', 'off'])
  JOB_WORKER: 'inline' | 'off' = 'inline';

  /** JOB_WORKER's former name, still read (with a warning at start) until the next release. */
  @IsOptional()
  @IsIn(['inline', 'off'])
  WEBHOOK_WORKER?: 'inline' | 'off';

  /**
   * Webhook endpoints may be plain http and resolve to private or loopback addresses: for
   * development and tests only, never where the service can reach internal systems.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE_URLS = false;

  /** Event streams (`GET /events`) one user may hold open at once; past it 429 with Retry-After. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  EVENT_STREAMS_PER_USER = 5;

  /** Event streams one instance holds at most; past it 429 with Retry-After. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  EVENT_STREAMS_PER_INSTANCE = 500;

  /**
   * How often an instance holding event streams numbers and reads their workspaces' new events:
   * the most a commit on any instance waits before it is on its way to the streams. Events that
   * another instance numbered come sooner, at its NOTIFY (src/modules/events/).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(20)
  @Max(60_000)
  EVENT_STREAM_POLL_MS = 250;

  /** How often an idle event stream sends a comment, so proxies keep it open. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  EVENT_STREAM_HEARTBEAT_MS = 25_000;

  /**
   * The bytes an event stream may leave waiting for a slow reader: past them, when more comes,
   * the stream is closed (the client resumes with `Last-Event-ID`), so it never holds up writers
   * or other streams. One page of events bigger than this is sent whole to a reader that reads.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1_024)
  EVENT_STREAM_BUFFER_BYTES = 1_048_576;

  /**
   * How many days recorded events (the webhook outbox, which event streams replay from) are kept:
   * older ones are deleted every hour, with their delivery attempts, except those with an attempt
   * still pending. At least a day, the longest a stream keeps its workspace's events recorded
   * after it closed (src/tenancy/event-recording.ts).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3_650)
  EVENT_RETENTION_DAYS = 30;

  /** How often an idle worker asks the queue for due jobs (pg-boss's floor is 500 ms). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(60_000)
  WEBHOOK_POLL_INTERVAL_MS = 2_000;

  /**
   * How long an import job may hold its import before pg-boss takes it back from a worker that
   * died and retries it (a job hands the rest over to a new one after a fifth of it, at most 30 s).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(2)
  @Max(3_600)
  IMPORT_JOB_EXPIRY_SECONDS = 300;

  /**
   * The most contacts (real and demo) a workspace may have for a custom field made filterable
   * to be indexed in the transaction of that change, as one statement under the lock contact
   * writes wait on; a larger workspace's field is indexed by a job, in batches, and filters on it
   * answer 409 until the job ends.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  FILTER_INDEX_INLINE_CONTACTS = 5_000;

  /**
   * How often pg-boss's maintenance runs (once across instances): it takes back expired jobs,
   * so a dead worker's job is retried within the job's expiry and this interval.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3_600)
  JOB_MAINTENANCE_INTERVAL_SECONDS = 120;

  /**
   * How often the trash's purge runs (once across instances, on pg-boss's schedule): a whole
   * number of minutes that divides an hour, or of hours that divides a day.
   */
  @IsOptional()
  @Transform(toInt)
  @IsIn(CRON_INTERVALS_SECONDS, {
    message: `TRASH_PURGE_INTERVAL_SECONDS must be one of: ${CRON_INTERVALS_SECONDS.join(', ')}`,
  })
  TRASH_PURGE_INTERVAL_SECONDS = 3_600;

  /** Answer each request's count of SQL statements in `x-sql-statements` (tests, benchmark). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  SQL_STATEMENT_COUNTER = false;
}

/** The shortest HS256 secret accepted: 256 bits, the size of the hash (RFC 7518, section 3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Parses and validates raw variables; throws a ConfigurationError that names every problem. */
export function parseEnvironment(raw: Record<string, string | undefined>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false });
  const problems = errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`),
  );

  if (env.DATABASE_MIGRATION_URL !== undefined && env.DATABASE_URL === undefined) {
    problems.push(
      'DATABASE_MIGRATION_URL is the direct way to the database at DATABASE_URL; set DATABASE_URL too, or neither (embedded database)',
    );
  }
  const hasSecret = env.AUTH_JWT_SECRET !== undefined;
  const hasProvider = env.AUTH_PROVIDER_URL !== undefined;
  if (hasSecret !== hasProvider) {
    problems.push(
      'AUTH_JWT_SECRET and AUTH_PROVIDER_URL must be set together (identity-provider mode) or both left unset (development mode)',
    );
  }
  // A short HS256 secret can be found by brute force from any one token, and then anyone can
  // sign tokens for any e-mail, the app owner's included.
  const secretBytes = hasSecret ? Buffer.byteLength(env.AUTH_JWT_SECRET ?? '', 'utf8') : 0;
  if (hasSecret && secretBytes < MIN_JWT_SECRET_BYTES) {
    problems.push(
      `AUTH_JWT_SECRET: an HS256 secret must be at least ${MIN_JWT_SECRET_BYTES} bytes long (this one has ${secretBytes}); a shorter one can be brute-forced to forge tokens`,
    );
  }
  if (!hasSecret && !hasProvider && env.NODE_ENV === 'production' && !env.ALLOW_DEV_AUTH) {
    problems.push(
      'development authentication (Bearer dev:<email>) lets anyone act as anyone; refusing to run it with NODE_ENV=production unless ALLOW_DEV_AUTH=true',
    );
  }
  if (env.WEBHOOK_WORKER !== undefined) {
    if (raw.JOB_WORKER === undefined) {
      env.JOB_WORKER = env.WEBHOOK_WORKER;
    } else if (raw.JOB_WORKER !== raw.WEBHOOK_WORKER) {
      problems.push(
        `JOB_WORKER (${raw.JOB_WORKER}) and WEBHOOK_WORKER (${raw.WEBHOOK_WORKER}), its deprecated former name, disagree; set JOB_WORKER only`,
      );
    }
  }
  const trustProxy = trustProxyProblem(env.TRUST_PROXY);
  if (trustProxy) problems.push(trustProxy);
  // JSON where a collector reads the lines, readable where a person does.
  env.LOG_FORMAT ??= env.NODE_ENV === 'production' ? 'json' : 'pretty';
  if (problems.length > 0) {
    throw new ConfigurationError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}

/** What an operator should change though the service starts: deprecated names still read. */
export function environmentWarnings(raw: Record<string, string | undefined>): string[] {
  return raw.WEBHOOK_WORKER === undefined
    ? []
    : [
        'WEBHOOK_WORKER is deprecated and will be removed in the next release: it turns every ' +
          'queue on or off, not only webhooks; set JOB_WORKER instead',
      ];
}
