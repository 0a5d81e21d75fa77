import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { ReplaceRoutingDto, RoutingResponse } from './dto/routing.dto.js';
import { Db } from '../../database/db.js';
import { replaceRoutingRule, routingRule, type RoutingRuleRow } from './routing.queries.js';

@Injectable()
export class RoutingService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
  ) {}

  async get(scope: WorkspaceScope): Promise<RoutingResponse> {
    return present(await this.db.oneOrNone(routingRule(scope)));
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
    // Held: a member removed meanwhile either goes first (and is refused here) or waits for
    // this rule, then leaves it (releaseFromRotations), so the rule never keeps a leaver. Held
    // against the removal's first lock, which comes before its hold of the rule (`MemberHold`).
    const row = await this.db.transaction(async (tx) => {
      const members = await this.workspaces.holdMembers(tx, scope, dto.member_ids, 'SHARE');
      const strangers = dto.member_ids.filter((id) => !members.has(id));
      if (strangers.length > 0) {
        throw new ValidationProblem(
          strangers.map((id) => ({
            field: 'member_ids',
            message: `${id} is not a member of this workspace`,
          })),
        );
      }
      return tx.one(
        replaceRoutingRule(scope, {
          strategy: dto.strategy,
          memberIds: dto.member_ids,
          updatedBy: user.id,
        }),
      );
    });
    return present(row);
  }
}

/** The rule as the API shows it; with none saved, manual routing. */
function present(row: RoutingRuleRow | null): RoutingResponse {
  if (!row) return { strategy: 'manual', member_ids: [], next_member_id: null, updated_at: null };
  return {
    strategy: row.strategy,
    member_ids: row.member_ids,
    next_member_id: row.next_member_id,
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
  };
}
