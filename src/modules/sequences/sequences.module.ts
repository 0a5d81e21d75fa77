import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module.js';
import { DemoModule } from '../demo/demo.module.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { EnrollmentsService } from './enrollments.service.js';
import { SequenceEnrollment } from './sequence-enrollment.entity.js';
import { Sequence } from './sequence.entity.js';
import { SequencesController } from './sequences.controller.js';
import { SequencesDemoSeeder } from './sequences.demo-seeder.js';
import { SequencesService } from './sequences.service.js';

/**
 * Sequences and their enrollments. Ends enrollments when a contact reaches a won or lost stage
 * through the contacts module's stage-change hooks, so contacts never depends on sequences.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Sequence, SequenceEnrollment]),
    ContactsModule,
    FollowupsModule,
    DemoModule,
  ],
  controllers: [SequencesController],
  providers: [SequencesService, EnrollmentsService, SequencesDemoSeeder],
})
export class SequencesModule {}
