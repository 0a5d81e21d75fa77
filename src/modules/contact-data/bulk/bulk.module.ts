import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../../contacts/contacts.module.js';
import { WebhooksModule } from '../../webhooks/webhooks.module.js';
import { WorkspacesModule } from '../../workspaces/workspaces.module.js';
import { BulkOperation } from './bulk-operation.entity.js';
import { BulkOperationWorker } from './bulk-operation.worker.js';
import { BulkOperationsController } from './bulk-operations.controller.js';
import { BulkOperationsService } from './bulk-operations.service.js';
import { ContactsBulkController } from './contacts-bulk.controller.js';
import { ContactsBulkService } from './contacts-bulk.service.js';

/**
 * One action over many contacts (`POST /contacts/bulk`): listed ones at once, a filter as a
 * tracked job (`/bulk-operations`). Each contact follows its single route's rules, through the
 * contacts module's exported services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BulkOperation]),
    ContactsModule,
    WorkspacesModule,
    WebhooksModule,
  ],
  controllers: [ContactsBulkController, BulkOperationsController],
  providers: [ContactsBulkService, BulkOperationsService, BulkOperationWorker],
  exports: [ContactsBulkService],
})
export class BulkModule {}
