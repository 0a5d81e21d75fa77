import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { Contact } from './contact.entity.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsDataController } from './contacts-data.controller.js';
import { ContactsExportService } from './contacts-export.service.js';
import { ContactsBulkService } from './contacts-bulk.service.js';
import { ContactsDemoSeeder } from './contacts.demo-seeder.js';
import { ContactReadsService } from './contact-reads.service.js';
import { ContactsService } from './contacts.service.js';
import { StageChangeReactions } from './stage-change-reactions.js';
import { StageMove } from './stage-move.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Contact, StageMove]), WorkspacesModule, WebhooksModule],
  controllers: [ContactsController, ContactsDataController],
  providers: [
    ContactsService,
    ContactReadsService,
    ContactsDemoSeeder,
    StageChangeReactions,
    ContactsExportService,
    ContactsBulkService,
  ],
  exports: [
    ContactsDemoSeeder,
    ContactsService,
    ContactReadsService,
    StageChangeReactions,
    ContactsBulkService,
  ],
})
export class ContactsModule {}
