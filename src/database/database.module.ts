import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options.js';

@Module({})
export class DatabaseModule {
  static forRoot(url: string, poolSize: number): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url, poolSize),
          // Each feature module registers its own entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          retryAttempts: 2,
          retryDelay: 500,
        }),
      ],
    };
  }
}
