import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TrashController } from './trash.controller.js';
import { TrashPurgeWorker } from './trash-purge.worker.js';
import { TrashService } from './trash.service.js';

@Module({
  imports: [WebhooksModule, ContactsModule],
  controllers: [TrashController],
  providers: [TrashService, TrashPurgeWorker],
})
export class TrashModule {}
