import { Module } from '@nestjs/common';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { ViewsModule } from '../views/views.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TeamController } from './team.controller.js';
import { TeamDemoSeeder } from './team.demo-seeder.js';
import { TeamService } from './team.service.js';

@Module({
  imports: [WebhooksModule, ViewsModule],
  controllers: [TeamController],
  providers: [TeamService, TeamDemoSeeder],
  exports: [TeamService],
})
export class TeamModule {
  constructor(demo: DemoSeeders, seeder: TeamDemoSeeder) {
    demo.add('team', seeder);
  }
}
