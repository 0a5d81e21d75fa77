import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoModule } from '../demo/demo.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { RoutingRule } from './routing-rule.entity.js';
import { RoutingController } from './routing.controller.js';
import { RoutingDemoSeeder } from './routing.demo-seeder.js';
import { RoutingService } from './routing.service.js';

/** Contact assignment. Contacts depend on it, never the other way round. */
@Module({
  imports: [TypeOrmModule.forFeature([RoutingRule]), WorkspacesModule, DemoModule],
  controllers: [RoutingController],
  providers: [RoutingService, RoutingDemoSeeder],
  exports: [RoutingService],
})
export class RoutingModule {}
