import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import { CurrentOrigin, CurrentUser } from '../../core/decorators/request-context.decorators.js';
import type { RequestOrigin } from '../../core/auth/request-origin.js';
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
    operationId: 'listCompanies',
    summary: 'Every workspace with its tier, subscription and real member and contact counts',
    description:
      'App owner only (role `super_admin`, held by the e-mails in OWNER_EMAILS while they are ' +
      "listed, as of each request; everyone else gets 403 `App owner only`); the owner's own " +
      'workspace may be free. Newest first, with ' +
      '`tier`, `subscription_status`, `payment_customer_id`, `member_count` and `contact_count` ' +
      '(demo data not counted) and `created_at`; `q` matches the name.',
  })
  @ApiOkResponse({ type: CompanyPageResponse })
  listCompanies(@Query() query: ListCompaniesQuery) {
    return this.admin.listCompanies(query);
  }

  @Post('companies/:id/toggle-premium')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'toggleCompanyPremium',
    summary: 'Flip a workspace between free and premium',
    description:
      'Answers the company; an unknown id is 404 `Company not found`. Nothing is deleted either ' +
      'way: real data survives a downgrade and shows again after the next upgrade. A downgrade ' +
      'leaves `subscription_status` and `payment_customer_id` as the provider last reported them.',
  })
  @ApiOkResponse({ type: CompanyResponse })
  togglePremium(
    @CurrentOrigin() origin: RequestOrigin,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Company') id: string,
  ) {
    return this.admin.togglePremium(origin, user, id);
  }

  @Post('demo/reset')
  @HttpCode(200)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'resetDemoData',
    summary: 'Wipe the demo data of every workspace',
    description:
      'Wipes the demo rows of every workspace (sample teammates and demo routing included; real ' +
      'data untouched) and answers `{ workspaces_reset }`. Each free workspace gets fresh demo ' +
      'data at its next request.',
  })
  @ApiOkResponse({ type: DemoResetResponse })
  resetDemo() {
    return this.admin.resetDemo();
  }

  @Get('audit')
  @ApiOperation({
    operationId: 'listTierChanges',
    summary: 'Every tier change, newest first, whichever path made it',
    description:
      'Each change with the workspace, `from_tier`, `to_tier`, `via` (`webhook`, `simulate`, ' +
      '`dev` or `admin`), `actor_user_id`/`actor_email` or `event_id`, and `changed_at`. ' +
      'Every tier change is audited in the transaction that makes it. `workspace_id` keeps one ' +
      'workspace.',
  })
  @ApiOkResponse({ type: TierChangePageResponse })
  listTierChanges(@Query() query: ListTierChangesQuery) {
    return this.admin.listTierChanges(query);
  }
}
