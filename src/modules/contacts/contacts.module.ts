import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { Contact } from './contact.entity.js';
import { ContactMerge } from './contact-merge.entity.js';
import { ContactMergeController } from './contact-merge.controller.js';
import { ContactMergeReactions } from './contact-merge-reactions.js';
import { ContactMergeService } from './contact-merge.service.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsDataController } from './contacts-data.controller.js';
import { ContactsDemoSeeder } from './contacts.demo-seeder.js';
import { ContactsExportService } from './contacts-export.service.js';
import { ContactDuplicatesService } from './contact-duplicates.service.js';
import { ContactReadsService } from './contact-reads.service.js';
import { ContactsService } from './contacts.service.js';
import { StageChangeReactions } from './stage-change-reactions.js';
import { StageMove } from './stage-move.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Contact, StageMove, ContactMerge]),
    WorkspacesModule,
    WebhooksModule,
  ],
  controllers: [ContactsController, ContactsDataController, ContactMergeController],
  providers: [
    ContactsService,
    ContactReadsService,
    ContactDuplicatesService,
    ContactMergeService,
    ContactMergeReactions,
    ContactsDemoSeeder,
    StageChangeReactions,
    ContactsExportService,
  ],
  exports: [
    ContactsService,
    ContactReadsService,
    ContactDuplicatesService,
    ContactMergeReactions,
    StageChangeReactions,
  ],
})
export class ContactsModule {
  constructor(demo: DemoSeeders, seeder: ContactsDemoSeeder) {
    demo.add('contacts', seeder);
  }
}
