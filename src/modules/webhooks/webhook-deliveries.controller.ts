import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { Roles } from '../../core/decorators/route-policy.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import {
  ListDeliveriesQuery,
  WebhookDeliveryPageResponse,
  WebhookDeliveryResponse,
} from './dto/webhook-delivery.dto.js';
import {
  ENDPOINT_INACTIVE_DETAIL,
  WebhookDeliveriesService,
} from './webhook-deliveries.service.js';

const problem = { $ref: '#/components/schemas/Problem' };

/** Delivery attempts of an endpoint: for managers, or a key with `webhooks:manage`. */
@ApiTags('Webhooks')
@ApiBearerAuth()
@Roles('admin')
@ApiKeyScope('webhooks:manage')
@Controller('webhook-endpoints/:id/deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "An endpoint's delivery attempts, newest first",
    description:
      'One item per attempt: the first, each retry and each redelivery. `status` narrows to ' +
      '`pending` (waiting or being sent), `succeeded` (a 2xx answer) or `failed`. A failed ' +
      'attempt that will be retried has `next_attempt_at`. Retries follow network errors, ' +
      'timeouts (10 s), 408, 429 and 5xx: after 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, ' +
      'then every 12 h (each ±20 %) for up to 3 days from the first attempt; other answers ' +
      '(other 4xx, 3xx: redirects are not followed) and addresses refused as private are not ' +
      'retried. An endpoint whose deliveries all failed for 3 days is turned off ' +
      '(`active: false`, `disabled_reason`) and its waiting attempts end as failed. ' +
      '`response_body` is the first 1 KB of the answer. Managers, or a key with ' +
      "`webhooks:manage`; another workspace's endpoint is 404 `Webhook endpoint not found`.",
  })
  @ApiOkResponse({ type: WebhookDeliveryPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Webhook endpoint') id: string,
    @Query() query: ListDeliveriesQuery,
  ) {
    return this.deliveries.list(scope, id, query);
  }

  @Post(':delivery_id/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhookDelivery',
    summary: "Send a delivery's event again",
    description:
      'Answers 202 with the new attempt, `pending`: the same event body and the same ' +
      '`webhook-id` (receivers that deduplicate on it see a repeat), signed afresh, retried on ' +
      'the usual schedule from now. Any attempt of the event may be named. The endpoint must be ' +
      `active (409 \`${ENDPOINT_INACTIVE_DETAIL}\`). Managers, or a key with ` +
      "`webhooks:manage`; premium. Another workspace's endpoint is 404 `Webhook endpoint not " +
      "found`, another endpoint's delivery 404 `Webhook delivery not found`.",
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponse })
  @ApiConflictResponse({
    description: 'The endpoint is not active',
    schema: problem,
    example: { status: 409, detail: ENDPOINT_INACTIVE_DETAIL, code: 'conflict' },
  })
  redeliver(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Webhook endpoint') id: string,
    @IdParam('Webhook delivery', 'delivery_id') deliveryId: string,
  ) {
    return this.deliveries.redeliver(scope, id, deliveryId);
  }
}
