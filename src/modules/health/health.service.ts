import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { APP_VERSION } from '../../config/version.js';
import { Draining } from '../../core/draining.js';
import {
  DATABASE_UNAVAILABLE_DETAIL,
  DATABASE_UNAVAILABLE_RETRY_AFTER,
} from '../../core/http/database-faults.js';
import { Problem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { HealthResponse } from './dto/health.response.js';
import type { ReadinessResponse } from './dto/readiness.response.js';
import { databaseProbe } from './health.queries.js';

/** How long the pool gets to run the probe, then a connection of the probe's own. */
const DATABASE_PROBE_TIMEOUT_MS = 1_000;

type DatabaseState = 'up' | 'busy' | 'down';

export const SHUTTING_DOWN_DETAIL = 'This instance is shutting down';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly draining: Draining,
  ) {}

  /**
   * The instance's report. While the database is down, a 503 as every answer then is: problem
   * details with Retry-After, so a probe backs off as a client does, the report's members beside
   * them (its `status` is the HTTP status there).
   */
  async report(): Promise<HealthResponse> {
    const database = await this.probeDatabase();
    const authMode = this.config.authMode;
    const payments = this.config.paymentsEnabled ? 'enabled' : 'disabled';
    if (database === 'down') {
      throw new Problem(503, DATABASE_UNAVAILABLE_DETAIL, 'database_unavailable', {
        auth_mode: authMode,
        payments,
        database,
        version: APP_VERSION,
        retry_after: DATABASE_UNAVAILABLE_RETRY_AFTER,
      });
    }
    return {
      status: database === 'up' ? 'ok' : 'degraded',
      auth_mode: authMode,
      payments,
      database,
      version: APP_VERSION,
    };
  }

  /**
   * Whether a balancer should send this instance requests: not once shutdown has begun (no
   * Retry-After: this instance will not be back), nor while the database is down. A busy pool is
   * ready, as in /health: every instance shares the database, so taking this one out would not help.
   */
  async readiness(): Promise<ReadinessResponse> {
    const shuttingDown = () => new Problem(503, SHUTTING_DOWN_DETAIL, 'shutting_down');
    if (this.draining.active) throw shuttingDown();
    const database = await this.probeDatabase();
    // Shutdown may have begun while the probe ran.
    if (this.draining.active) throw shuttingDown();
    if (database === 'down') {
      throw new Problem(503, DATABASE_UNAVAILABLE_DETAIL, 'database_unavailable', {
        retry_after: DATABASE_UNAVAILABLE_RETRY_AFTER,
      });
    }
    return { status: 'ready' };
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
