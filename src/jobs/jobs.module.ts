import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JOBS_DATABASE_URL, JobQueue } from './job-queue.js';
import { TrackedJobs } from './tracked-jobs.js';

/**
 * The job queue (pg-boss), started with the application and stopped within its shutdown, and the
 * tracked jobs worked on it.
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_DATABASE_URL, useValue: databaseUrl }, JobQueue, TrackedJobs],
      exports: [JobQueue, TrackedJobs],
    };
  }
}
