import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeeders } from '../../tenancy/demo-seeders.js';
import { ContactMergeReactions } from '../contacts/contact-merge-reactions.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { Interaction } from './interaction.entity.js';
import { InteractionsController } from './interactions.controller.js';
import { InteractionsDemoSeeder } from './interactions.demo-seeder.js';
import { InteractionsService } from './interactions.service.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Interaction]), ContactsModule, WebhooksModule],
  controllers: [InteractionsController],
  providers: [InteractionsService, InteractionsDemoSeeder],
  exports: [InteractionsService],
})
export class InteractionsModule {
  constructor(
    merges: ContactMergeReactions,
    interactions: InteractionsService,
    demo: DemoSeeders,
    seeder: InteractionsDemoSeeder,
  ) {
    // A merge moves the merged contacts' interactions; contacts never imports interactions.
    merges.add(interactions);
    demo.add('interactions', seeder);
  }
}
