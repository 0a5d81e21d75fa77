import { timeOrderedId } from '../../database/time-ordered-id.js';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { Problem, ValidationProblem } from '../../core/http/problem.js';
import { validateAsBody } from '../../core/http/validation.pipe.js';
import type { Db } from '../../database/db.js';
import { seesEveryContact, seesOwner } from '../../database/visibility.js';
import type { FieldError } from '../../core/http/problem.js';
import type { Stage } from '../../tenancy/stages.js';
import type { NewBatchContact } from '../contacts/contact-inserts.queries.js';
import {
  ambiguousMatchDetail,
  lostReasonError,
  placement,
  unseenMatchDetail,
} from '../contacts/contacts.rules.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { CreateContactDto } from '../contacts/dto/create-contact.dto.js';
import { UpdateContactDto } from '../contacts/dto/update-contact.dto.js';
import {
  CUSTOM_VALUES_MAX_BYTES,
  type CustomValues,
  type CustomWrite,
  parseCustomValues,
  requireMembers,
  storedBytes,
  tooLarge,
} from '../contacts/custom-values.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { BatchCounts } from './imports.queries.js';
import {
  emailKey,
  expectedCell,
  type JobError,
  type MatchOn,
  memberEmailsOf,
  type OnMatch,
  type RowCells,
  rowBody,
  rowCustom,
  withMemberIds,
} from './imports.rules.js';

/** A data row of the file: its 1-based number (the header not counted) and its mapped cells. */
export interface ImportRow {
  row: number;
  cells: RowCells;
  /** The row checked as a new contact, when started ahead (`checkAsNew`). */
  asNew?: Promise<Checked>;
}

/** A body checked: the DTO, or its first error. */
type Checked = CreateContactDto | UpdateContactDto | { field: string; message: string };

/**
 * Starts checking a row as the body of `POST /contacts`, which is what it is unless it matches a
 * contact: the worker starts it as it reads the row, so the check runs while the database writes
 * the batch before it.
 */
export function checkAsNew(cells: RowCells): Promise<Checked> {
  const checked = check(CreateContactDto, newContactBody(cells));
  // Awaited where the row is written; a row that is skipped or matched never awaits it.
  checked.catch(() => undefined);
  return checked;
}

/** Where a row's contact goes by its `pipeline` and `stage` cells (`placement`), or why not. */
function placeRow(scope: WorkspaceScope, cells: RowCells): Stage | FieldError {
  try {
    return placement(scope.workspace, { pipeline: cells.pipeline, stage: cells.stage });
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors[0];
    throw error;
  }
}

function newContactBody(cells: RowCells): Record<string, unknown> {
  const body = rowBody(cells, true);
  if (cells.stage !== undefined) body.stage = cells.stage;
  if (cells.pipeline !== undefined) body.pipeline = cells.pipeline;
  if (cells.lost_reason !== undefined) body.lost_reason = cells.lost_reason;
  return body;
}

export interface ImportOptions {
  matchOn: MatchOn;
  onMatch: OnMatch;
  dryRun: boolean;
}

export const UNKNOWN_OWNER_MESSAGE = 'owner_email is not a member of this workspace';

/** What an import carries from one batch of its file to the next. */
export interface FileMemory {
  /**
   * The folded e-mails of contacts this file created (or, in a dry run, would have) and their
   * ids: a later row with one of them matches it.
   */
  created: Map<string, string>;
  /**
   * The e-mails of contacts it created or edited for (or, in a dry run, would give by its owner
   * cell to) an owner the member does not see: a later row with one fails as one matching any
   * contact they do not see does.
   * An import keeps them for a batch (the next ones find the contact itself); a dry run, whose
   * routing picks nobody, knows only the owners its cells name.
   */
  unseen: Set<string>;
  /**
   * A dry run's custom values as it would leave them, by contact, for every contact it created
   * or edited so far: the run writes nothing, so a later row's edit of one meets the size limit
   * against these, as the import would against the stored values.
   */
  custom: Map<string, CustomValues>;
}

/** An empty memory: a dry run keeps one for its whole file, an import one for each batch. */
export function newFileMemory(): FileMemory {
  return { created: new Map(), unseen: new Set(), custom: new Map() };
}

/**
 * Applies a batch of rows to the workspace's contacts, in the caller's transaction, by the rules
 * of the single routes: a row is checked as the body of `POST /contacts` (a new contact) or of
 * `PATCH /contacts/{id}` (a matched one) with the same DTOs and messages, a new contact is created
 * by `ContactsService.createMany` (routing, entry stage move, activity now, `contact.created`),
 * a matched one edited by `ContactsService.update` (no activity bump, `contact.updated`). A bad
 * row fails alone, with its first error.
 */
@Injectable()
export class ContactImporter {
  constructor(
    private readonly contacts: ContactsService,
    private readonly workspaces: WorkspacesService,
  ) {}

