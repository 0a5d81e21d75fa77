import { type RequestOrigin, SYSTEM_ORIGIN } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { DemoService } from '../demo/demo.service.js';
import { WorkspaceTierService } from '../workspaces/workspace-tier.service.js';
import type { TierChangeRow } from '../workspaces/workspaces.queries.js';
import { tierOf } from '../workspaces/workspaces.rules.js';
import { COMPANY_ORDER, companyById, companyPage, type CompanyRow } from './admin.queries.js';
import type {
  CompanyResponse,
  DemoResetResponse,
  ListCompaniesQuery,
  ListTierChangesQuery,
} from './dto/admin.dto.js';

@Injectable()
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly tiers: WorkspaceTierService,
    private readonly demo: DemoService,
  ) {}

  /** Every workspace, newest first. */
  async listCompanies(query: ListCompaniesQuery): Promise<Page<CompanyResponse>> {
    const name = query.q?.trim();
    const rows = await this.db.rows(
      companyPage({
        name: name === '' ? undefined : name,
        after: COMPANY_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return COMPANY_ORDER.page(rows, query.limit, (row) =>
      presentCompany(COMPANY_ORDER.withoutKey(row)),
    );
  }

  /** Flips the workspace between free and premium; the change is audited like any other. */
  async togglePremium(
    origin: RequestOrigin,
    user: AuthenticatedUser,
    workspaceId: string,
  ): Promise<CompanyResponse> {
    const result = await this.tiers.change({
      workspaceId,
      to: 'toggle',
      via: 'admin',
      actorUserId: user.id,
      // The workspace hears of it as the service's own change: the app owner is no member of it,
      // and their id names a user of another workspace. The audit keeps who it was.
      origin: { ...origin, actor: SYSTEM_ORIGIN.actor },
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
    const row = await this.db.oneOrNone(companyById(workspaceId));
    if (!row) throw new NotFoundProblem('Company');
    return presentCompany(COMPANY_ORDER.withoutKey(row));
  }
}

function presentCompany(row: CompanyRow): CompanyResponse {
  return { ...row, tier: tierOf(row.is_premium), created_at: row.created_at.toISOString() };
}
