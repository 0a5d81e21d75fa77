import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module.js';
import { DemoModule } from '../demo/demo.module.js';
import { Interaction } from './interaction.entity.js';
import { InteractionsController } from './interactions.controller.js';
import { InteractionsDemoSeeder } from './interactions.demo-seeder.js';
import { InteractionsService } from './interactions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Interaction]), ContactsModule, DemoModule],
  controllers: [InteractionsController],
  providers: [InteractionsService, InteractionsDemoSeeder],
  exports: [InteractionsService],
})
export class InteractionsModule {}
