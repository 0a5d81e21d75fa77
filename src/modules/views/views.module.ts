import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { SavedView } from './saved-view.entity.js';
import { ViewsController } from './views.controller.js';
import { ViewsService } from './views.service.js';

/** Saved views of contacts; the routes of contacts use one through `ViewsService.contactQueryOf`. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedView]), WebhooksModule],
  controllers: [ViewsController],
  providers: [ViewsService],
  exports: [ViewsService],
})
export class ViewsModule {}
