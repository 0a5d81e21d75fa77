import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listRoutes, type RouteInfo } from '../src/core/guards/route-inventory.js';
import { useTestApp } from './support/test-app.js';

const SNAPSHOT_FILE = 'test/route-policy.snapshot.txt';
const SNAPSHOT_PATH = fileURLToPath(new URL('./route-policy.snapshot.txt', import.meta.url));
const REGENERATE = 'npm run routes:snapshot';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// Fixed widths: a new long path must not re-pad every other line of the diff.
const WIDTHS = { method: 7, path: 44, auth: 6, role: 16, key: 20 };

const HEADER = [
  '# Who may call what: one line per route, derived from the decorators on the controllers.',
  `# Compared by test/route-policy.e2e-spec.ts; regenerate with \`${REGENERATE}\`.`,
  '# A diff of this file is a permission change: review it as one.',
  '#',
  '# auth              a bearer token is needed (public: none, @Public())',
  '# role=any          no role gate',
  "# role=admin        admin or super_admin, else 403 Managers only (@Roles('admin'))",
  "# role=super_admin  the app owner only, else 403 App owner only (@Roles('super_admin'))",
  '# key=<scope>       an API key (X-Api-Key) needs that scope, else 403 (@ApiKeyScope())',
  '# key=<a>+<b>       an API key needs every one of those scopes',
  '# key=any           any valid API key',
  '# no-keys           API keys get 403 (no @ApiKeyScope(): the default)',
  '# -                 a public route reads no credential',
  '# premium           a write; 402 on a free workspace',
  '# free-write        a write a free workspace may make (@AllowOnFreeWorkspace(), or public)',
  '# read              a read (a GET, or a POST marked @ReadOnly()); a free workspace reads its demo data',
  '',
];

function policyLine(route: RouteInfo): string {
  const plan = route.premium ? 'premium' : route.readOnly ? 'read' : 'free-write';
  return [
    route.method.padEnd(WIDTHS.method),
    route.path.padEnd(WIDTHS.path),
    (route.isPublic ? 'public' : 'auth').padEnd(WIDTHS.auth),
    `role=${route.requiredRole ?? 'any'}`.padEnd(WIDTHS.role),
    (route.isPublic ? '-' : keyColumn(route.apiKeyScope)).padEnd(WIDTHS.key),
    plan,
  ].join('  ');
}

function keyColumn(scope: RouteInfo['apiKeyScope']): string {
  if (!scope) return 'no-keys';
  return `key=${typeof scope === 'string' ? scope : scope.join('+')}`;
}

function methodRank(method: string): number {
  const rank = METHOD_ORDER.indexOf(method);
  return rank === -1 ? METHOD_ORDER.length : rank;
}

/** The table, sorted by path then method, so it does not depend on module registration order. */
function renderRoutePolicy(routes: RouteInfo[]): string {
  const sorted = [...routes].sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      methodRank(a.method) - methodRank(b.method) ||
      (a.method < b.method ? -1 : a.method > b.method ? 1 : 0),
  );
  return [...HEADER, ...sorted.map(policyLine)].join('\n') + '\n';
}

/** The lines only one side has, `-` for the snapshot and `+` for the code, in file order. */
function lineDiff(before: string[], after: string[]): string[] {
  const common: number[][] = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i][j] =
        before[i] === after[j]
          ? common[i + 1][j + 1] + 1
          : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      i++;
      j++;
    } else if (i < before.length && (j === after.length || common[i + 1][j] >= common[i][j + 1])) {
      out.push(`- ${before[i++]}`);
    } else {
      out.push(`+ ${after[j++]}`);
    }
  }
  return out;
}

describe('route policy snapshot', () => {
  const t = useTestApp();

  it(`matches ${SNAPSHOT_FILE}`, () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(0);
    const actual = renderRoutePolicy(routes);

    if (process.env.UPDATE_SNAPSHOTS === '1') {
      writeFileSync(SNAPSHOT_PATH, actual);
      return;
    }
    if (!existsSync(SNAPSHOT_PATH)) {
      throw new Error(`${SNAPSHOT_FILE} is missing; write it with \`${REGENERATE}\`.`);
    }
    const expected = readFileSync(SNAPSHOT_PATH, 'utf8').replace(/\r\n/g, '\n');
    if (actual === expected) return;
    throw new Error(
      [
        `The route policy differs from ${SNAPSHOT_FILE} (- snapshot, + code):`,
        '',
        ...lineDiff(expected.split('\n'), actual.split('\n')),
        '',
        `If the change is intended, regenerate the snapshot with \`${REGENERATE}\` (same`,
        'database settings as `npm test`) and commit it with the change.',
      ].join('\n'),
    );
  });
});
