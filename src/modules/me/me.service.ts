import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { presentMe } from './me.presenter.js';

@Injectable()
export class MeService {
  /** Sign-in: the guard has provisioned the caller and seeded a free workspace's demo rows. */
  signIn(scope: WorkspaceScope, user: AuthenticatedUser) {
    return presentMe(user, scope.workspace, scope.demo);
  }
}
