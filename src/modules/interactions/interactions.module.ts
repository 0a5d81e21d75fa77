import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module.js';
import { Interaction } from './interaction.entity.js';
import { InteractionsController } from './interactions.controller.js';
import { InteractionsDemoSeeder } from './interactions.demo-seeder.js';
import { InteractionsService } from './interactions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Interaction]), ContactsModule],
  controllers: [InteractionsController],
  providers: [InteractionsService, InteractionsDemoSeeder],
  exports: [InteractionsDemoSeeder, InteractionsService],
})
export class InteractionsModule {}
