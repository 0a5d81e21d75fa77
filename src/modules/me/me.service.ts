import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { DemoService } from '../demo/demo.service.js';

@Injectable()
export class MeService {
  constructor(private readonly demo: DemoService) {}

  async signIn(scope: WorkspaceScope, user: AuthenticatedUser) {
    await this.demo.ensureSeeded(scope.workspace, user.id);
    const w = scope.workspace;
    return {
      user: { id: user.id, email: user.email, role: user.role, workspace_id: user.workspace_id },
      workspace: {
        id: w.id,
        name: w.name,
        is_premium: w.is_premium,
        subscription_status: w.subscription_status,
        payment_customer_id: w.payment_customer_id,
        dormancy_days: w.dormancy_days,
        timezone: w.timezone,
        stages: w.stages,
        created_at: w.created_at,
      },
      demo: scope.demo,
    };
  }
}
