import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { MeResponse } from './me.response.js';
import { MeService } from './me.service.js';

@ApiTags('Session')
@ApiBearerAuth()
@Controller('me')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get()
  @ApiOperation({
    summary: 'Sign-in: the user, their workspace and whether it shows demo data',
    description: 'Repopulates the demo data of a free workspace when it is missing.',
  })
  @ApiOkResponse({ type: MeResponse })
  signIn(@CurrentWorkspace() scope: WorkspaceScope, @CurrentUser() user: AuthenticatedUser) {
    return this.me.signIn(scope, user);
  }
}
