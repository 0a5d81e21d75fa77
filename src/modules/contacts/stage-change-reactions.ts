import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { Stage } from '../../tenancy/stages.js';
import { Db } from '../../database/db.js';
import { type ReactionAnnouncement, runReactions } from './reactions.js';

/** A contact put into a stage through `POST /contacts/{id}/stage`. */
export interface StageChange {
  contact_id: string;
  /** The stage it was in; equal to `to_stage.key` when it was set to its own stage again. */
  from_stage: string;
  /** The target stage as the workspace defines it at the time of the change. */
  to_stage: Stage;
}

/** Work another module does when a contact changes stage, inside the change's transaction. */
export interface StageChangeReaction {
  /** Does the work; answers how to announce it, or nothing when there was none. */
  onStageChange(
    tx: Db,
    scope: WorkspaceScope,
    change: StageChange,
  ): Promise<ReactionAnnouncement | undefined>;
}

/**
 * What happens after a stage change, in its transaction; a reaction that throws undoes the
 * change. The module that reacts is wired to it in its own module file (sequences, in
 * SequencesModule), so contacts never imports the modules built on it.
 */
@Injectable()
export class StageChangeReactions {
  private readonly reactions: StageChangeReaction[] = [];

  add(reaction: StageChangeReaction): void {
    if (!this.reactions.includes(reaction)) this.reactions.push(reaction);
  }

  /** The reactions' work, then `between`, then their announcements (see runReactions). */
  run<T = void>(
    tx: Db,
    scope: WorkspaceScope,
    change: StageChange,
    between: (reacted: boolean) => Promise<T> = () => Promise.resolve(undefined as T),
  ): Promise<T> {
    return runReactions(this.reactions, (r) => r.onStageChange(tx, scope, change), between);
  }
}
