import { Module } from '@nestjs/common';
import { DemoModule } from '../demo/demo.module.js';
import { TeamController } from './team.controller.js';
import { TeamDemoSeeder } from './team.demo-seeder.js';
import { TeamService } from './team.service.js';

@Module({
  imports: [DemoModule],
  controllers: [TeamController],
  providers: [TeamService, TeamDemoSeeder],
  exports: [TeamService],
})
export class TeamModule {}
