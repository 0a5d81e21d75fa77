import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'typeorm';
import type { StatementObserver } from './checkout.js';
import {
  answerWithinMs,
  type DatabaseSettings,
  dataSourceOptions,
  POOL_ACQUIRE_TIMEOUT_MS,
} from './data-source-options.js';
import { DatabaseListener } from './database-listener.js';
import { DatabasePool } from './database-pool.js';
import { Db } from './db.js';
import { PoolShares, shareLimit } from './pool-share.js';
import { PoolShareInterceptor } from './pool-share.interceptor.js';

/**
 * TypeORM's own pool: migrations at start, the migration generator and the tests' direct reads.
 * Requests never use it.
 */
const TYPEORM_POOL_SIZE = 2;

/** Nothing watches the statements: the statement counter is opt-in. */
const UNOBSERVED: StatementObserver = { logQuery: () => undefined };

@Global()
@Module({})
export class DatabaseModule {
  /** `logger` sees every statement when given (the opt-in SQL statement counter). */
  static forRoot(url: string, settings: DatabaseSettings, logger?: Logger): DynamicModule {
    const { poolSize, timeouts, preparedStatements } = settings;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, TYPEORM_POOL_SIZE, timeouts, preparedStatements),
          ...(logger ? { logger } : {}),
          // Each feature module registers its own entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          retryAttempts: 2,
          retryDelay: 500,
        }),
      ],
      providers: [
        { provide: DatabasePool, useFactory: () => new DatabasePool(url, settings) },
        {
          provide: DatabaseListener,
          useFactory: () =>
            settings.directUrl
              ? new DatabaseListener(settings.directUrl)
              : new DatabaseListener(url, preparedStatements),
        },
        {
          provide: Db,
          useFactory: (pool: DatabasePool) =>
            new Db(pool, logger ?? UNOBSERVED, {
              preparedStatements,
              answerWithinMs: answerWithinMs(timeouts),
              ...(preparedStatements ? {} : { transactionTimeouts: timeouts }),
            }),
          inject: [DatabasePool],
        },
        {
          provide: PoolShares,
          useFactory: () =>
            new PoolShares(
              shareLimit(poolSize, settings.poolShare),
              POOL_ACQUIRE_TIMEOUT_MS,
              poolSize,
            ),
        },
        PoolShareInterceptor,
      ],
      exports: [Db, DatabasePool, DatabaseListener, PoolShares, PoolShareInterceptor],
    };
  }
}
