import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { PipelinesController } from './pipelines.controller.js';
import { PipelinesService } from './pipelines.service.js';

/**
 * The workspace's pipelines and their stages (`/pipelines`; `/settings` edits the default one
 * through this module's service). The workspaces module stores them.
 */
@Module({
  imports: [WorkspacesModule, ContactsModule, WebhooksModule],
  controllers: [PipelinesController],
  providers: [PipelinesService],
  exports: [PipelinesService],
})
export class PipelinesModule {}
