import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { TimelineController } from './timeline.controller.js';
import { TimelineService } from './timeline.service.js';

@Module({
  imports: [ContactsModule, InteractionsModule, FollowupsModule],
  controllers: [TimelineController],
  providers: [TimelineService],
})
export class TimelineModule {}
