import { Injectable } from '@nestjs/common';
import { decodeKeyset, type Keyed, type Page, toKeyedPage } from '../../core/http/pagination.js';
import { SqlParams } from '../../database/sql.js';
import type { Tier, TierChangeVia } from './tier-change.entity.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

export interface TierChangeRequest {
  workspaceId: string;
  /** The tier to move to, or `toggle` for the opposite of the current one. */
  to: Tier | 'toggle';
  via: TierChangeVia;
  /** The user making the change; null for the payment webhook. */
  actorUserId?: string | null;
  /** The payment provider's event behind the change. */
  eventId?: string | null;
  /** The provider's view of the subscription; only the payment webhook sets it. */
  subscription?: { status: string | null; customerId: string | null };
}

/** The billing-relevant fields of a workspace after a tier change. */
export interface WorkspaceTier {
  id: string;
  name: string;
  is_premium: boolean;
  subscription_status: string | null;
  payment_customer_id: string | null;
}

export interface TierChangeResult {
  workspace: WorkspaceTier;
  from: Tier;
  to: Tier;
  /** False when the workspace already was on the requested tier. */
  changed: boolean;
}

export interface TierChangeRow {
  id: string;
  workspace_id: string;
  workspace_name: string;
  from_tier: Tier;
  to_tier: Tier;
  via: TierChangeVia;
  actor_user_id: string | null;
  actor_email: string | null;
  event_id: string | null;
  changed_at: Date;
}

export interface TierChangeListQuery {
  limit: number;
  cursor?: string;
  workspace_id?: string;
}

const WORKSPACE_TIER_COLUMNS = 'id, name, is_premium, subscription_status, payment_customer_id';

export function tierOf(isPremium: boolean): Tier {
  return isPremium ? 'premium' : 'free';
}

/**
 * The one place a workspace's tier changes. Every path (payment webhook, simulated payment, dev
 * upgrade, owner toggle) goes through `change`, which records the audit row in the same
 * transaction as the change, so the audit trail cannot skip one.
 */
@Injectable()
export class WorkspaceTierService {
  constructor(private readonly db: Db) {}

  /**
   * Moves the workspace to the requested tier under a row lock, so concurrent changes apply one
   * after the other and each sees the tier the previous one left. Returns null when there is no
   * such workspace. Pass `tx` to join the caller's transaction.
   */
  change(request: TierChangeRequest, tx?: Db): Promise<TierChangeResult | null> {
    return (tx ?? this.db).transaction(async (tx) => {
      const [current] = await tx.rows<WorkspaceTier>(
        statement(`SELECT ${WORKSPACE_TIER_COLUMNS} FROM workspaces WHERE id = $1 FOR UPDATE`, [
          request.workspaceId,
        ]),
      );
      if (!current) return null;
      const from = tierOf(current.is_premium);
      const to = request.to === 'toggle' ? (from === 'premium' ? 'free' : 'premium') : request.to;
      const changed = from !== to;
      if (!changed && !request.subscription) {
        return { workspace: current, from, to, changed };
      }

      const rows = await tx.rows<WorkspaceTier>(
        statement(
          `UPDATE workspaces
              SET is_premium = $2,
                  subscription_status = CASE WHEN $3 THEN $4 ELSE subscription_status END,
                  payment_customer_id = CASE WHEN $3 THEN COALESCE($5, payment_customer_id)
                                             ELSE payment_customer_id END,
                  updated_at = now()
            WHERE id = $1
            RETURNING ${WORKSPACE_TIER_COLUMNS}`,
          [
            request.workspaceId,
            to === 'premium',
            request.subscription !== undefined,
            request.subscription?.status ?? null,
            request.subscription?.customerId ?? null,
          ],
        ),
      );
      if (changed) {
        await tx.rows<unknown>(
          statement(
            `INSERT INTO tier_changes (workspace_id, from_tier, to_tier, via, actor_user_id, event_id)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              request.workspaceId,
              from,
              to,
              request.via,
              request.actorUserId ?? null,
              request.eventId ?? null,
            ],
          ),
        );
      }
      return { workspace: rows[0], from, to, changed };
    });
  }

  /** Every tier change, newest first, optionally of one workspace. */
  async listChanges(query: TierChangeListQuery): Promise<Page<TierChangeRow>> {
    const p = new SqlParams();
    const where: string[] = [];
    if (query.workspace_id !== undefined)
      where.push(`t.workspace_id = ${p.add(query.workspace_id)}`);
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after) {
      where.push(
        `(t.changed_at, t.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    }
    const rows = await this.db.rows<Keyed<TierChangeRow>>(
      statement(
        `SELECT t.id, t.workspace_id, w.name AS workspace_name, t.from_tier, t.to_tier, t.via,
              t.actor_user_id, u.email AS actor_email, t.event_id, t.changed_at,
              t.changed_at::text AS sort_at
         FROM tier_changes t
         JOIN workspaces w ON w.id = t.workspace_id
         LEFT JOIN users u ON u.id = t.actor_user_id
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY t.changed_at DESC, t.id DESC
        LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    return toKeyedPage(rows, query.limit);
  }
}
