import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Role } from './user.entity.js';
import { Db } from '../database/db.js';
import {
  acceptInvite,
  identityByEmail,
  insertUser,
  insertWorkspace,
  lockIdentity,
  pendingInviteFor,
  setOwnerRole,
} from './tenancy.queries.js';
import {
  type AuthenticatedUser,
  DemoAddressError,
  isDemoAddress,
  type ResolvedIdentity,
  resolvedIdentity,
  type VerifiedIdentity,
} from './identity.js';

@Injectable()
export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  /**
   * Finds the user behind a verified identity, provisioning them on their first request.
   * `admitNewWorkspace` is awaited just before a first sign-in creates a workspace, and refuses
   * it by throwing (the caller's limit per client address): nothing is then created.
   * An address at the sample teammates' domain is refused (DemoAddressError) before any look-up:
   * held by a teammate or not (after a demo reset, before the reseed), it is never a real user.
   */
  async resolve(
    identity: VerifiedIdentity,
    admitNewWorkspace: () => Promise<void> = () => Promise.resolve(),
  ): Promise<ResolvedIdentity> {
    if (isDemoAddress(identity.email)) throw new DemoAddressError();
    const found = await this.lookup(this.db, identity.email);
    return found ?? (await this.provision(identity, admitNewWorkspace));
  }

  /**
   * The caller with the role OWNER_EMAILS gives them as of this request, however they signed it:
   * listed, `super_admin`; no longer listed, the role they had before (`member` when unknown).
   * The list is read on every request, so a change to it holds from the next one, with a write
   * only when the stored role disagrees with it.
   */
  async withOwnerRole(user: AuthenticatedUser): Promise<AuthenticatedUser> {
    const owner = this.isOwner(user.email);
    if (owner === (user.role === 'super_admin')) return user;
    const changed = await this.db.oneOrNone(setOwnerRole(user.id, owner));
    // Removed meanwhile: this request keeps nothing the list no longer gives.
    if (!changed) return owner ? user : { ...user, role: 'member', group_mates: null };
    return { ...user, role: changed.role, group_mates: changed.group_mates };
  }

  /**
   * A pending invite joins the inviting workspace with the invited role; otherwise the user gets
   * a new free workspace as its admin. The app owner never follows an invite: any admin can
   * invite any address, and the owner must not land in a customer's workspace (`withOwnerRole`
   * then makes them `super_admin`, remembering this role for when they leave OWNER_EMAILS).
   * Serialised per e-mail with an advisory lock, so concurrent first requests of one identity
   * create one user.
   */
  private provision(
    identity: VerifiedIdentity,
    admitNewWorkspace: () => Promise<void>,
  ): Promise<ResolvedIdentity> {
    return this.db.transaction(async (tx) => {
      await tx.exec(lockIdentity(identity.email));
      const existing = await this.lookup(tx, identity.email);
      if (existing) return existing;

      const owner = this.isOwner(identity.email);
      const invite = owner ? null : await tx.oneOrNone(pendingInviteFor(identity.email));

      let workspaceId: string;
      let role: Role;
      if (invite) {
        workspaceId = invite.workspace_id;
        role = invite.role;
        await tx.exec(acceptInvite(invite.id));
      } else {
        await admitNewWorkspace();
        const created = await tx.one(insertWorkspace(defaultWorkspaceName(identity.email)));
        workspaceId = created.id;
        role = 'admin';
      }
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
    return row && resolvedIdentity(row);
  }

  private isOwner(email: string): boolean {
    return this.config.ownerEmails.has(email);
  }
}

function defaultWorkspaceName(email: string): string {
  return `${email.split('@')[0]}'s workspace`;
}
