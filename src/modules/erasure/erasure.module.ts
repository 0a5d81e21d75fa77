import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { ContactErasure } from './contact-erasure.entity.js';
import { ErasureController } from './erasure.controller.js';
import { ErasureService } from './erasure.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactErasure]), WebhooksModule],
  controllers: [ErasureController],
  providers: [ErasureService],
})
export class ErasureModule {}
