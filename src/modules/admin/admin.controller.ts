import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import { CurrentUser } from '../../core/decorators/request-context.decorators.js';
import { AllowOnFreeWorkspace, Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { AdminService } from './admin.service.js';
import {
  CompanyPageResponse,
  CompanyResponse,
  DemoResetResponse,
  ListCompaniesQuery,
  ListTierChangesQuery,
  TierChangePageResponse,
} from './dto/admin.dto.js';

/** The app owner's area: every route needs role `super_admin` (403 `App owner only`). */
@ApiTags('Admin')
@ApiBearerAuth()
@Roles('super_admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('companies')
  @ApiOperation({
    summary: 'Every workspace with its tier, subscription and real member and contact counts',
  })
  @ApiOkResponse({ type: CompanyPageResponse })
  listCompanies(@Query() query: ListCompaniesQuery) {
    return this.admin.listCompanies(query);
  }

  @Post('companies/:id/toggle-premium')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    summary: 'Flip a workspace between free and premium',
    description:
      'Nothing is deleted either way: real data survives a downgrade and shows again after the next upgrade.',
  })
  @ApiOkResponse({ type: CompanyResponse })
  togglePremium(@CurrentUser() user: AuthenticatedUser, @IdParam('Company') id: string) {
    return this.admin.togglePremium(user, id);
  }

  @Post('demo/reset')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    summary: 'Wipe the demo data of every workspace',
    description:
      'Real data is untouched. Each free workspace gets fresh demo data at its next sign-in (GET /me).',
  })
  @ApiOkResponse({ type: DemoResetResponse })
  resetDemo() {
    return this.admin.resetDemo();
  }

  @Get('audit')
  @ApiOperation({
    summary: 'Every tier change, newest first, whichever path made it',
    description: 'via: webhook (payment), simulate, dev (dev-upgrade) or admin (toggle).',
  })
  @ApiOkResponse({ type: TierChangePageResponse })
  listTierChanges(@Query() query: ListTierChangesQuery) {
    return this.admin.listTierChanges(query);
  }
}
