import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';
import { Environment } from './environment.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: Environment): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: new AppConfig(env) }],
      exports: [AppConfig],
    };
  }
}
