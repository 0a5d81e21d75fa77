import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { FollowupsModule } from '../followups/followups.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { ReportsController } from './reports.controller.js';
import { DealReportsService } from './deal-reports.service.js';
import { ReportsService } from './reports.service.js';

/** Read-only aggregates: its own read of the stage moves, the other modules' figures. */
@Module({
  imports: [ContactsModule, InteractionsModule, FollowupsModule],
  controllers: [ReportsController],
  providers: [ReportsService, DealReportsService],
})
export class ReportsModule {}
