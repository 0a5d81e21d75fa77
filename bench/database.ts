import pg from 'pg';
import {
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../src/database/embedded-database.mjs';
import { config, templateNameFor } from './config.js';

/**
 * The bench database `crm_bench` on DATABASE_URL's server (or on an embedded PostgreSQL under
 * bench/data when DATABASE_URL is unset). A seeded data set is kept in `crm_bench_template`;
 * each run serves a fresh copy of it, so the writes of one run never skew the next.
 */
export class BenchDatabase {
  private constructor(
    private readonly serverUrl: string,
    private readonly embedded?: EmbeddedDatabase,
  ) {}

  static async open(): Promise<BenchDatabase> {
    if (config.databaseUrl) return new BenchDatabase(withDatabase(config.databaseUrl, 'postgres'));
    const embedded = await startEmbeddedDatabase({
      dir: config.embeddedDir,
      port: config.embeddedPort,
    });
    return new BenchDatabase(withDatabase(embedded.url, 'postgres'), embedded);
  }

  get url(): string {
    return withDatabase(this.serverUrl, config.databaseName);
  }

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  /** Recreates crm_bench from the scale's template when there is one, else empty. */
  async restore(scale: number): Promise<'template' | 'empty'> {
    const template = templateNameFor(scale);
    return this.admin(async (client) => {
      const fromTemplate = await exists(client, template);
      await client.query(`DROP DATABASE IF EXISTS ${config.databaseName} WITH (FORCE)`);
      await client.query(
        fromTemplate
          ? `CREATE DATABASE ${config.databaseName} TEMPLATE ${template}${await fileCopy(client)}`
          : `CREATE DATABASE ${config.databaseName}`,
      );
      return fromTemplate ? 'template' : 'empty';
    });
  }

  /** Drops the scale's data set and template: the next seeding starts from nothing. */
  async reset(scale: number): Promise<void> {
    await this.admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${templateNameFor(scale)} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${config.databaseName} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${config.databaseName}`);
    });
  }

  /** Keeps the current crm_bench (migrated and seeded, not yet loaded) as the scale's template. */
  async saveTemplate(scale: number): Promise<void> {
    const template = templateNameFor(scale);
    await this.admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await client.query(
        `CREATE DATABASE ${template} TEMPLATE ${config.databaseName}${await fileCopy(client)}`,
      );
    });
  }

  async serverVersion(): Promise<string> {
    return this.admin(async (client) => {
      const { rows } = await client.query<{ v: string }>(
        `SELECT current_setting('server_version') AS v`,
      );
      return rows[0].v;
    });
  }

  async close(): Promise<void> {
    await this.embedded?.stop();
  }

  private async admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}

/** Runs `work` on a single connection to `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, application_name: 'pipeline-crm-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function exists(client: pg.Client, database: string): Promise<boolean> {
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [
    database,
  ]);
  return rowCount === 1;
}

/** PostgreSQL 15+ copies a database file by file much faster than through the WAL. */
async function fileCopy(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ n: string }>(`SHOW server_version_num`);
  return Number(rows[0].n) >= 150000 ? ' STRATEGY FILE_COPY' : '';
}
