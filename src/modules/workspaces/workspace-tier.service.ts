import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import {
  insertTierChange,
  lockedWorkspaceTier,
  TIER_CHANGE_ORDER,
  tierChangePage,
  type TierChangeRow,
  updateWorkspaceTier,
  type WorkspaceTier,
} from './workspaces.queries.js';
import { type Tier, type TierChangeVia, tierOf } from './workspaces.rules.js';

export interface TierChangeRequest {
  workspaceId: string;
  /** The tier to move to, or `toggle` for the opposite of the current one. */
  to: Tier | 'toggle';
  via: TierChangeVia;
  /** The user making the change; null for the payment webhook. */
  actorUserId?: string | null;
  /** The payment provider's event behind the change. */
  eventId?: string | null;
  /** Who asked: the `workspace.tier_changed` event's actor and request id. */
  origin: RequestOrigin;
  /** The provider's view of the subscription; only the payment webhook sets it. */
  subscription?: { status: string | null; customerId: string | null };
}

export interface TierChangeResult {
  workspace: WorkspaceTier;
  from: Tier;
  to: Tier;
  /** False when the workspace already was on the requested tier. */
  changed: boolean;
}

export interface TierChangeListQuery {
  limit: number;
  cursor?: string;
  workspace_id?: string;
}

/**
 * The one place a workspace's tier changes. Every path (payment webhook, simulated payment, dev
 * upgrade, owner toggle) goes through `change`, which records the audit row in the same
 * transaction as the change, so the audit trail cannot skip one.
 */
@Injectable()
export class WorkspaceTierService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
  ) {}

  /**
   * Moves the workspace to the requested tier under a row lock, so concurrent changes apply one
   * after the other and each sees the tier the previous one left. Returns null when there is no
   * such workspace. Pass `tx` to join the caller's transaction.
   */
  change(request: TierChangeRequest, tx?: Db): Promise<TierChangeResult | null> {
    // The actor is whoever made the request: the payment webhook's has none (system).
    const scope = { workspace: { id: request.workspaceId }, demo: false, origin: request.origin };
    return (tx ?? this.db).transaction((tx) =>
      this.events.write(tx, scope, ['workspace.tier_changed'], async (tx, emit) => {
        const current = await tx.oneOrNone(lockedWorkspaceTier(request.workspaceId));
        if (!current) return null;
        const from = tierOf(current.is_premium);
        const to = request.to === 'toggle' ? (from === 'premium' ? 'free' : 'premium') : request.to;
        const changed = from !== to;
        if (!changed && !request.subscription) {
          return { workspace: current, from, to, changed };
        }

        const workspace = await tx.one(
          updateWorkspaceTier(request.workspaceId, to, request.subscription),
        );
        if (changed) {
          await tx.exec(
            insertTierChange({
              workspaceId: request.workspaceId,
              from,
              to,
              via: request.via,
              actorUserId: request.actorUserId ?? null,
              eventId: request.eventId ?? null,
            }),
          );
          await emit('workspace.tier_changed', {
            record: { id: workspace.id, name: workspace.name, tier: to },
            move: { from, to },
          });
        }
        return { workspace, from, to, changed };
      }),
    );
  }

  /** Every tier change, newest first, optionally of one workspace. */
  async listChanges(query: TierChangeListQuery): Promise<Page<TierChangeRow>> {
    const rows = await this.db.rows(
      tierChangePage({
        workspaceId: query.workspace_id,
        after: TIER_CHANGE_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return TIER_CHANGE_ORDER.page(rows, query.limit);
  }
}
