import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { BoardController } from './board.controller.js';
import { BoardService } from './board.service.js';

@Module({
  imports: [ContactsModule],
  controllers: [BoardController],
  providers: [BoardService],
})
export class BoardModule {}
