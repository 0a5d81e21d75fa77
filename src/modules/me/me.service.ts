import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { DemoService } from '../demo/demo.service.js';
import { presentMe } from './me.presenter.js';

@Injectable()
export class MeService {
  constructor(private readonly demo: DemoService) {}

  async signIn(scope: WorkspaceScope, user: AuthenticatedUser) {
    await this.demo.ensureSeeded(scope.workspace, user.id);
    return presentMe(user, scope.workspace, scope.demo);
  }
}
