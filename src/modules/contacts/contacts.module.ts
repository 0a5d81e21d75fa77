import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { BulkOperation } from './bulk-operation.entity.js';
import { BulkOperationWorker } from './bulk-operation.worker.js';
import { BulkOperationsController } from './bulk-operations.controller.js';
import { BulkOperationsService } from './bulk-operations.service.js';
import { Contact } from './contact.entity.js';
import { ContactMergeReactions } from './contact-merge-reactions.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsDataController } from './contacts-data.controller.js';
import { ContactsDemoSeeder } from './contacts.demo-seeder.js';
import { ContactsBulkService } from './contacts-bulk.service.js';
import { ContactReadsService } from './contact-reads.service.js';
import { ContactsService } from './contacts.service.js';
import { StageChangeReactions } from './stage-change-reactions.js';
import { StageMove } from './stage-move.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Contact, StageMove, BulkOperation]),
    WorkspacesModule,
    WebhooksModule,
  ],
  controllers: [ContactsController, ContactsDataController, BulkOperationsController],
  providers: [
    ContactsService,
    ContactReadsService,
    ContactMergeReactions,
    ContactsDemoSeeder,
    StageChangeReactions,
    ContactsBulkService,
    BulkOperationsService,
    BulkOperationWorker,
  ],
  exports: [
    ContactsDemoSeeder,
    ContactsService,
    ContactReadsService,
    ContactMergeReactions,
    StageChangeReactions,
    ContactsBulkService,
  ],
})
export class ContactsModule {}
