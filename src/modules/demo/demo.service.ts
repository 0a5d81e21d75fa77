import { Injectable } from '@nestjs/common';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { Db } from '../../database/db.js';
import { ContactsDemoSeeder } from '../contacts/contacts.demo-seeder.js';
import { FollowupsDemoSeeder } from '../followups/followups.demo-seeder.js';
import { InteractionsDemoSeeder } from '../interactions/interactions.demo-seeder.js';
import { RoutingDemoSeeder } from '../routing/routing.demo-seeder.js';
import { SequencesDemoSeeder } from '../sequences/sequences.demo-seeder.js';
import { TeamDemoSeeder } from '../team/team.demo-seeder.js';
import type { DemoSeeder } from './demo-seeder.js';
import { claimDemoSeeding, clearDemoSeeded } from './demo.queries.js';

@Injectable()
export class DemoService {
  /**
   * In seeding order: each seeder reads what the earlier ones wrote (the sample teammate, then
   * the contacts the records of the later ones point at). Wipes run in the reverse order.
   */
  private readonly seeders: readonly DemoSeeder[];

  constructor(
    private readonly db: Db,
    team: TeamDemoSeeder,
    routing: RoutingDemoSeeder,
    contacts: ContactsDemoSeeder,
    interactions: InteractionsDemoSeeder,
    followups: FollowupsDemoSeeder,
    sequences: SequencesDemoSeeder,
  ) {
    this.seeders = [team, routing, contacts, interactions, followups, sequences];
  }

  /**
   * Seeds the demo rows of a free workspace when they are missing (first sign-in, or after a
   * reset). Claiming `demo_seeded_at` with a conditional update takes the row lock, so of
   * concurrent sign-ins exactly one seeds and the others wait for it, then skip.
   * Returns whether this call seeded.
   */
  async ensureSeeded(workspace: Workspace, signedInUserId: string): Promise<boolean> {
    if (workspace.is_premium || workspace.demo_seeded_at) return false;
    return this.db.transaction(async (tx) => {
      if ((await tx.exec(claimDemoSeeding(workspace.id))) === 0) return false;
      const context = {
        tx,
        workspace,
        now: new Date(),
        memberIds: [signedInUserId],
        contacts: [],
      };
      for (const seeder of this.seeders) await seeder.seed(context);
      return true;
    });
  }

  /**
   * Wipes every demo row of every workspace; each free workspace is repopulated at its next
   * sign-in. Real rows are never touched.
   */
  async resetAll(): Promise<{ workspaces_reset: number }> {
    return this.db.transaction(async (tx) => {
      for (const seeder of [...this.seeders].reverse()) await seeder.wipe(tx);
      return { workspaces_reset: await tx.exec(clearDemoSeeded()) };
    });
  }
}
