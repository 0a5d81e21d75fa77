import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { Clock } from './clock.js';
import type { ListDeliveriesQuery } from './dto/webhook-delivery.dto.js';
import {
  DELIVERY_ORDER,
  deliveryOf,
  deliveryPage,
  type DeliveryRow,
  endpointOf,
} from './webhook-deliveries.queries.js';
import { WebhookDeliveryWorker } from './webhook-delivery.worker.js';

export const ENDPOINT_INACTIVE_DETAIL = 'Webhook endpoint is not active: activate it to redeliver';

/** What an endpoint's managers see of its delivery attempts, and redelivery on request. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly db: Db,
    private readonly worker: WebhookDeliveryWorker,
    private readonly clock: Clock,
  ) {}

  async list(
    scope: WorkspaceScope,
    endpointId: string,
    query: ListDeliveriesQuery,
  ): Promise<Page<DeliveryRow>> {
    const after = DELIVERY_ORDER.decode(query.cursor);
    if (!(await this.db.oneOrNone(endpointOf(scope.workspace.id, endpointId)))) {
      throw new NotFoundProblem('Webhook endpoint');
    }
    const rows = await this.db.rows(
      deliveryPage(endpointId, { status: query.status ?? null, after, limit: query.limit }),
    );
    return DELIVERY_ORDER.page(rows, query.limit);
  }

  /**
   * A new attempt of the delivery's event to the same endpoint: same body, same `webhook-id`,
   * retried on the usual schedule from now. Only to an active endpoint.
   */
  async redeliver(
    scope: WorkspaceScope,
    endpointId: string,
    deliveryId: string,
  ): Promise<DeliveryRow> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const endpoint = await tx.oneOrNone(endpointOf(scope.workspace.id, endpointId, true));
      if (!endpoint) throw new NotFoundProblem('Webhook endpoint');
      if (!(await tx.oneOrNone(deliveryOf(endpointId, deliveryId)))) {
        throw new NotFoundProblem('Webhook delivery');
      }
      if (!endpoint.active) throw new ConflictProblem(ENDPOINT_INACTIVE_DETAIL);
      const next = await this.worker.scheduleNextAttempt(
        tx,
        deliveryId,
        { windowStart: now.toISOString(), round: 1 },
        now,
      );
      return tx.one(deliveryOf(endpointId, next));
    });
  }
}
