import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { lockIdentity } from './identity-lock.js';
import type { Role } from '../../modules/workspaces/user.entity.js';
import type { Workspace } from '../../modules/workspaces/workspace.entity.js';
import type { AuthenticatedUser } from './request-context.js';
import type { VerifiedIdentity } from './token-verifier.js';
import { Db } from '../../database/db.js';
import { preparedStatement, statement } from '../../database/statement.js';

export interface ResolvedIdentity {
  user: AuthenticatedUser;
  workspace: Workspace;
}

/**
 * One joined query per request: the user and a fresh row of their workspace. Fresh on purpose:
 * an upgrade is visible to every member on their very next request.
 */
const LOOKUP_SQL = `
  SELECT u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.timezone, w.stages, w.demo_seeded_at, w.created_at, w.updated_at
    FROM users u JOIN workspaces w ON w.id = u.workspace_id
   WHERE u.email = $1 AND NOT u.is_demo`;

interface LookupRow extends Omit<Workspace, 'id'> {
  user_id: string;
  email: string;
  role: Role;
  workspace_id: string;
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
      await this.db.rows<unknown>(
        statement(`UPDATE users SET role = 'super_admin' WHERE id = $1`, [resolved.user.id]),
      );
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
      await lockIdentity(tx, identity.email);
      const existing = await this.lookup(tx, identity.email);
      if (existing) return existing;

      const [invite] = await tx.rows<{ id: string; workspace_id: string; role: Role }>(
        statement(
          `SELECT id, workspace_id, role FROM invites
          WHERE email = $1 AND accepted_at IS NULL
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [identity.email],
        ),
      );

      let workspaceId: string;
      let role: Role;
      if (invite) {
        workspaceId = invite.workspace_id;
        role = invite.role;
        await tx.rows<unknown>(
          statement(`UPDATE invites SET accepted_at = now() WHERE id = $1`, [invite.id]),
        );
      } else {
        const [created] = await tx.rows<{ id: string }>(
          statement(`INSERT INTO workspaces (name) VALUES ($1) RETURNING id`, [
            defaultWorkspaceName(identity.email),
          ]),
        );
        workspaceId = created.id;
        role = 'admin';
      }
      if (this.isOwner(identity.email)) role = 'super_admin';
      await tx.rows<unknown>(
        statement(
          `INSERT INTO users (workspace_id, email, role, provider_subject) VALUES ($1, $2, $3, $4)`,
          [workspaceId, identity.email, role, identity.subject],
        ),
      );
      const provisioned = await this.lookup(tx, identity.email);
      if (!provisioned) throw new Error('provisioned user not found');
      return provisioned;
    });
  }

  private async lookup(tx: Db, email: string): Promise<ResolvedIdentity | null> {
    const row = await tx.oneOrNone(
      preparedStatement<LookupRow>('every request sends it; a lookup by a unique key', LOOKUP_SQL, [
        email,
      ]),
    );
    if (!row) return null;
    // Field by field, on every request: a rest-and-spread copy of the row costs ten times more.
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