  /** `memory` is what the file's earlier batches left (`FileMemory`); this batch adds to it. */
  async apply(
    tx: Db,
    scope: WorkspaceScope,
    creator: Pick<AuthenticatedUser, 'id'>,
    options: ImportOptions,
    rows: readonly ImportRow[],
    memory: FileMemory,
  ): Promise<{ counts: BatchCounts; errors: JobError[] }> {
    const counts = { processed: rows.length, created: 0, updated: 0, skipped: 0, failed: 0 };
    const errors: JobError[] = [];
    const fail = (row: number, error: { field: string; message: string }) => {
      counts.failed++;
      errors.push({ row, field: error.field, message: error.message });
    };
    const emailOf = (cells: { email?: string | null }) =>
      options.matchOn === 'email' && cells.email ? emailKey(cells.email) : null;
    const matches = await this.contacts.matchEmails(
      tx,
      scope,
      distinct(rows.map((r) => emailOf(r.cells))),
      !options.dryRun,
    );
    // The database's fold of a row's e-mail, as the upsert matches it: the key of the matches
    // and of what the file's earlier rows made.
    const keyOf = (cells: { email?: string | null }) => {
      const email = emailOf(cells);
      return email === null ? null : (matches.folded.get(email) ?? null);
    };
    const definitions = scope.workspace.custom_fields ?? [];
    const cellCustoms = rows.map((r) => rowCustom(definitions, r.cells));
    // The members the batch names by e-mail, as owners or `user` values, in one statement.
    const membersByEmail = await this.workspaces.membersByEmail(
      scope,
      distinct([
        ...rows.map((r) => (r.cells.owner_email ? emailKey(r.cells.owner_email) : null)),
        ...cellCustoms.flatMap((c) =>
          'custom' in c ? memberEmailsOf(definitions, c.custom).map((m) => m.email) : [],
        ),
      ]),
      tx,
    );
    const customs = cellCustoms.map((c) =>
      'custom' in c ? { custom: withMemberIds(definitions, c.custom, membersByEmail) } : c,
    );
    // The members among the batch's `user` values, in one statement.
    const members = await this.workspaces.membersAmong(
      scope,
      distinct(customs.flatMap((c) => ('custom' in c ? userIds(definitions, c.custom) : []))),
      tx,
    );
    // A dry run writes nothing, so the size limit that an edit of a match meets when written is
    // checked against the values the run would leave: those stored (read once, for a contact
    // no earlier row touched), then each row's merged in.
    const dryRunCustom = options.dryRun ? memory.custom : undefined;
    if (dryRunCustom) {
      const unread = distinct(
        rows.map(({ cells }, i) => {
          const found = matches.ids.get(keyOf(cells) ?? '');
          const custom = 'custom' in customs[i] ? customs[i].custom : undefined;
          return found?.length === 1 && custom !== undefined && !dryRunCustom.has(found[0])
            ? found[0]
            : null;
        }),
      );
      for (const [id, values] of await this.contacts.storedCustom(tx, scope, unread)) {
        dryRunCustom.set(id, values);
      }
    }

    // New contacts wait here and are created together; a row matching one of them first
    // writes them, so it edits a contact that exists.
    const pending: NewBatchContact[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const created = await this.contacts.createMany(scope, creator, pending.splice(0), tx);
      for (const contact of created) {
        const key = keyOf(contact);
        if (key && !seesOwner(scope, contact.owner_id)) memory.unseen.add(key);
      }
    };
    for (const [i, { row, cells, asNew }] of rows.entries()) {
      const key = keyOf(cells);
      const found = key ? (matches.ids.get(key) ?? []) : [];
      if (found.length > 1) {
        fail(row, { field: 'email', message: ambiguousMatchDetail('email', found.length) });
        continue;
      }
      const target = found[0] ?? (key ? memory.created.get(key) : undefined);
      // A contact of this batch not yet written is written now, for a restricted member: its
      // owner, which routing may pick, says whether they see it.
      if (!options.dryRun && !seesEveryContact(scope) && pending.some((c) => c.id === target)) {
        await flush();
      }
      if (key && (matches.unseen.has(key) || memory.unseen.has(key))) {
        fail(row, { field: 'email', message: unseenMatchDetail('email') });
        continue;
      }
      if (target !== undefined && options.onMatch === 'skip') {
        counts.skipped++;
        continue;
      }
      const creating = target === undefined;
      const checked = creating
        ? await (asNew ?? check(CreateContactDto, newContactBody(cells)))
        : await check(UpdateContactDto, rowBody(cells, false));
      if ('field' in checked) {
        fail(row, checked);
        continue;
      }
      // As the upsert: a stage only places a new contact, but an unknown key (or a stage of
      // another pipeline than the row's) is refused anyway.
      const placed = placeRow(scope, cells);
      if ('field' in placed) {
        fail(row, placed);
        continue;
      }
      // A new contact in a lost stage takes its reason as `POST /contacts` takes it; a matched
      // one keeps its stage, and so its reason.
      const lostReason = creating
        ? lostReasonError(
            scope.workspace,
            placed,
            (checked as CreateContactDto).lost_reason ?? undefined,
          )
        : null;
      if (lostReason !== null) {
        fail(row, { field: 'lost_reason', message: lostReason });
        continue;
      }
      let ownerId: string | undefined;
      if (cells.owner_email !== undefined) {
        ownerId = membersByEmail.get(emailKey(cells.owner_email));
        if (ownerId === undefined) {
          fail(row, { field: 'owner_email', message: UNKNOWN_OWNER_MESSAGE });
          continue;
        }
      }
      const checkedCustom = customValues(
        definitions,
        customs[i],
        creating ? 'create' : 'edit',
        members,
      );
      if ('error' in checkedCustom) {
        fail(row, checkedCustom.error);
        continue;
      }
      const custom = checkedCustom.values;
      if (creating) {
        const {
          stage: _stage,
          pipeline: _pipeline,
          owner_id: _unset,
          ...fields
        } = checked as CreateContactDto;
        const id = timeOrderedId();
        const currency = fields.currency ?? scope.workspace.currency;
        pending.push({ ...fields, currency, custom, id, stage: placed.key, ownerId });
        dryRunCustom?.set(id, custom);
        if (key) memory.created.set(key, id);
        if (key && ownerId !== undefined && !seesOwner(scope, ownerId)) memory.unseen.add(key);
        counts.created++;
        continue;
      }
      if (dryRunCustom && Object.keys(custom).length > 0) {
        const merged = { ...dryRunCustom.get(target), ...custom };
        if (storedBytes(merged) > CUSTOM_VALUES_MAX_BYTES) {
          fail(row, problemField(tooLarge()));
          continue;
        }
        dryRunCustom.set(target, merged);
      }
      const changes = checked;
      if (ownerId !== undefined) changes.owner_id = ownerId;
      // Merged key by key, as PATCH merges them: a field without a cell keeps its value.
      if (Object.keys(custom).length > 0) changes.custom = custom;
      if (!options.dryRun) {
        if (pending.some((c) => c.id === target)) await flush();
        try {
          const edit = (db: Db) => this.contacts.update(scope, target, changes, db);
          // Only custom values merged in can pass the size limit, whose check would abort the
          // batch's transaction: such an edit runs in a savepoint of its own.
          await (changes.custom ? tx.savepoint(edit) : edit(tx));
        } catch (error) {
          // Its custom values would pass the size limit (the match is locked, so the contact
          // is still there): this row alone fails, its savepoint undone.
          if (!(error instanceof Problem)) throw error;
          fail(row, problemField(error));
          continue;
        }
      }
      // Given to someone the member does not see: a later row with its e-mail no longer sees it.
      if (key && ownerId !== undefined && !seesOwner(scope, ownerId)) memory.unseen.add(key);
      counts.updated++;
    }
    if (!options.dryRun) await flush();
    return { counts, errors };
  }
}

