import pg from 'pg';

/**
 * pg-boss's connections, handed to it (its `db` option) rather than opened by it, so that a
 * stopping process can see whether any of its queries is still on its way: a worker's fetch under
 * way when the stop began is the one thing that keeps a worker running after it was told to stop.
 */
export class JobConnections {
  private readonly pool: pg.Pool;
  private running = 0;
  private started = 0;

  constructor(connectionString: string, max: number, onError: (error: Error) => void) {
    this.pool = new pg.Pool({ connectionString, max, application_name: 'pipeline-crm-jobs' });
    this.pool.on('error', onError);
  }

  /** The one method pg-boss calls on its database. */
  async executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    this.running++;
    this.started++;
    try {
      return await this.pool.query(text, values);
    } finally {
      this.running--;
    }
  }

  /** Queries on their way now. */
  get inFlight(): number {
    return this.running;
  }

  /** Queries begun so far: a stop sees whether one began while it waited. */
  get begun(): number {
    return this.started;
  }

  async close(): Promise<void> {
    if (!this.pool.ending) await this.pool.end();
  }
}
