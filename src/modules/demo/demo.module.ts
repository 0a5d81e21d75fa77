import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { RoutingModule } from '../routing/routing.module.js';
import { SequencesModule } from '../sequences/sequences.module.js';
import { TeamModule } from '../team/team.module.js';
import { DemoService } from './demo.service.js';

/** Demo data: the features that contribute seeders, and the service that runs them in order. */
@Module({
  imports: [
    TeamModule,
    RoutingModule,
    ContactsModule,
    InteractionsModule,
    FollowupsModule,
    SequencesModule,
  ],
  providers: [DemoService],
  exports: [DemoService],
})
export class DemoModule {}
