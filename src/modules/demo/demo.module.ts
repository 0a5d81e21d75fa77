import { Module } from '@nestjs/common';
import { DemoRegistry } from './demo.registry.js';
import { DemoService } from './demo.service.js';

@Module({
  providers: [DemoRegistry, DemoService],
  exports: [DemoRegistry, DemoService],
})
export class DemoModule {}
