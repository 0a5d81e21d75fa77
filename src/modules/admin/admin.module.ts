import { Module } from '@nestjs/common';
import { DemoModule } from '../demo/demo.module.js';
import { WorkspacesModule } from '../workspaces/workspaces.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [WorkspacesModule, DemoModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