/** The body checked as the validation pipe checks a request's, or its first error. */
async function check(
  metatype: new () => CreateContactDto | UpdateContactDto,
  body: Record<string, unknown>,
): Promise<Checked> {
  try {
    return await validateAsBody(metatype, body);
  } catch (error) {
    if (error instanceof ValidationProblem && error.errors.length > 0) return error.errors[0];
    throw error;
  }
}

/**
 * A row's custom values checked as the API checks a body's (`custom.<key>` and its message; on
 * create a required field without a value), `user` values against `members`; or the first error.
 * A value the row gives as empty (a multi-select of no option) is left out, never cleared.
 */
function customValues(
  definitions: readonly CustomFieldDefinition[],
  cells: ReturnType<typeof rowCustom>,
  write: CustomWrite,
  members: readonly string[],
): { values: CustomValues } | { error: { field: string; message: string } } {
  if ('error' in cells) return cells;
  if (cells.custom === undefined && write === 'edit') return { values: {} };
  try {
    // Refused as a cell may hold it: an option by label too, a member by e-mail too.
    const { values, users } = parseCustomValues(definitions, cells.custom, write, expectedCell);
    requireMembers(users, members, expectedCell);
    return {
      values: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)),
    };
  } catch (error) {
    if (!(error instanceof ValidationProblem)) throw error;
    return { error: problemField(error) };
  }
}

/** The values of `custom` given to `user` fields that could be member ids. */
function userIds(
  definitions: readonly CustomFieldDefinition[],
  custom: Record<string, unknown> | undefined,
): string[] {
  if (custom === undefined) return [];
  return definitions.flatMap((f) => {
    const value = custom[f.key];
    return f.type === 'user' && typeof value === 'string' && isUUID(value)
      ? [value.toLowerCase()]
      : [];
  });
}

function problemField(problem: Problem): { field: string; message: string } {
  if (problem instanceof ValidationProblem && problem.errors.length > 0) return problem.errors[0];
  return { field: 'row', message: problem.detail };
}

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}
