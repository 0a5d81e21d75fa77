import { Module } from '@nestjs/common';
import { DemoModule } from '../demo/demo.module.js';
import { MeController } from './me.controller.js';
import { MeService } from './me.service.js';

@Module({ imports: [DemoModule], controllers: [MeController], providers: [MeService] })
export class MeModule {}
