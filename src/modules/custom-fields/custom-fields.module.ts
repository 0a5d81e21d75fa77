import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomField } from './custom-field.entity.js';
import { CustomFieldsController } from './custom-fields.controller.js';
import { CustomFieldsService } from './custom-fields.service.js';
import { FilterIndexBuild } from './filter-index-build.entity.js';
import { FilterIndexWorker } from './filter-index.worker.js';

@Module({
  imports: [TypeOrmModule.forFeature([CustomField, FilterIndexBuild]), WebhooksModule],
  controllers: [CustomFieldsController],
  providers: [CustomFieldsService, FilterIndexWorker],
})
export class CustomFieldsModule {}
