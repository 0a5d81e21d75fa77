import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import { type ReactionAnnouncement, runReactions } from './reactions.js';

/** Contacts folded into a target by `POST /contacts/{id}/merge`, all of them locked. */
export interface ContactsMerge {
  target_id: string;
  /** The contacts deleted once the reactions have run, in id order. */
  source_ids: readonly string[];
}

/**
 * Work another module does when contacts are merged, inside the merge's transaction and before
 * the sources are deleted: it moves what it keeps of the sources to the target.
 */
export interface ContactMergeReaction {
  /** Does the work; answers how to announce it, or nothing when it announces nothing. */
  onContactsMerged(
    tx: Db,
    scope: WorkspaceScope,
    merge: ContactsMerge,
  ): Promise<ReactionAnnouncement | undefined>;
}

/**
 * The records other modules keep of a contact, moved to the target of a merge. Each module
 * registers itself in its own module file (interactions, follow-ups, sequences), so contacts never
 * imports the modules built on it, as with StageChangeReactions.
 */
@Injectable()
export class ContactMergeReactions {
  private readonly reactions: ContactMergeReaction[] = [];

  add(reaction: ContactMergeReaction): void {
    if (!this.reactions.includes(reaction)) this.reactions.push(reaction);
  }

  /** The reactions' work, then `between`, then their announcements (see runReactions). */
  run<T>(
    tx: Db,
    scope: WorkspaceScope,
    merge: ContactsMerge,
    between: () => Promise<T>,
  ): Promise<T> {
    return runReactions(this.reactions, (r) => r.onContactsMerged(tx, scope, merge), between);
  }
}
