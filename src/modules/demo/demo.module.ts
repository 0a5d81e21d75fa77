import { Module } from '@nestjs/common';
import { DemoService } from './demo.service.js';

/**
 * Demo data: the service that seeds and wipes it. The features that contribute seeders add them
 * to DemoSeeders (src/tenancy) from their own module files.
 */
@Module({
  providers: [DemoService],
  exports: [DemoService],
})
export class DemoModule {}
