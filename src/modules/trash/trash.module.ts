import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TrashController } from './trash.controller.js';
import { TrashPurgeWorker } from './trash-purge.worker.js';
import { TrashService } from './trash.service.js';

@Module({
  imports: [WebhooksModule],
  controllers: [TrashController],
  providers: [TrashService, TrashPurgeWorker],
})
export class TrashModule {}
