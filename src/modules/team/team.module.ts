import { Module } from '@nestjs/common';
import { TeamController } from './team.controller.js';
import { TeamDemoSeeder } from './team.demo-seeder.js';
import { TeamService } from './team.service.js';

@Module({
  controllers: [TeamController],
  providers: [TeamService, TeamDemoSeeder],
  exports: [TeamDemoSeeder, TeamService],
})
export class TeamModule {}
