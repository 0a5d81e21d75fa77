import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { ContactMergeReactions } from '../contacts/contact-merge-reactions.js';
import { StageChangeReactions } from '../contacts/stage-change-reactions.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { EnrollmentsService } from './enrollments.service.js';
import { SequenceEnrollment } from './sequence-enrollment.entity.js';
import { Sequence } from './sequence.entity.js';
import { SequencesController } from './sequences.controller.js';
import { SequencesDemoSeeder } from './sequences.demo-seeder.js';
import { SequencesService } from './sequences.service.js';

/** Sequences and their enrollments. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Sequence, SequenceEnrollment]),
    ContactsModule,
    FollowupsModule,
    WebhooksModule,
  ],
  controllers: [SequencesController],
  providers: [SequencesService, EnrollmentsService, SequencesDemoSeeder],
})
export class SequencesModule {
  constructor(
    reactions: StageChangeReactions,
    merges: ContactMergeReactions,
    enrollments: EnrollmentsService,
    demo: DemoSeeders,
    seeder: SequencesDemoSeeder,
  ) {
    // A contact reaching a won or lost stage finishes its active enrollments, in the stage
    // change's transaction; contacts never imports sequences.
    reactions.add(enrollments);
    // A merge moves the merged contacts' enrollments, ending those it would double.
    merges.add(enrollments);
    demo.add('sequences', seeder);
  }
}
