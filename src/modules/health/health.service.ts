import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { APP_VERSION } from '../../config/version.js';
import { Db } from '../../database/db.js';
import type { HealthResponse } from './dto/health.response.js';
import { databaseProbe } from './health.queries.js';

/** How long the pool gets to run the probe, then a connection of the probe's own. */
const DATABASE_PROBE_TIMEOUT_MS = 1_000;

type DatabaseState = 'up' | 'busy' | 'down';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  async report(): Promise<HealthResponse> {
    const database = await this.probeDatabase();
    return {
      status: database === 'up' ? 'ok' : 'degraded',
      auth_mode: this.config.authMode,
      payments: this.config.paymentsEnabled ? 'enabled' : 'disabled',
      database,
      version: APP_VERSION,
    };
  }

  /**
   * 'up' when the pool runs the probe in time, 'down' when it fails. When it does not get a
   * connection in time, the probe goes on a connection of its own: if the database answers there,
   * the pool is only busy (every connection taken, e.g. by requests waiting on one tenant's
   * locks), else the database is down.
   */
  private async probeDatabase(): Promise<DatabaseState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), DATABASE_PROBE_TIMEOUT_MS);
    });
    const probe = this.db.rows(databaseProbe()).then(
      () => 'up' as const,
      (error: { message?: unknown }) =>
        String(error?.message).startsWith('timeout exceeded when trying to connect')
          ? ('waiting' as const)
          : ('down' as const),
    );
    let outcome: 'up' | 'down' | 'waiting';
    try {
      outcome = await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (outcome !== 'waiting') return outcome;
    const answers = await this.db.answersOutsidePool(databaseProbe(), DATABASE_PROBE_TIMEOUT_MS);
    return answers ? 'busy' : 'down';
  }
}
