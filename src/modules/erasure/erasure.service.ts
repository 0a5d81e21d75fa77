import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { phoneKey } from '../contacts/phone-key.js';
import {
  deleteErasedContact,
  deleteHistoryEntries,
  erasedBeyond,
  erasedContact,
  earlierTiesOfErased,
  type Erasing,
  ERASURE_ORDER,
  erasurePage,
  type ErasureRow,
  insertErasure,
  lockErasure,
  mergedIntoErased,
  operationsOnErased,
  type OtherContactRewrite,
  rewriteOtherContacts,
  scrubBulkOperations,
  scrubHistory,
  scrubIdempotentAnswers,
  scrubImportFile,
  scrubImports,
  scrubMerges,
  scrubOtherFollowups,
  scrubOtherInteractions,
  scrubSavedViews,
  scrubWebhookEvents,
  storedImportFiles,
  takeErasureTurn,
} from './erasure.queries.js';
import { presentContact } from '../contacts/contact-presenter.js';
import {
  ERASED,
  erasedPerson,
  erasureTies,
  erasureValues,
  tieFields,
  wholeValueKeys,
} from './erasure.rules.js';

/**
 * Erasure on request (GDPR article 17): the contact goes for good, live or in the trash, and
 * the copies of its data the service keeps are scrubbed, in one transaction; one record of the
 * erasure stays, without personal data.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
  ) {}

  async erase(scope: WorkspaceScope, id: string): Promise<ErasureRow> {
    // One transaction whether or not an endpoint listens: the contact's lock holds to the end.
    return this.db.transaction((db) => this.eraseIn(db, scope, id));
  }

  private eraseIn(db: Db, scope: WorkspaceScope, id: string): Promise<ErasureRow> {
    return this.events.write(
      db,
      scope,
      ['contact.erased', 'contact.updated', 'followup.updated', 'interaction.updated'],
      async (tx, emit) => {
        await tx.exec(takeErasureTurn(scope));
        const { rewritten, followups, interactions } = await this.underLocks(
          tx,
          scope,
          id,
          (sp, erasing, held) => this.scrub(sp, scope, erasing, held),
        );
        const erasure = await tx.one(
          insertErasure(scope, { contactId: id, erasedBy: scope.origin.actor.user_id }),
        );
        // After the scrub, which would otherwise take these events for copies.
        const now = new Date();
        await emit(
          'contact.updated',
          rewritten.filter((row) => !row.trashed).map((row) => erasedEdit(scope, row, now)),
        );
        await emit('followup.updated', scrubbedEdits(followups, 'title'));
        await emit('interaction.updated', scrubbedEdits(interactions, 'summary'));
        await emit('contact.erased', { record: { id } });
        return erasure;
      },
    );
  }

  /**
   * Deletes the contact and scrubs the copies of its data, changing only the rows of the contacts
   * it holds (`held`) among the others; answers those it rewrote, for their events.
   */
  private async scrub(tx: Db, scope: WorkspaceScope, erasing: Erasing, held: readonly string[]) {
    const id = erasing.contactId;
    await tx.exec(deleteErasedContact(scope, id));
    // Records that held its values: their events and stored answers carry the values too.
    const bulk = await tx.rows(scrubBulkOperations(scope, erasing));
    const views = await tx.rows(scrubSavedViews(scope, erasing));
    const records = [...bulk, ...views].flatMap((r) => (r.id === null ? [] : [r.id]));
    await tx.exec(scrubWebhookEvents(scope, erasing, records));
    await tx.exec(scrubIdempotentAnswers(scope, erasing, records));
    await tx.exec(scrubImports(scope, erasing));
    // A file ties a row to the contact by its e-mail or number, never by its id.
    // One statement a file, each bounded by the largest an import takes.
    if (erasing.ties?.bytes && erasing.values) {
      const patterns = { ties: erasing.ties.bytes, values: erasing.values.bytes };
      for (const { id: file } of await tx.rows(storedImportFiles(scope))) {
        await tx.exec(scrubImportFile(scope, file, patterns));
      }
    }
    // Before the history's scrub, which drops the entries these rewrites record.
    const rewritten = await tx.rows(rewriteOtherContacts(scope, erasing, held));
    const followups = await tx.rows(scrubOtherFollowups(scope, erasing, held));
    const interactions = await tx.rows(scrubOtherInteractions(scope, erasing, held));
    const emptied = (await tx.rows(scrubHistory(scope, erasing))).flatMap((h) =>
      h.id === null ? [] : [h.id],
    );
    if (emptied.length > 0) await tx.exec(deleteHistoryEntries(scope, emptied));
    await tx.exec(scrubMerges(scope, erasing));
    return { rewritten, followups, interactions };
  }

  /**
   * Runs `work` (the erasure) holding every contact it changes (`lockErasure`), with what erasing
   * the contact looks for read again under the locks, and checks once it is done that it held
   * them all: the locks are taken as a first reading finds them, and a write after it may have
   * tied it to more contacts, before or while `work` ran (which left those as they were), or a
   * merge the lock waited for have moved a follow-up or interaction that quotes it to the
   * contact it kept, which the lock did not take (it took the one merged away, now gone). What
   * `work` did is then undone and the locks given back (a savepoint), and all is done again with
   * those contacts locked with the others, in id order. A write that ties it to a contact once
   * the check is read makes a copy after the erasure, as one after its commit would.
   */
  private async underLocks<T>(
    tx: Db,
    scope: WorkspaceScope,
    id: string,
    work: (tx: Db, erasing: Erasing, held: readonly string[]) => Promise<T>,
  ): Promise<T> {
    return tx.lockingAgain(async (sp, again) => {
      const seen = await this.erasingOf(sp, scope, id);
      const held = (await sp.rows(lockErasure(scope, seen))).map((c) => c.id);
      const erasing = await this.erasingOf(sp, scope, id);
      const done = await work(sp, erasing, held);
      if (await sp.oneOrNone(erasedBeyond(scope, erasing, held))) again();
      return done;
    });
  }

  /**
   * What erasing the contact looks for (its ties: its e-mails and phones, now, in its history and
   * in the contacts merged into it), read as the contact is now; 404 when the scope sees none.
   */
  private async erasingOf(tx: Db, scope: WorkspaceScope, id: string): Promise<Erasing> {
    const contact = await tx.oneOrNone(erasedContact(scope, id));
    if (!contact) throw new NotFoundProblem('Contact');
    const merged = await tx.rows(mergedIntoErased(scope, id));
    const operations = await tx.rows(operationsOnErased(scope, id));
    const customFields = scope.workspace.custom_fields ?? [];
    const fields = tieFields(customFields);
    const earlier = await tx.rows(
      earlierTiesOfErased(scope, id, [...fields.email, ...fields.phone]),
    );
    const region = scope.workspace.default_region;
    const keyOf = (phone: string) => phoneKey(phone, region);
    const person = erasedPerson(contact, earlier, keyOf, fields, merged);
    return {
      contactId: contact.id,
      contactIds: [contact.id, ...merged.map((m) => m.id).filter((m) => m !== contact.id)],
      operationIds: operations.map((o) => o.operation_id),
      ties: erasureTies(person, region),
      values: erasureValues(person, region),
      wholeValueKeys: wholeValueKeys(customFields),
    };
  }

  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<ErasureRow>> {
    const rows = await this.db.rows(
      erasurePage(scope, { after: ERASURE_ORDER.decode(query.cursor), limit: query.limit }),
    );
    return ERASURE_ORDER.page(rows, query.limit);
  }
}

