import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { RoutingRule } from './routing-rule.entity.js';
import { RoutingController } from './routing.controller.js';
import { RoutingDemoSeeder } from './routing.demo-seeder.js';
import { RoutingService } from './routing.service.js';

/** Contact assignment. Contacts depend on it, never the other way round. */
@Module({
  imports: [TypeOrmModule.forFeature([RoutingRule]), WorkspacesModule],
  controllers: [RoutingController],
  providers: [RoutingService, RoutingDemoSeeder],
  exports: [RoutingService],
})
export class RoutingModule {
  constructor(demo: DemoSeeders, seeder: RoutingDemoSeeder) {
    demo.add('routing', seeder);
  }
}
