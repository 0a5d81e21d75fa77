import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { TimelineController } from './timeline.controller.js';
import { TimelineService } from './timeline.service.js';

@Module({
  imports: [ContactsModule],
  controllers: [TimelineController],
  providers: [TimelineService],
})
export class TimelineModule {}
