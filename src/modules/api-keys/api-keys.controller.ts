import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { ShownOnce } from '../../core/decorators/idempotency-body.decorator.js';
import { AllowOnFreeWorkspace } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { MANAGERS_ONLY_DETAIL } from '../../core/http/problem.js';
import { problemExample } from '../../core/http/problem-details.filter.js';
import { ApiKeyShownOnceProblem, apiKeyShownOnce } from './api-keys.problems.js';
import { ApiKeysService } from './api-keys.service.js';
import {
  ApiKeyPageResponse,
  CreateApiKeyDto,
  CreatedApiKeyResponse,
  ListApiKeysQuery,
} from './dto/api-key.dto.js';

const problem = { $ref: '#/components/schemas/Problem' };
const managersOnly = { status: 403, detail: MANAGERS_ONLY_DETAIL, code: 'forbidden' };

/**
 * Key management needs a signed-in member: no `@ApiKeyScope()`, so a key cannot mint, list or
 * revoke keys. Allowed on a free workspace, which may try the API on its demo data.
 */
@ApiTags('API keys')
@ApiBearerAuth()
@AllowOnFreeWorkspace()
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @HttpCode(200)
  @ShownOnce(apiKeyShownOnce)
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Create a personal API key (shown once)',
    description:
      'Answers 200, as the creates of contacts, sequences and follow-ups do, with the key in ' +
      '`key`: it is shown this once, only its hash is kept. Send it as `X-Api-Key: crm_<prefix>_<secret>` (never with ' +
      '`Authorization`: both is 400). The key acts as you, with your role at the time of each ' +
      'request, limited to `scopes`; it stops working at `expires_at`, when revoked, or when ' +
      'you leave the workspace. Allowed on a free workspace: a key reads the demo data there, ' +
      'and its writes get 402 as yours would. Keys cannot call billing, admin or these routes. ' +
      'With an `Idempotency-Key`, the key is not stored with the outcome either: a replay ' +
      'answers 410 naming the key created in `api_key_id`.',
  })
  @ApiOkResponse({ type: CreatedApiKeyResponse })
  @ApiGoneResponse({
    description: 'A replay of an Idempotency-Key: the key it created is not shown again',
    schema: problem,
    example: problemExample(new ApiKeyShownOnceProblem('0192f0c4-6a4e-7c2b-9d1a-3f5e8b7c6a21')),
  })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateApiKeyDto,
  ) {
    return this.apiKeys.create(scope, user, dto);
  }

  @Get()
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: 'Your API keys, newest first (managers: `all=true` for the workspace)',
    description:
      'Never the key or its hash: `prefix` tells keys apart. `last_used_at` is written at most ' +
      "once a minute per key. `all=true` lists every member's keys and is for managers (403 " +
      '`Managers only` otherwise).',
  })
  @ApiOkResponse({ type: ApiKeyPageResponse })
  @ApiForbiddenResponse({
    description: '`all=true` by a non-manager',
    schema: problem,
    example: managersOnly,
  })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListApiKeysQuery,
  ) {
    return this.apiKeys.list(scope, user, query);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'Answers 204; the next request with the key is 401 on every instance. Your own keys; a ' +
      "manager may revoke any key of the workspace (another member's key is 403 `Managers " +
      'only` for anyone else). A key of another workspace is 404.',
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    description: "Another member's key, by a non-manager",
    schema: problem,
    example: managersOnly,
  })
  revoke(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('API key') id: string,
  ) {
    return this.apiKeys.revoke(scope, user, id);
  }
}
