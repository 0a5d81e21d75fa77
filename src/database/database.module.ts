import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type Logger } from 'typeorm';
import { answerWithinMs, type DatabaseSettings, dataSourceOptions } from './data-source-options.js';
import { Db } from './db.js';

@Global()
@Module({})
export class DatabaseModule {
  /** `logger` replaces TypeORM's only when given (the opt-in SQL statement counter). */
  static forRoot(url: string, settings: DatabaseSettings, logger?: Logger): DynamicModule {
    const { poolSize, timeouts, preparedStatements } = settings;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, poolSize, timeouts, preparedStatements),
          ...(logger ? { logger } : {}),
          // Each feature module registers its own entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          retryAttempts: 2,
          retryDelay: 500,
        }),
      ],
      providers: [
        {
          provide: Db,
          useFactory: (dataSource: DataSource) =>
            Db.over(dataSource, {
              preparedStatements,
              answerWithinMs: answerWithinMs(timeouts),
              ...(preparedStatements ? {} : { transactionTimeouts: timeouts }),
            }),
          inject: [DataSource],
        },
      ],
      exports: [Db],
    };
  }
}
