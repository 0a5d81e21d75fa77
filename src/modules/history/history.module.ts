import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module.js';
import { ContactHistoryEntry } from './contact-history-entry.entity.js';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactHistoryEntry]), ContactsModule],
  controllers: [HistoryController],
  providers: [HistoryService],
})
export class HistoryModule {}
