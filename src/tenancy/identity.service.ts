import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Role } from './user.entity.js';
import type { Workspace } from './workspace.entity.js';
import type { AuthenticatedUser } from '../core/auth/request-context.js';
import type { VerifiedIdentity } from '../core/auth/token-verifier.js';
import { Db } from '../database/db.js';
import {
  acceptInvite,
  identityByEmail,
  insertUser,
  insertWorkspace,
  lockIdentity,
  pendingInviteFor,
  promoteToSuperAdmin,
} from './tenancy.queries.js';

export interface ResolvedIdentity {
  user: AuthenticatedUser;
  workspace: Workspace;
}

@Injectable()
export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  /** Finds the user behind a verified identity, provisioning them on their first request. */
  async resolve(identity: VerifiedIdentity): Promise<ResolvedIdentity> {
    const found = await this.lookup(this.db, identity.email);
    const resolved = found ?? (await this.provision(identity));
    if (this.isOwner(identity.email) && resolved.user.role !== 'super_admin') {
      await this.db.exec(promoteToSuperAdmin(resolved.user.id));
      resolved.user.role = 'super_admin';
    }
    return resolved;
  }

  /**
   * A pending invite joins the inviting workspace with the invited role; otherwise the user gets
   * a new free workspace as its admin. Serialised per e-mail with an advisory lock, so concurrent
   * first requests of one identity create one user.
   */
  private provision(identity: VerifiedIdentity): Promise<ResolvedIdentity> {
    return this.db.transaction(async (tx) => {
      await tx.exec(lockIdentity(identity.email));
      const existing = await this.lookup(tx, identity.email);
      if (existing) return existing;

      const invite = await tx.oneOrNone(pendingInviteFor(identity.email));

      let workspaceId: string;
      let role: Role;
      if (invite) {
        workspaceId = invite.workspace_id;
        role = invite.role;
        await tx.exec(acceptInvite(invite.id));
      } else {
        const created = await tx.one(insertWorkspace(defaultWorkspaceName(identity.email)));
        workspaceId = created.id;
        role = 'admin';
      }
      if (this.isOwner(identity.email)) role = 'super_admin';
      await tx.exec(
        insertUser({ workspaceId, email: identity.email, role, subject: identity.subject }),
      );
      const provisioned = await this.lookup(tx, identity.email);
      if (!provisioned) throw new Error('provisioned user not found');
      return provisioned;
    });
  }

  private async lookup(tx: Db, email: string): Promise<ResolvedIdentity | null> {
    const row = await tx.oneOrNone(identityByEmail(email));
    if (!row) return null;
    // Field by field, on every request: a rest-and-spread copy of the row costs far more.
    return {
      user: { id: row.user_id, email: row.email, role: row.role, workspace_id: row.workspace_id },
      workspace: {
        id: row.workspace_id,
        name: row.name,
        is_premium: row.is_premium,
        subscription_status: row.subscription_status,
        payment_customer_id: row.payment_customer_id,
        dormancy_days: row.dormancy_days,
        timezone: row.timezone,
        stages: row.stages,
        demo_seeded_at: row.demo_seeded_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
      },
    };
  }

  private isOwner(email: string): boolean {
    return this.config.ownerEmails.has(email);
  }
}

function defaultWorkspaceName(email: string): string {
  return `${email.split('@')[0]}'s workspace`;
}
