import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { ViewsModule } from '../views/views.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { Contact } from './contact.entity.js';
import { ContactMergeReactions } from './contact-merge-reactions.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsDemoSeeder } from './contacts.demo-seeder.js';
import { ContactReadsService } from './contact-reads.service.js';
import { ContactSnoozeService } from './contact-snooze.service.js';
import { ContactsService } from './contacts.service.js';
import { StageChangeReactions } from './stage-change-reactions.js';
import { StageMove } from './stage-move.entity.js';
import { ContactFieldValue } from './query/contact-field-value.entity.js';
import { ContactQueryService } from './query/contact-query.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Contact, StageMove, ContactFieldValue]),
    WorkspacesModule,
    WebhooksModule,
    ViewsModule,
  ],
  controllers: [ContactsController],
  providers: [
    ContactsService,
    ContactSnoozeService,
    ContactQueryService,
    ContactReadsService,
    ContactMergeReactions,
    ContactsDemoSeeder,
    StageChangeReactions,
  ],
  exports: [
    ContactsService,
    ContactQueryService,
    ContactReadsService,
    ContactMergeReactions,
    StageChangeReactions,
  ],
})
export class ContactsModule {
  constructor(demo: DemoSeeders, seeder: ContactsDemoSeeder) {
    demo.add('contacts', seeder);
  }
}
