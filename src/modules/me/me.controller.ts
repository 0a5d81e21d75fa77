import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { MeResponse } from './me.response.js';
import { MeService } from './me.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Session')
@ApiBearerAuth()
@ApiKeyScope('any')
@Controller('me')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get()
  @ApiOperation({
    operationId: 'getMe',
    summary: 'Sign-in: the user, their workspace and whether it shows demo data',
    description:
      'The first request of an identity provisions it: a pending invite joins the inviting ' +
      'workspace with the invited role; otherwise a new free workspace is created with the user ' +
      'as its `admin`. An address at `demo.invalid`, the domain reserved for the sample ' +
      'teammates, never signs in (401). On every request an e-mail in OWNER_EMAILS is ' +
      '`super_admin`, and one no longer listed gets back the role it had before (`member` if ' +
      'none is known). ' +
      'A free workspace whose demo data is missing (a new one, or after a demo reset) is ' +
      'seeded by its first request, whatever it asks; concurrent requests seed once. Demo ' +
      'leads sit in every stage (some dormant), each with two or three past interactions, the ' +
      'latest at its last activity; open follow-ups are overdue, due later today and upcoming ' +
      'relative to the time of seeding, a few are completed (on time and late); there are two ' +
      'sequences and a sample teammate. A free workspace reads only demo rows, a premium one ' +
      'only real rows.',
  })
  @ApiOkResponse({ type: MeResponse })
  signIn(@CurrentWorkspace() scope: WorkspaceScope, @CurrentUser() user: AuthenticatedUser) {
    return this.me.signIn(scope, user);
  }
}
