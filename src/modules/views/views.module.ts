import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedView } from './saved-view.entity.js';
import { ViewsController } from './views.controller.js';
import { ViewsService } from './views.service.js';

/** Saved views of contacts; the routes of contacts use one through `ViewsService.contactQueryOf`. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedView])],
  controllers: [ViewsController],
  providers: [ViewsService],
  exports: [ViewsService],
})
export class ViewsModule {}
