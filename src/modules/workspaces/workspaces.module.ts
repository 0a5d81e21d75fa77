import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invite } from '../../tenancy/invite.entity.js';
import { TierChange } from './tier-change.entity.js';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';
import { WorkspaceTierService } from './workspace-tier.service.js';
import { WorkspacesService } from './workspaces.service.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Workspace, User, Invite, TierChange]), WebhooksModule],
  providers: [WorkspacesService, WorkspaceTierService],
  exports: [WorkspacesService, WorkspaceTierService],
})
export class WorkspacesModule {}
