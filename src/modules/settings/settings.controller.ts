import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { RESHAPE_MOVES } from '../pipelines/pipelines.rules.js';
import { SettingsDto, SettingsResponse } from './dto/settings.dto.js';
import { SettingsService } from './settings.service.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';

@ApiTags('Settings')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getSettings',
    summary: "Dormancy threshold, time zone and the default pipeline's stages",
    description: 'Open to every member; writing them needs a manager and a premium workspace.',
  })
  @ApiOkResponse({ type: SettingsResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.settings.get(scope);
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    operationId: 'replaceSettings',
    summary: 'Replace the settings (managers, premium)',
    description:
      'Full replacement: `dormancy_days` (1-365, applies from the next read), `timezone` and ' +
      '`stages` are all required. `timezone` must be an IANA zone known to both PostgreSQL and ' +
      'Node (`europe/paris` is stored as `Europe/Paris`); offsets such as `+01:00` are refused ' +
      'because they ignore daylight saving. `stages` lists 1-20 stages in board order; keys are ' +
      'unique lowercase slugs of up to 40 characters, labels 1-60 characters, and at least one ' +
      'stage is `open` (new contacts land in the first one). To rename a stage keep its key and ' +
      'change the label. Leaving out a stage that still holds real contacts (those in the ' +
      "trash too) is 409 (`Stage 'proposal' still holds 3 contacts; name a stage to move them to (move_to)`) unless " +
      '`move_to` maps it to a kept stage, where its contacts, trashed ones included, then move; ' +
      'demo contacts never block. ' +
      RESHAPE_MOVES +
      ' A stage whose `kind` changes closes its contacts (into won or lost: `closed_at` now, ' +
      'kept if already closed, and their active sequence enrollments finish with their open ' +
      'step follow-ups cancelled, as a move into such a stage does) or reopens them (into ' +
      'open: `closed_at` null); a `lost_reason` stays only in a lost stage. ' +
      "`stages` are the default pipeline's (`/pipelines` has the others); a stage key another " +
      "pipeline uses is 422, and a stage's `probability` or `rotting_days` left out is kept. The " +
      'check and the write hold a lock on the workspace that contact creation and stage changes ' +
      'also take, so no contact slips into a stage while it is being removed.',
  })
  @ApiOkResponse({ type: SettingsResponse })
  @ApiConflictResponse({
    description: 'A removed stage still holds contacts',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 409,
      detail: "Stage 'proposal' still holds 3 contacts; name a stage to move them to (move_to)",
      code: 'conflict',
      stages_in_use: [{ key: 'proposal', contacts: 3 }],
    },
  })
  replace(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: SettingsDto,
  ) {
    return this.settings.replace(scope, user, dto);
  }
}
