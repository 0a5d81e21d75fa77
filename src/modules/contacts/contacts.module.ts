import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoModule } from '../demo/demo.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { Contact } from './contact.entity.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsDemoSeeder } from './contacts.demo-seeder.js';
import { ContactsQueryService } from './contacts-query.service.js';
import { ContactsService } from './contacts.service.js';
import { StageChangeHooks } from './stage-change-hooks.js';
import { StageMove } from './stage-move.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Contact, StageMove]), WorkspacesModule, DemoModule],
  controllers: [ContactsController],
  providers: [ContactsService, ContactsQueryService, ContactsDemoSeeder, StageChangeHooks],
  exports: [ContactsService, ContactsQueryService, StageChangeHooks],
})
export class ContactsModule {}
