import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import type {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
} from './dto/webhook-endpoint.dto.js';
import { newEvent } from './webhook-event-body.js';
import { WebhookQueue } from './webhook-queue.js';
import { webhookTargetProblem } from './webhook-target.js';
import {
  deleteWebhookEndpoint,
  ENDPOINT_ORDER,
  insertWebhookEndpoint,
  insertWebhookPing,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookEndpointById,
  webhookEndpointPage,
  type WebhookEndpointRow,
} from './webhooks.queries.js';

/** How long the secret a rotation replaces keeps signing beside the new one. */
export const PREVIOUS_SECRET_GRACE_SECONDS = 24 * 60 * 60;

export type WebhookEndpointWithSecret = WebhookEndpointRow & { secret: string };

/**
 * A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes, the form the
 * `standardwebhooks` libraries take as it is.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Where a workspace's events go. The secret is shown when made (create, rotate) and never again;
 * the URL is checked where it will be sent (https, public addresses) before it is stored.
 */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly queue: WebhookQueue,
  ) {}

  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateWebhookEndpointDto,
  ): Promise<WebhookEndpointWithSecret> {
    await this.requireSafeTarget(dto.url);
    const secret = generateWebhookSecret();
    const row = await this.db.one(
      insertWebhookEndpoint({
        workspaceId: scope.workspace.id,
        createdBy: user.id,
        url: dto.url,
        description: dto.description ?? null,
        events: dto.events,
        secret,
      }),
    );
    return { ...row, secret };
  }

  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<WebhookEndpointRow>> {
    const rows = await this.db.rows(
      webhookEndpointPage(scope.workspace.id, {
        after: ENDPOINT_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return ENDPOINT_ORDER.page(rows, query.limit);
  }

  async get(scope: WorkspaceScope, id: string): Promise<WebhookEndpointRow> {
    const row = await this.db.oneOrNone(webhookEndpointById(scope.workspace.id, id));
    if (!row) throw new NotFoundProblem('Webhook endpoint');
    return row;
  }

  async update(
    scope: WorkspaceScope,
    id: string,
    dto: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointRow> {
    if (dto.url !== undefined) await this.requireSafeTarget(dto.url);
    const row = await this.db.oneOrNone(updateWebhookEndpoint(scope.workspace.id, id, dto));
    if (!row) throw new NotFoundProblem('Webhook endpoint');
    return row;
  }

  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    const deleted = await this.db.exec(deleteWebhookEndpoint(scope.workspace.id, id));
    if (deleted === 0) throw new NotFoundProblem('Webhook endpoint');
  }

  /** A new secret, shown this once; the one it replaces keeps signing for 24 h. */
  async rotateSecret(scope: WorkspaceScope, id: string): Promise<WebhookEndpointWithSecret> {
    const secret = generateWebhookSecret();
    const row = await this.db.oneOrNone(
      rotateWebhookSecret(scope.workspace.id, id, secret, PREVIOUS_SECRET_GRACE_SECONDS),
    );
    if (!row) throw new NotFoundProblem('Webhook endpoint');
    return { ...row, secret };
  }

  /**
   * Records a `ping` event for this endpoint alone and queues its delivery; an endpoint that is
   * off receives nothing, so it is refused rather than answered 202.
   */
  async test(scope: WorkspaceScope, id: string): Promise<{ event_id: string }> {
    const eventId = await this.db.transaction(async (tx) => {
      const recorded = await tx.oneOrNone(insertWebhookPing(newEvent(scope, 'ping', {}), id));
      if (!recorded) return null;
      await this.queue.enqueue(tx, recorded.id, id);
      return recorded.id;
    });
    if (eventId) return { event_id: eventId };
    await this.get(scope, id); // 404 when there is no such endpoint
    throw new ConflictProblem(PING_INACTIVE_DETAIL);
  }

  private async requireSafeTarget(url: string): Promise<void> {
    const problem = await webhookTargetProblem(url, {
      allowPrivate: this.config.env.WEBHOOK_ALLOW_PRIVATE_URLS,
    });
    if (problem) throw ValidationProblem.of('url', problem);
  }
}

export const PING_INACTIVE_DETAIL =
  'Webhook endpoint is not active: activate it to send a test ping';
