import { writingVia } from '../../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { NotFoundProblem, ValidationProblem } from '../../../core/http/problem.js';
import { Db } from '../../../database/db.js';
import { WebhookEventsService } from '../../webhooks/webhook-events.service.js';
import { ContactPresenter } from '../../contacts/contact-presenter.js';
import { ContactMergeReactions } from '../../contacts/contact-merge-reactions.js';
import { contactById } from '../../contacts/contacts.queries.js';
import {
  contactsForMerge,
  deleteMergedContacts,
  insertContactMerge,
  mergeIntoTarget,
  moveContactHistory,
} from './contact-merge.queries.js';
import { type MergeField, PREVIOUS_FIELDS } from '../../contacts/contact-field-lists.js';
import {
  mergeCustomValues,
  mergeRequestErrors,
  pairedPicks,
  tooManyTagsMessage,
  tooMuchCustomMessage,
  unionTags,
} from './contact-merge.rules.js';
import { MAX_TAGS } from '../../contacts/contacts.rules.js';
import { CUSTOM_VALUES_MAX_BYTES, isCustomSizeViolation } from '../../contacts/custom-values.js';
import type { ContactResponse } from '../../contacts/dto/contact.response.js';
import type { MergeContactsDto } from './dto/merge-contacts.dto.js';

/** Folding duplicate contacts into one. */
@Injectable()
export class ContactMergeService {
  constructor(
    private readonly db: Db,
    private readonly reactions: ContactMergeReactions,
    private readonly events: WebhookEventsService,
  ) {}

  /**
   * Merges the sources into the target in one transaction, all of them locked in id order first:
   * the target takes the picked fields (a deal's value with its currency: see pairedPicks), the
   * union of the tags, the custom values it lacks (see mergeCustomValues) and the latest
   * activity; the sources' interactions, follow-ups, enrollments (see EnrollmentsService), stage
   * moves and earlier merges move to it; the merge is recorded for its timeline; the sources are deleted.
   * Emits `contact.merged`, then `contact.deleted` for each source as it was.
   */
  async merge(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    targetId: string,
    dto: MergeContactsDto,
  ): Promise<ContactResponse> {
    const target = targetId.toLowerCase();
    const sourceIds = [...dto.source_ids].sort();
    const asked: Partial<Record<MergeField, string>> = Object.fromEntries(
      Object.entries(dto.fields ?? {}).filter(([, source]) => source !== undefined),
    );
    const errors = mergeRequestErrors(target, sourceIds, asked);
    if (errors.length > 0) throw new ValidationProblem(errors);
    const picks = pairedPicks(asked);
    const types = ['contact.merged', 'contact.deleted', 'enrollment.finished'] as const;
    return this.events.write(this.db, scope, types, (db, emit) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const presenter = new ContactPresenter(scope, now);
        const locked = await tx.rows(contactsForMerge(scope, [target, ...sourceIds]));
        const targetRow = locked.find((c) => c.id === target);
        if (!targetRow || locked.length < sourceIds.length + 1) {
          throw new NotFoundProblem('Contact');
        }
        const sources = locked.filter((c) => c.id !== target);
        const tags = unionTags(
          targetRow.tags,
          sources.map((s) => s.tags),
        );
        if (tags.length > MAX_TAGS) {
          throw ValidationProblem.of('source_ids', tooManyTagsMessage(tags.length, MAX_TAGS));
        }
        // In the order the request lists the sources: the first listed fills a value first.
        const listed = dto.source_ids.map((id) => sources.find((s) => s.id === id)!);
        const custom = mergeCustomValues(
          scope.workspace.custom_fields ?? [],
          targetRow.custom,
          listed.map((s) => s.custom),
        );
        await tx
          .exec(
            mergeIntoTarget(writingVia(scope, 'merge'), {
              targetId: target,
              sourceIds,
              picks,
              tags,
              custom,
            }),
          )
          .catch((error: unknown) => {
            if (!isCustomSizeViolation(error)) throw error;
            throw ValidationProblem.of('source_ids', tooMuchCustomMessage(CUSTOM_VALUES_MAX_BYTES));
          });
        // The kept contact as the reactions left it (the follow-ups it took, less the steps of
        // the enrollments the merge ends): the answer and the event show it, and the events of
        // those enrollments come after its own.
        const merged = await this.reactions.run(
          tx,
          scope,
          { target_id: target, source_ids: sourceIds },
          async () => {
            // Read whoever the merge made its owner, as the merge's own write was.
            const tenant = { workspace: scope.workspace, demo: scope.demo };
            const after = presenter.present(await tx.one(contactById(tenant, target)));
            // What the merge changed of the kept contact, in `previous` as an edit says it: the
            // fields it took, its tags and custom values filled or joined, its owner (a stream
            // reads who saw it before).
            await emit('contact.merged', {
              record: after,
              edit: { before: presenter.present(targetRow), fields: PREVIOUS_FIELDS, always: true },
              also: { merged_ids: sourceIds },
            });
            return after;
          },
        );
        await tx.exec(moveContactHistory(scope, target, sourceIds));
        await tx.exec(
          insertContactMerge(scope, {
            targetId: target,
            merged: sources.map((s) => ({
              id: s.id,
              first_name: s.first_name,
              last_name: s.last_name,
              email: s.email,
              phone: s.phone,
            })),
            mergedBy: user.id,
          }),
        );
        await tx.exec(deleteMergedContacts(scope, sourceIds));
        await emit(
          'contact.deleted',
          sources.map((s) => ({ record: presenter.present(s), also: { merged_into: target } })),
        );
        return merged;
      }),
    );
  }
}
