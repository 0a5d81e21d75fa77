import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Read-only aggregates; the modules owning the rows run the SQL. */
@Module({
  imports: [ContactsModule, InteractionsModule, FollowupsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
