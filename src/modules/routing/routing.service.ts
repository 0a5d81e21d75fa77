import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { ReplaceRoutingDto, RoutingResponse } from './dto/routing.dto.js';
import { memberForTurnSql } from './rotation.js';
import { membersAmongSql } from '../workspaces/workspaces.queries.js';
import type { RoutingStrategy } from './routing-rule.entity.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

interface RuleRow {
  strategy: RoutingStrategy;
  member_ids: string[];
  next_member_id: string | null;
  updated_at: Date | null;
}

@Injectable()
export class RoutingService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
  ) {}

  async get(scope: WorkspaceScope): Promise<RoutingResponse> {
    const [row] = await this.db.rows<RuleRow>(
      statement(
        `SELECT ${PRESENTED_RULE} FROM routing_rules r ${presentedRuleJoin('$1', '$2')}
        WHERE r.workspace_id = $1 AND r.is_demo = $2`,
        [scope.workspace.id, scope.demo],
      ),
    );
    return present(row ?? null);
  }

  /**
   * Replaces the rule. The rotation starts over at its first member when the strategy or the
   * list changes; saving the same rule again keeps the turn where it is.
   */
  async replace(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: ReplaceRoutingDto,
  ): Promise<RoutingResponse> {
    if (dto.strategy === 'round_robin' && dto.member_ids.length === 0) {
      throw ValidationProblem.of('member_ids', 'round_robin needs at least one member');
    }
    const members = await this.workspaces.membersAmong(scope, dto.member_ids);
    const strangers = dto.member_ids.filter((id) => !members.includes(id));
    if (strangers.length > 0) {
      throw new ValidationProblem(
        strangers.map((id) => ({
          field: 'member_ids',
          message: `${id} is not a member of this workspace`,
        })),
      );
    }
    const [row] = await this.db.rows<RuleRow>(
      statement(
        `WITH r AS (
         INSERT INTO routing_rules AS r (workspace_id, is_demo, strategy, member_ids, next_index, updated_by)
         VALUES ($1, $2, $3, $4::uuid[], 0, $5)
         ON CONFLICT (workspace_id, is_demo) DO UPDATE
           SET strategy = EXCLUDED.strategy,
               member_ids = EXCLUDED.member_ids,
               next_index = CASE WHEN r.strategy = EXCLUDED.strategy AND r.member_ids = EXCLUDED.member_ids
                                 THEN r.next_index ELSE 0 END,
               updated_by = EXCLUDED.updated_by,
               updated_at = now()
         RETURNING *
       )
       SELECT ${PRESENTED_RULE} FROM r ${presentedRuleJoin('$1', '$2')}`,
        [scope.workspace.id, scope.demo, dto.strategy, dto.member_ids, user.id],
      ),
    );
    return present(row);
  }
}

/**
 * A rule (alias `r`) as the API shows it: its rotation without members who have left, and whose
 * turn is next. Goes after SELECT, with FROM `r` and `presentedRuleJoin`.
 */
const PRESENTED_RULE = `r.strategy, m.ids AS member_ids, r.updated_at,
  CASE WHEN r.strategy = 'round_robin' THEN ${memberForTurnSql('m.ids', 'r.next_index')} END
    AS next_member_id`;

function presentedRuleJoin(workspace: string, demo: string): string {
  return `CROSS JOIN LATERAL (SELECT ${membersAmongSql('r.member_ids', workspace, demo)} AS ids) m`;
}

function present(row: RuleRow | null): RoutingResponse {
  if (!row) return { strategy: 'manual', member_ids: [], next_member_id: null, updated_at: null };
  return {
    strategy: row.strategy,
    member_ids: row.member_ids,
    next_member_id: row.next_member_id,
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
  };
}
