import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import {
  decodeKeyset,
  type Keyed,
  type Page,
  toKeyedPage,
  withoutSortKey,
} from '../../core/http/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { likePattern, SqlParams } from '../../database/sql.js';
import { DemoService } from '../demo/demo.service.js';
import {
  type TierChangeRow,
  tierOf,
  WorkspaceTierService,
} from '../workspaces/workspace-tier.service.js';
import type {
  CompanyResponse,
  DemoResetResponse,
  ListCompaniesQuery,
  ListTierChangesQuery,
} from './dto/admin.dto.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

interface CompanyRow extends Omit<CompanyResponse, 'tier' | 'created_at'> {
  created_at: Date;
}

/**
 * The companies listing is a cross-workspace report for the app owner: one query, real members
 * and real contacts counted by correlated subqueries on their workspace indexes.
 */
const COMPANY_SELECT = `
  SELECT w.id, w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.created_at,
         w.created_at::text AS sort_at,
         (SELECT count(*) FROM users u WHERE u.workspace_id = w.id AND NOT u.is_demo)::int
           AS member_count,
         (SELECT count(*) FROM contacts c WHERE c.workspace_id = w.id AND NOT c.is_demo)::int
           AS contact_count
    FROM workspaces w`;

@Injectable()
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly tiers: WorkspaceTierService,
    private readonly demo: DemoService,
  ) {}

  /** Every workspace, newest first. */
  async listCompanies(query: ListCompaniesQuery): Promise<Page<CompanyResponse>> {
    const p = new SqlParams();
    const where: string[] = [];
    if (query.q !== undefined && query.q.trim() !== '') {
      where.push(`w.name ILIKE ${p.add(likePattern(query.q.trim()))}`);
    }
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after) {
      where.push(
        `(w.created_at, w.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    }
    const rows = await this.db.rows<Keyed<CompanyRow>>(
      statement(
        `${COMPANY_SELECT}
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY w.created_at DESC, w.id DESC
        LIMIT ${p.add(query.limit + 1)}`,
        p.values,
      ),
    );
    const page = toKeyedPage(rows, query.limit);
    return { ...page, items: page.items.map(presentCompany) };
  }

  /** Flips the workspace between free and premium; the change is audited like any other. */
  async togglePremium(user: AuthenticatedUser, workspaceId: string): Promise<CompanyResponse> {
    const result = await this.tiers.change({
      workspaceId,
      to: 'toggle',
      via: 'admin',
      actorUserId: user.id,
    });
    if (!result) throw new NotFoundProblem('Company');
    return this.getCompany(workspaceId);
  }

  resetDemo(): Promise<DemoResetResponse> {
    return this.demo.resetAll();
  }

  listTierChanges(query: ListTierChangesQuery): Promise<Page<TierChangeRow>> {
    return this.tiers.listChanges(query);
  }

  private async getCompany(workspaceId: string): Promise<CompanyResponse> {
    const [row] = await this.db.rows<Keyed<CompanyRow>>(
      statement(`${COMPANY_SELECT} WHERE w.id = $1`, [workspaceId]),
    );
    if (!row) throw new NotFoundProblem('Company');
    return presentCompany(withoutSortKey(row));
  }
}

function presentCompany(row: CompanyRow): CompanyResponse {
  return { ...row, tier: tierOf(row.is_premium), created_at: row.created_at.toISOString() };
}
