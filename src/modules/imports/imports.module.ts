import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { ContactImporter } from './contact-importer.js';
import { Import } from './import.entity.js';
import { ImportFile, ImportFilePart } from './import-file.entity.js';
import { ImportWorker } from './import.worker.js';
import { ImportsController } from './imports.controller.js';
import { ImportsService } from './imports.service.js';
import { ImportUploads } from './imports.upload.js';

/** CSV imports of contacts, run as jobs on the job queue. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Import, ImportFile, ImportFilePart]),
    ContactsModule,
    WorkspacesModule,
    WebhooksModule,
  ],
  controllers: [ImportsController],
  providers: [ImportsService, ImportWorker, ContactImporter, ImportUploads],
})
export class ImportsModule {}
