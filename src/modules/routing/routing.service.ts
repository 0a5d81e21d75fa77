import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { ReplaceRoutingDto, RoutingResponse } from './dto/routing.dto.js';
import { memberForTurn } from './rotation.js';
import type { RoutingStrategy } from './routing-rule.entity.js';

interface RuleRow {
  strategy: RoutingStrategy;
  member_ids: string[];
  next_index: string;
  updated_at: Date | null;
}

@Injectable()
export class RoutingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesService,
  ) {}

  async get(scope: WorkspaceScope): Promise<RoutingResponse> {
    const [row] = await this.dataSource.query<RuleRow[]>(
      `SELECT strategy, member_ids, next_index::text, updated_at FROM routing_rules
        WHERE workspace_id = $1 AND is_demo = $2`,
      [scope.workspace.id, scope.demo],
    );
    return this.present(scope, row ?? null);
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
    const [row] = await this.dataSource.query<RuleRow[]>(
      `INSERT INTO routing_rules AS r (workspace_id, is_demo, strategy, member_ids, next_index, updated_by)
       VALUES ($1, $2, $3, $4::uuid[], 0, $5)
       ON CONFLICT (workspace_id, is_demo) DO UPDATE
         SET strategy = EXCLUDED.strategy,
             member_ids = EXCLUDED.member_ids,
             next_index = CASE WHEN r.strategy = EXCLUDED.strategy AND r.member_ids = EXCLUDED.member_ids
                               THEN r.next_index ELSE 0 END,
             updated_by = EXCLUDED.updated_by,
             updated_at = now()
       RETURNING strategy, member_ids, next_index::text, updated_at`,
      [scope.workspace.id, scope.demo, dto.strategy, dto.member_ids, user.id],
    );
    return this.present(scope, row);
  }

  /**
   * The owner of a contact created without one, decided inside the creating transaction.
   * Under round robin the turn is taken with one atomic UPDATE, whose row lock serialises
   * concurrent creations: each gets its own turn, and a rolled-back creation gives its turn
   * back. Members who have left are skipped; with nobody left, or under manual, the creator.
   */
  async nextOwner(
    manager: EntityManager,
    scope: WorkspaceScope,
    creatorId: string,
  ): Promise<string> {
    const [rows] = await manager.query<[{ turn: string; member_ids: string[] }[], number]>(
      `UPDATE routing_rules SET next_index = next_index + 1
        WHERE workspace_id = $1 AND is_demo = $2 AND strategy = 'round_robin'
        RETURNING (next_index - 1)::text AS turn, member_ids`,
      [scope.workspace.id, scope.demo],
    );
    const taken = rows[0];
    if (!taken) return creatorId;
    const members = await this.workspaces.membersAmong(scope, taken.member_ids, manager);
    return memberForTurn(members, BigInt(taken.turn)) ?? creatorId;
  }

  private async present(scope: WorkspaceScope, row: RuleRow | null): Promise<RoutingResponse> {
    if (!row) return { strategy: 'manual', member_ids: [], next_member_id: null, updated_at: null };
    const members = await this.workspaces.membersAmong(scope, row.member_ids);
    return {
      strategy: row.strategy,
      member_ids: members,
      next_member_id:
        row.strategy === 'round_robin'
          ? (memberForTurn(members, BigInt(row.next_index)) ?? null)
          : null,
      updated_at: row.updated_at ? row.updated_at.toISOString() : null,
    };
  }
}
