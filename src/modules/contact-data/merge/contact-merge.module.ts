import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../../contacts/contacts.module.js';
import { WebhooksModule } from '../../webhooks/webhooks.module.js';
import { ContactMergeController } from './contact-merge.controller.js';
import { ContactMerge } from './contact-merge.entity.js';
import { ContactMergeService } from './contact-merge.service.js';

/**
 * `POST /contacts/{id}/merge`: folding duplicates into one contact. The modules keeping records
 * of contacts move them through `ContactMergeReactions`, which the contacts module provides.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMerge]), ContactsModule, WebhooksModule],
  controllers: [ContactMergeController],
  providers: [ContactMergeService],
})
export class ContactMergeModule {}