/**
 * What `contact.updated` announces of another contact an erasure rewrote: the contact as it is,
 * and in `previous` each field it lost (an archived custom field's, which it does not show, aside)
 * as "[erased]", as its history shows it: the old value was the erased person's.
 */
function erasedEdit(scope: WorkspaceScope, row: OtherContactRewrite, now: Date) {
  const { erased, trashed: _, ...after } = row;
  const record = presentContact(scope, after, now);
  const before: Record<string, unknown> = { ...record, custom: { ...record.custom } };
  const custom = before.custom as Record<string, unknown>;
  for (const field of erased) {
    const key = field.startsWith('custom.') ? field.slice('custom.'.length) : null;
    if (key === null) before[field] = ERASED;
    else if (key in custom) custom[key] = ERASED;
  }
  return { record, edit: { before, fields: ['email', 'phone', 'custom'] } };
}

/**
 * What `followup.updated` or `interaction.updated` announces of another contact's record whose
 * text an erasure scrubbed: the record as it is, `previous` naming the text "[erased]", never its
 * old value. One in the trash (with its contact) announces nothing, as no event shows it there.
 */
function scrubbedEdits<Row extends { trashed: boolean }>(rows: Row[], text: keyof Row & string) {
  return rows
    .filter((row) => !row.trashed)
    .map(({ trashed: _, ...record }) => ({
      record,
      edit: { before: { ...record, [text]: ERASED }, fields: [text] },
    }));
}
