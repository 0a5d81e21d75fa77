// Lints an OpenAPI document with Redocly (recommended, redocly.yaml) and Spectral (spectral:oas,
// .spectral.yaml), the linters integrators' tooling runs: `npm run openapi:lint -- <file>`.
// test/openapi-lint.e2e-spec.ts runs it on the document the service serves.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');
// No update notices, no telemetry: the output is parsed, and CI may have no network.
const QUIET_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

function run(command, args) {
  return new Promise((done, fail) => {
    execFile(
      join(BIN, command),
      args,
      { cwd: ROOT, env: QUIET_ENV, maxBuffer: 64 * 1024 * 1024 },
      // Both exit non-zero when they find errors; their JSON on stdout is the verdict.
      (error, stdout, stderr) => {
        if (stdout.trim()) done(stdout);
        else fail(new Error(`${command} gave no report: ${error?.message ?? ''}\n${stderr}`));
      },
    );
  });
}

function parseJson(command, text) {
  // Spectral may print a notice before its JSON array.
  const start = text.search(/^[[{]/m);
  try {
    return JSON.parse(text.slice(start));
  } catch {
    throw new Error(`${command} printed no JSON:\n${text}`);
  }
}

/** Redocly's findings: `{ tool, severity, rule, where, message }`. */
async function redocly(file) {
  const out = await run('redocly', [
    'lint',
    file,
    '--config',
    join(ROOT, 'redocly.yaml'),
    '--format',
    'json',
    '--max-problems',
    '10000',
  ]);
  const report = parseJson('redocly', out);
  return report.problems.map((p) => ({
    tool: 'redocly',
    severity: p.severity === 'error' ? 'error' : p.severity === 'warn' ? 'warning' : p.severity,
    rule: p.ruleId,
    where: p.location?.map((l) => l.pointer).join(', ') ?? '',
    message: p.message,
  }));
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

/** Spectral's findings, in the same shape. */
async function spectral(file) {
  const out = await run('spectral', [
    'lint',
    file,
    '--ruleset',
    join(ROOT, '.spectral.yaml'),
    '--format',
    'json',
    '--quiet',
  ]);
  const results = out.trim().startsWith('No results') ? [] : parseJson('spectral', out);
  return results.map((r) => ({
    tool: 'spectral',
    severity: SPECTRAL_SEVERITY[r.severity] ?? String(r.severity),
    rule: r.code,
    where: `#/${r.path.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`,
    message: r.message,
  }));
}

/** Every finding of both linters on the document at `file`, a path or an http(s) URL. */
export async function lintOpenApi(file) {
  const path = /^https?:\/\//.test(file) ? file : resolve(file);
  const [a, b] = await Promise.all([redocly(path), spectral(path)]);
  return [...a, ...b];
}

/** One line a finding, for a terminal or a failed test. */
export function formatFindings(findings) {
  return findings
    .map((f) => `${f.tool} ${f.severity} ${f.rule} ${f.where}: ${f.message}`)
    .join('\n');
}

/** Errors and warnings fail; infos and hints are shown only. */
export function isBlocking(finding) {
  return finding.severity === 'error' || finding.severity === 'warning';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run openapi:lint -- <openapi.json|openapi.yaml|http(s) URL>');
    process.exit(2);
  }
  const findings = await lintOpenApi(file);
  if (findings.length > 0) console.log(formatFindings(findings));
  const blocking = findings.filter(isBlocking).length;
  console.log(`${file}: ${blocking} errors and warnings, ${findings.length - blocking} notices`);
  process.exit(blocking > 0 ? 1 : 0);
}
