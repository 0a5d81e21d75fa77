import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/request-context.js';
import {
  decodeKeyset,
  type Page,
  toKeyedPage,
  withoutSortKey,
} from '../../core/pagination/pagination.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { DemoService } from '../demo/demo.service.js';
import { WorkspaceTierService } from '../workspaces/workspace-tier.service.js';
import type { TierChangeRow } from '../workspaces/workspaces.queries.js';
import { tierOf } from '../workspaces/workspaces.rules.js';
import { companyById, companyPage, type CompanyRow } from './admin.queries.js';
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
        after: decodeKeyset(query.cursor, ['timestamp', 'uuid']),
        limit: query.limit,
      }),
    );
    const page = toKeyedPage(rows, query.limit);
    return { ...page, items: page.items.map(presentCompany) };
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
      origin,
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
    return presentCompany(withoutSortKey(row));
  }
}

function presentCompany(row: CompanyRow): CompanyResponse {
  return { ...row, tier: tierOf(row.is_premium), created_at: row.created_at.toISOString() };
}
