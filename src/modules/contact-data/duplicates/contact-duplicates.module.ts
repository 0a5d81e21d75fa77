import { Module } from '@nestjs/common';
import { ContactsModule } from '../../contacts/contacts.module.js';
import { ContactDuplicatesController } from './contact-duplicates.controller.js';
import { ContactDuplicatesService } from './contact-duplicates.service.js';

/**
 * `GET /contacts/duplicates`: contacts sharing an e-mail or a phone; and the phone keys they are
 * grouped by, which a change of the workspace's region rewrites (SettingsService).
 */
@Module({
  imports: [ContactsModule],
  controllers: [ContactDuplicatesController],
  providers: [ContactDuplicatesService],
  exports: [ContactDuplicatesService],
})
export class ContactDuplicatesModule {}
