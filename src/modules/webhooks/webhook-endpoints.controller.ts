import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { PageQueryDto } from '../../core/pagination/pagination.js';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookEndpointPageResponse,
  WebhookEndpointResponse,
  WebhookEndpointWithSecretResponse,
  WebhookPingResponse,
} from './dto/webhook-endpoint.dto.js';
import { PING_INACTIVE_DETAIL, WebhookEndpointsService } from './webhook-endpoints.service.js';
import { HTTPS_REQUIRED } from './webhook-target.js';

const URL_RULES =
  '`url` is https with no user name or password, and every address its host resolves to must ' +
  'be public: loopback, private, link-local (cloud metadata included), unique-local, ' +
  'carrier-grade NAT, unspecified, multicast and other reserved addresses are 422 (field `url`), ' +
  'as is a host that does not resolve; deliveries check again at connect time. A server run ' +
  'with WEBHOOK_ALLOW_PRIVATE_URLS=true (development) accepts http and any address.';

const invalidUrl = {
  description: 'Validation failed, e.g. an http URL or a private address',
  schema: { $ref: '#/components/schemas/Problem' },
  example: {
    status: 422,
    detail: `Validation failed: ${HTTPS_REQUIRED}`,
    code: 'validation_failed',
    errors: [{ field: 'url', message: HTTPS_REQUIRED }],
  },
};

/**
 * Outbound webhook endpoints: managers, or an API key with `webhooks:manage` (reads and writes
 * alike). Writes need premium as every write does; a free workspace reads its list: empty, or
 * the endpoints it made while premium, kept through a downgrade as all its real data is.
 */
@ApiTags('Webhooks')
@ApiBearerAuth()
@ApiKeyScope('webhooks:manage')
@Roles('admin')
@Controller('webhook-endpoints')
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Subscribe an endpoint to events (managers, premium); answers its secret once',
    description:
      'Answers 200 with the endpoint and its signing secret in `secret` (`whsec_…`), shown ' +
      'this once: reads never show it again (a repeat with the same `Idempotency-Key` answers ' +
      'the first answer, secret included, so a lost answer costs no rotation). Each event is POSTed as the Standard Webhooks ' +
      'specification says (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`), ' +
      'body `{ type, timestamp, data }`; `data` carries `event_id`, `sequence` (gapless per ' +
      'workspace, in commit order, counting every event recorded for any endpoint), ' +
      '`workspace_id`, `request_id`, `actor` and the record. `events` lists the types to send ' +
      '(`*`: all). ' +
      URL_RULES,
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretResponse })
  @ApiUnprocessableEntityResponse(invalidUrl)
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateWebhookEndpointDto,
  ) {
    return this.endpoints.create(scope, user, dto);
  }

  @Get()
  @ApiOperation({
    operationId: 'listWebhookEndpoints',
    summary: "The workspace's webhook endpoints, newest first (managers)",
    description:
      'Never a secret. `active: false` with a `disabled_reason` is an endpoint the service ' +
      'turned off after failing for 3 days; `failing_since` shows one failing now. A free ' +
      'workspace answers its empty list.',
  })
  @ApiOkResponse({ type: WebhookEndpointPageResponse })
  list(@CurrentWorkspace() scope: WorkspaceScope, @Query() query: PageQueryDto) {
    return this.endpoints.list(scope, query);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getWebhookEndpoint',
    summary: 'One webhook endpoint (managers); never its secret',
    description: "Another workspace's endpoint is 404 `Webhook endpoint not found`.",
  })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Webhook endpoint') id: string) {
    return this.endpoints.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateWebhookEndpoint',
    summary: 'Edit an endpoint, or turn it off or on (managers, premium)',
    description:
      'Any of `url`, `events`, `active`, `description` (null clears it). `active: true` on an ' +
      'endpoint the service turned off starts sending again and clears `disabled_reason`, ' +
      '`disabled_at` and `failing_since`; `active: false` stops sending. ' +
      URL_RULES,
  })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @ApiUnprocessableEntityResponse(invalidUrl)
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Webhook endpoint') id: string,
    @Body() dto: UpdateWebhookEndpointDto,
  ) {
    return this.endpoints.update(scope, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteWebhookEndpoint',
    summary: 'Delete an endpoint (managers, premium)',
    description: 'Answers 204; its deliveries go with it, and nothing more is sent to it.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Webhook endpoint') id: string) {
    return this.endpoints.remove(scope, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Replace the signing secret (managers, premium); answers the new one once',
    description:
      'Answers the endpoint with its new `secret`, shown this once (and to a repeat with the ' +
      'same `Idempotency-Key`, as first answered, even once a later rotation retired it). For 24 h ' +
      '(`previous_secret_expires_at`) each delivery carries a signature with the old secret ' +
      'beside the new one, so a receiver holding either verifies it; a second rotation within ' +
      'that time retires the oldest secret at once.',
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretResponse })
  rotateSecret(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Webhook endpoint') id: string) {
    return this.endpoints.rotateSecret(scope, id);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'testWebhookEndpoint',
    summary: 'Send a ping event to this endpoint (managers, premium)',
    description:
      'Records a `ping` event (`data` without a record) and queues its delivery to this ' +
      "endpoint alone, whatever it subscribes to; answers 202 with the event's id, the " +
      "`webhook-id` of its deliveries. The ping takes the workspace's next `sequence` like any " +
      'event. An endpoint that is off is 409 `Webhook endpoint is not active: activate it to ' +
      'send a test ping`.',
  })
  @ApiAcceptedResponse({ type: WebhookPingResponse })
  @ApiConflictResponse({
    description: 'The endpoint is off',
    schema: { $ref: '#/components/schemas/Problem' },
    example: { status: 409, detail: PING_INACTIVE_DETAIL, code: 'conflict' },
  })
  test(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Webhook endpoint') id: string) {
    return this.endpoints.test(scope, id);
  }
}
