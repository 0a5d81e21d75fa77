import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Specs that start a program of their own (a server, a browser) from the machine's packages: no
 * npm package carries one. Where it is missing they are left out with a notice, so `npm test`
 * passes on a machine with only Node; CI (`.ci/run`) installs them and sets REQUIRE_EVERY_SPEC=1,
 * which runs them regardless (and fails, naming the missing program).
 */
const NEEDS_PROGRAM = {
  'test/pgbouncer.e2e-spec.ts': 'pgbouncer',
  'test/webhook-delivery-pooler.e2e-spec.ts': 'pgbouncer',
  'test/event-stream-pooler.e2e-spec.ts': 'pgbouncer',
  'test/multi-instance.e2e-spec.ts': 'redis-server',
  'test/rate-limit-redis.e2e-spec.ts': 'redis-server',
  'test/docs-browser.e2e-spec.ts': 'chromium',
  'test/event-stream-browser.e2e-spec.ts': 'chromium',
};

function installed(program) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin'];
  return dirs.some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const leftOut = Object.entries(NEEDS_PROGRAM).filter(
  ([, program]) => process.env.REQUIRE_EVERY_SPEC !== '1' && !installed(program),
);
for (const [spec, program] of leftOut) {
  console.warn(
    `${spec} left out: ${program} is not installed (Debian: apt-get install ${program})`,
  );
}

/**
 * ESM TypeScript through @swc/jest (legacy decorators + metadata, as Nest needs).
 * `cookie` and `content-disposition` are CommonJS dependencies of light-my-request and
 * @fastify/static that must be transpiled too.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...leftOut.map(([spec]) => `<rootDir>/${spec}`)],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  setupFiles: ['<rootDir>/test/setup/worker-database.ts'],
  // Spec files run in parallel workers, each on a database of its own. Most of a spec's time is
  // spent waiting on PostgreSQL, timers and child processes, so more workers than cores pays.
  maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
  // A worker keeps every spec file's modules it ran (Jest's ESM module contexts are never
  // collected: about 2.5 MB a file with nothing imported, 30-40 MB with the application), so by
  // the end of a run each one held a 2.5-3 GB heap and took longer than Jest waits to exit
  // ("A worker process has failed to exit gracefully"). A worker past this is replaced between
  // files.
  workerIdleMemoryLimit: '1GB',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  testTimeout: 30000,
};
