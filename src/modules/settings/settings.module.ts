import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { ContactDuplicatesModule } from '../contact-data/duplicates/contact-duplicates.module.js';
import { PipelinesModule } from '../pipelines/pipelines.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

/** Reads and validates workspace settings; the workspaces module writes them. */
@Module({
  imports: [WorkspacesModule, PipelinesModule, ContactDuplicatesModule, WebhooksModule],
  controllers: [SettingsController],
  providers: [SettingsService],
})
export class SettingsModule {}
