import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { ContactMergeReactions } from '../contacts/contact-merge-reactions.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { AgendaController } from './agenda.controller.js';
import { AgendaService } from './agenda.service.js';
import { Followup } from './followup.entity.js';
import { FollowupsController } from './followups.controller.js';
import { FollowupsDemoSeeder } from './followups.demo-seeder.js';
import { FollowupsService } from './followups.service.js';
import { OpenCountsCompactionWorker } from './open-counts-compaction.worker.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Followup]), ContactsModule, WorkspacesModule, WebhooksModule],
  controllers: [FollowupsController, AgendaController],
  providers: [FollowupsService, AgendaService, FollowupsDemoSeeder, OpenCountsCompactionWorker],
  exports: [FollowupsService],
})
export class FollowupsModule {
  constructor(
    merges: ContactMergeReactions,
    followups: FollowupsService,
    demo: DemoSeeders,
    seeder: FollowupsDemoSeeder,
  ) {
    // A merge moves the merged contacts' follow-ups; contacts never imports follow-ups.
    merges.add(followups);
    demo.add('followups', seeder);
  }
}
