import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { APP_VERSION } from '../../config/version.js';
import { Db } from '../../database/db.js';
import type { HealthResponse } from './dto/health.response.js';
import { databaseProbe } from './health.queries.js';

const DATABASE_PROBE_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  async report(): Promise<HealthResponse> {
    const databaseUp = await this.probeDatabase();
    return {
      status: databaseUp ? 'ok' : 'degraded',
      auth_mode: this.config.authMode,
      payments: this.config.paymentsEnabled ? 'enabled' : 'disabled',
      database: databaseUp ? 'up' : 'down',
      version: APP_VERSION,
    };
  }

  private async probeDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
    });
    const probe = this.db.rows(databaseProbe()).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
