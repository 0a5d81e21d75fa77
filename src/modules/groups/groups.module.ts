import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { Group, GroupMember } from './group.entity.js';
import { GroupsController } from './groups.controller.js';
import { GroupsDemoSeeder } from './groups.demo-seeder.js';
import { GroupsService } from './groups.service.js';

/** Groups of members, which `settings.member_visibility = group` reads. */
@Module({
  imports: [TypeOrmModule.forFeature([Group, GroupMember]), WorkspacesModule, WebhooksModule],
  controllers: [GroupsController],
  providers: [GroupsService, GroupsDemoSeeder],
})
export class GroupsModule {
  constructor(demo: DemoSeeders, seeder: GroupsDemoSeeder) {
    demo.add('groups', seeder);
  }
}
