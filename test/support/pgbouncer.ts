import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PgBouncerOptions {
  /** Server connections per database and user: fewer than the app's pool, so clients share them. */
  poolSize?: number;
  /** Startup parameters PgBouncer drops instead of refusing the connection. */
  ignoreStartupParameters?: string[];
  /** The time zone PgBouncer asks its server connections for, as a server's default would be. */
  serverTimeZone?: string;
}

/** Where Debian's `pgbouncer` package puts the binary, else whatever PATH finds. */
function pgbouncerBinary(): string {
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  try {
    return execFileSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'pgbouncer is not installed; the pooler tests need a real one: apt-get install -y pgbouncer',
    );
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real PgBouncer in transaction mode in front of the test database's server (every database
 * name passes through), on a free port, as a child process of the test.
 */
export class PgBouncer {
  private output = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  static async start(options: PgBouncerOptions = {}): Promise<PgBouncer> {
    const binary = pgbouncerBinary();
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'crm-pgbouncer-'));
    // Run as root (CI), PgBouncer drops to `nobody`, which must still read its files.
    chmodSync(dir, 0o755);
    const ignored = options.ignoreStartupParameters ?? [];
    // Trust from the test to PgBouncer; the password, if any, for PgBouncer's own login.
    const [user, password] = [target.username, target.password].map(decodeURIComponent);
    writeFileSync(join(dir, 'users.txt'), `"${user}" "${password}"\n`);
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${target.hostname} port=${target.port || 5432}` +
          (options.serverTimeZone ? ` timezone=${options.serverTimeZone}` : ''),
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'users.txt')}`,
        `admin_users = ${user}`,
        'pool_mode = transaction',
        `default_pool_size = ${options.poolSize ?? 2}`,
        'max_client_conn = 200',
        ...(ignored.length > 0 ? [`ignore_startup_parameters = ${ignored.join(',')}`] : []),
        '',
      ].join('\n'),
    );
    for (const file of ['users.txt', 'pgbouncer.ini']) chmodSync(join(dir, file), 0o644);
    const asRoot = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
    const child = spawn(binary, [...asRoot, join(dir, 'pgbouncer.ini')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const bouncer = new PgBouncer(child, dir, port);
    await bouncer.accepting();
    return bouncer;
  }

  /** The test database's URL through the pooler (`database` instead of its name when given). */
  url(database?: string): string {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    if (database) url.pathname = `/${database}`;
    return url.toString();
  }

  /** Backend process ids of the server connections the pooler holds (its admin console). */
  async serverPids(): Promise<number[]> {
    const admin = new pg.Client({ connectionString: this.url('pgbouncer') });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ remote_pid: string }>('SHOW SERVERS');
      return rows.map((row) => Number(row.remote_pid));
    } finally {
      await admin.end();
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Resolves once a query goes through; fails with PgBouncer's own output if it exits. */
  private async accepting(): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (this.child.exitCode !== null) {
        rmSync(this.dir, { recursive: true, force: true });
        throw new Error(`pgbouncer exited (${this.child.exitCode}):\n${this.output}`);
      }
      const client = new pg.Client({ connectionString: this.url() });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          await this.stop();
          throw new Error(
            `pgbouncer did not accept connections: ${String(error)}\n${this.output}`,
            {
              cause: error,
            },
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await client.end().catch(() => {});
      }
    }
  }
}
