import { Module } from '@nestjs/common';
import { ContactsModule } from '../../contacts/contacts.module.js';
import { ContactsExportController } from './contacts-export.controller.js';
import { ContactsExportService } from './contacts-export.service.js';

/** `GET /contacts/export`: the contacts the list's filters match, as a CSV file. */
@Module({
  imports: [ContactsModule],
  controllers: [ContactsExportController],
  providers: [ContactsExportService],
})
export class ContactsExportModule {}
