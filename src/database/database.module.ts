import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

@Module({})
export class DatabaseModule {
  /** `logger` replaces TypeORM's only when given (the opt-in SQL statement counter). */
  static forRoot(url: string, poolSize: number, logger?: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, poolSize),
          ...(logger ? { logger } : {}),
          // Each feature module registers its own entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          retryAttempts: 2,
          retryDelay: 500,
        }),
      ],
    };
  }
}
