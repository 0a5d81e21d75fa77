import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { SettingsDto, SettingsResponse } from './dto/settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('Settings')
@ApiBearerAuth()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Dormancy threshold, time zone and pipeline stages' })
  @ApiOkResponse({ type: SettingsResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope) {
    return this.settings.get(scope);
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    summary: 'Replace the settings (managers, premium)',
    description:
      'Full replacement: all three fields are required. Removing a stage that still holds contacts is 409; move them first. To rename a stage keep its key and change the label.',
  })
  @ApiOkResponse({ type: SettingsResponse })
  @ApiConflictResponse({
    description: 'A removed stage still holds contacts',
    schema: { $ref: '#/components/schemas/Problem' },
  })
  replace(@CurrentWorkspace() scope: WorkspaceScope, @Body() dto: SettingsDto) {
    return this.settings.replace(scope, dto);
  }
}
