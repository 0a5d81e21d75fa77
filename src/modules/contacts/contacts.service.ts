// Over 400 lines as one file: the contact routes' writes, which share one placement, one check of custom values and members, and one presenter.
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db, LOCKING_AGAIN_ATTEMPTS, LocksKeptMoving } from '../../database/db.js';
import { seesEveryContact } from '../../database/visibility.js';
import { findStage, type Stage } from '../../tenancy/stages.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import { PREVIOUS_FIELDS } from './contact-field-lists.js';
import {
  type CustomValues,
  type CustomWrite,
  parseCustomValues,
  requireMembers,
  rethrowCustomRefusal,
  presentedCustomOf,
} from './custom-values.js';
import { inField } from './nested-field.js';
import { presentContact } from './contact-presenter.js';
import {
  bumpActivity,
  contactById,
  contactForUpdate,
  contactExists,
  contactStageForUpdate,
  insertStageMove,
  setContactStage,
  updateContact,
  trashContacts,
} from './contacts.queries.js';
import {
  contactsWithEmail,
  contactsWithEmails,
  lockContactEmail,
  lockContactEmails,
  storedCustomValues,
  unseenContactEmails,
} from './contact-matches.queries.js';
import { insertContact, insertContacts, type NewBatchContact } from './contact-inserts.queries.js';
import {
  ambiguousMatchDetail,
  MAX_LISTED_MATCHES,
  missingMatchValueMessage,
  lostReasonError,
  placement,
  stageMoveChange,
  unknownStageMessage,
  unseenMatchDetail,
} from './contacts.rules.js';
import type { ChangeStageDto } from './dto/change-stage.dto.js';
import type { ContactResponse } from './dto/contact.response.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import type { UpdateContactDto } from './dto/update-contact.dto.js';
import type { UpsertContactDto, UpsertContactResponse } from './dto/upsert-contact.dto.js';
import { StageChangeReactions } from './stage-change-reactions.js';

/** The contacts of some e-mails (`ContactsService.matchEmails`), by the database's fold. */
export interface EmailMatches {
  /** Each e-mail asked about, as given, to its fold: the key of `ids` and `unseen`. */
  readonly folded: ReadonlyMap<string, string>;
  /** Each folded e-mail the member's contacts have, to their ids in id order. */
  readonly ids: ReadonlyMap<string, string[]>;
  /** Those of the rest that only contacts the member does not see have. */
  readonly unseen: ReadonlySet<string>;
}

@Injectable()
export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly stageReactions: StageChangeReactions,
    private readonly events: WebhookEventsService,
  ) {}

  async get(scope: WorkspaceScope, id: string): Promise<ContactResponse> {
    const row = await this.db.oneOrNone(contactById(scope, id));
    if (!row) throw new NotFoundProblem('Contact');
    return presentContact(scope, row, new Date());
  }

  /** Creates a contact, in the caller's transaction `tx` when given; emits `contact.created`. */
  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateContactDto,
    db: Db = this.db,
  ): Promise<ContactResponse> {
    const { pipeline: _pipeline, ...fields } = dto;
    const placed = placement(scope.workspace, dto);
    // Created in a lost stage, a deal takes its reason by the stage route's rules.
    this.requireLostReason(scope, placed, dto.lost_reason ?? undefined);
    const stage = placed.key;
    const { values: custom, users } = parseCustomValues(
      scope.workspace.custom_fields ?? [],
      dto.custom,
      'create',
    );
    // The statement records its event itself and checks the members the contact names: creating
    // stays one statement with a subscriber and with `user` values.
    return this.events.write(
      db,
      scope,
      ['contact.created'],
      (db, emit) =>
        this.insert(
          scope,
          user,
          { ...fields, custom },
          { stage, users },
          db,
          emit.within('contact.created'),
        ),
      { oneStatement: true },
    );
  }

  /**
   * Creates many contacts in the caller's transaction `tx`, each by the rules of `create` (one
   * statement for all: see `insertContacts`), and emits `contact.created` for each. The caller
   * holds the workspace's settings (`WorkspacesService.holdSettings`) and has checked each stage
   * and that each `owner_id` is a member. Answers the contacts in the order given.
   */
  async createMany(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    contacts: readonly NewBatchContact[],
    tx: Db,
  ): Promise<ContactResponse[]> {
    if (contacts.length === 0) return [];
    return this.events.write(tx, scope, ['contact.created'], async (tx, emit) => {
      const rows = await tx.rows(
        insertContacts({
          workspaceId: scope.workspace.id,
          demo: scope.demo,
          origin: scope.origin,
          creatorId: user.id,
          region: scope.workspace.default_region,
          contacts,
        }),
      );
      if (rows.length !== contacts.length) {
        throw new Error('contacts not created: a stage was removed while its settings were held');
      }
      const now = new Date();
      const byId = new Map(rows.map((row) => [row.id, presentContact(scope, row, now)]));
      const created = contacts.map((c) => byId.get(c.id)!);
      await emit(
        'contact.created',
        created.map((record) => ({ record })),
      );
      return created;
    });
  }

  /**
   * The insert of `create`: `place.stage` checked already, and the owner and the `user` values
   * (`place.users`, by key) checked by the statement itself. When it creates nothing, the checks
   * run again one by one to say why, in the order a request's checks are answered: the `user`
   * values, the owner, then the stage (removed meanwhile). Nothing refused, the default region
   * changed meanwhile: the phone's key was computed in the old one, so it goes again with the
   * settings read afresh. Held in a transaction, they stay put and the next attempt holds; outside
   * one, changes that keep coming end it after `LOCKING_AGAIN_ATTEMPTS` (`LocksKeptMoving`, 503).
   */
  private async insert(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateContactDto & { custom: CustomValues },
    place: { stage: string; users: ReadonlyMap<string, string> },
    tx: Db,
    recordCreated?: Parameters<typeof insertContact>[1],
    attempt = 1,
  ): Promise<ContactResponse> {
    const { stage, users } = place;
    const members = [...users.values(), ...(dto.owner_id ? [dto.owner_id] : [])];
    const row = await tx
      .oneOrNone(
        insertContact(
          {
            ...dto,
            currency: dto.currency ?? scope.workspace.currency,
            workspaceId: scope.workspace.id,
            demo: scope.demo,
            origin: scope.origin,
            region: scope.workspace.default_region,
            creatorId: user.id,
            stage,
            ownerId: dto.owner_id,
            members,
            presented: presentedCustomOf(scope.workspace),
          },
          recordCreated,
        ),
      )
      .catch(rethrowCustomRefusal(scope.workspace.custom_fields));
    if (!row) {
      if (users.size > 0) {
        requireMembers(users, await this.workspaces.membersAmong(scope, [...users.values()], tx));
      }
      if (dto.owner_id) await this.requireOwner(tx, scope, dto.owner_id);
      // The stage passed the check above, so it was removed meanwhile (say so with the stages
      // as they are now, read afresh), or the region moved. Not told by comparing the settings
      // read with those read now: a second change may have put the region back since, and two
      // changes begun together carry the same time to the millisecond.
      const current = await this.workspaces.holdSettings(tx, scope);
      this.requireStage(current, stage, 'stage');
      if (attempt >= LOCKING_AGAIN_ATTEMPTS) throw new LocksKeptMoving(attempt);
      return this.insert(current, user, dto, place, tx, recordCreated, attempt + 1);
    }
    return presentContact(scope, row, new Date());
  }

  /**
   * Edits fields; deliberately leaves last_activity_at alone (an edit is not activity). Joins the
   * caller's transaction `tx` when given. Emits `contact.updated` with the old values of the
   * fields it changed in `previous` (an edit that changes nothing emits nothing).
   */
  async update(
    scope: WorkspaceScope,
    id: string,
    dto: UpdateContactDto,
    db: Db = this.db,
  ): Promise<ContactResponse> {
    return this.events.write(db, scope, ['contact.updated'], (db, emit) =>
      db.transaction(async (tx) => {
        const listening = await emit.listening();
        if (dto.owner_id !== undefined && dto.owner_id !== null) {
          await this.requireOwner(tx, scope, dto.owner_id);
        }
        if (dto.first_name === null)
          throw ValidationProblem.of('first_name', 'first_name cannot be cleared');
        const custom =
          dto.custom === undefined
            ? undefined
            : await this.checkCustom(tx, scope, dto.custom, 'edit');
        const now = new Date();
        // Read locked, the contact would be held before its new phone's key holds the settings
        // (`updateContact`), the other way round from a settings change re-keying phones: so
        // the settings are held first.
        if (listening && dto.phone !== undefined) await this.workspaces.holdSettings(tx, scope);
        const before = listening ? await tx.oneOrNone(contactForUpdate(scope, id)) : null;
        const edit = (scope: WorkspaceScope) =>
          tx
            .oneOrNone(updateContact(scope, id, { ...dto, custom }))
            .catch(rethrowCustomRefusal(scope.workspace.custom_fields));
        let row = await edit(scope);
        if (!row && dto.phone !== undefined) {
          // The phone's key may have been computed in a default region a settings change moved
          // meanwhile (and maybe back since): once more, in the region of the settings now held.
          row = await edit(await this.workspaces.holdSettings(tx, scope));
        }
        if (!row) throw new NotFoundProblem('Contact');
        const contact = presentContact(scope, row, now);
        if (before) {
          await emit('contact.updated', {
            record: contact,
            edit: { before: presentContact(scope, before, now), fields: PREVIOUS_FIELDS },
          });
        }
        return contact;
      }),
    );
  }

  /**
   * Edits the contact that has the e-mail of `dto.contact` (case folded) as `update` does, or
   * creates it as `create` does when none has it; two or more are 409. Upserts of one e-mail in
   * a workspace take turns on an advisory lock held with the match and the write in one
   * transaction, so concurrent upserts of a new e-mail create it once. `stage` only places a
   * contact being created: an edit never moves a contact, as with PATCH.
   */
  async upsert(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: UpsertContactDto,
  ): Promise<UpsertContactResponse> {
    const { stage: _stage, ...fields } = dto.contact;
    const email = fields.email;
    if (email === undefined || email === null) {
      throw ValidationProblem.of(`contact.${dto.match_on}`, missingMatchValueMessage(dto.match_on));
    }
    return inField('contact', async () => {
      // Checked whether or not a contact matches: the same request is valid or not whatever the
      // data. The placement (stage, pipeline, lost_reason) as `create` checks it.
      const placed = placement(scope.workspace, dto.contact);
      this.requireLostReason(scope, placed, dto.contact.lost_reason ?? undefined);
      return this.db.transaction(async (tx) => {
        // A creation and a new phone's key (see `update`) hold the settings: before the match
        // locks a contact, as a settings change takes the workspace, then the contacts it moves
        // or re-keys. Held whatever comes, for the match may keep a contact it no longer
        // matches locked (deleted while it waited) and go on to create.
        await this.workspaces.holdSettings(tx, scope);
        await tx.exec(lockContactEmail(scope, email));
        const matches = await tx.rows(contactsWithEmail(scope, email, MAX_LISTED_MATCHES));
        if (matches.length === 0) {
          if ((await this.unseenEmails(tx, scope, [email])).size > 0) {
            throw new ConflictProblem(unseenMatchDetail(dto.match_on));
          }
          return { contact: await this.create(scope, user, dto.contact, tx), created: true };
        }
        if (matches.length > 1) {
          throw new ConflictProblem(ambiguousMatchDetail(dto.match_on, matches[0].matches), {
            contact_ids: matches.map((m) => m.id),
          });
        }
        return { contact: await this.update(scope, matches[0].id, fields, tx), created: false };
      });
    });
  }

  /**
   * The real contacts of each of `emails`, case folded as the upsert matches (by the database's
   * fold of each, `EmailMatches`), and those of the rest only contacts the member does not see
   * have, in the caller's transaction. With `lock`, first takes the upsert's lock of
   * each e-mail until that transaction ends, so no upsert or other batch creates one meanwhile,
   * then locks the contacts matched, so none is deleted before the batch writes it (one being
   * deleted is waited for, and is no match once trashed).
   */
  async matchEmails(
    tx: Db,
    scope: WorkspaceScope,
    emails: readonly string[],
    lock: boolean,
  ): Promise<EmailMatches> {
    if (emails.length === 0) return { folded: new Map(), ids: new Map(), unseen: new Set() };
    if (lock) await tx.exec(lockContactEmails(scope, emails));
    const rows = await tx.rows(contactsWithEmails(scope, emails, lock));
    const folded = new Map(rows.map((row) => [row.email, row.folded]));
    const ids = new Map<string, string[]>();
    for (const row of rows) if (row.ids) ids.set(row.folded, row.ids);
    const unmatched = rows.filter((row) => !row.ids).map((row) => row.email);
    return { folded, ids, unseen: await this.unseenEmails(tx, scope, unmatched) };
  }

  /**
   * Which of `emails` (folded) only contacts the member does not see have (`unseenMatchDetail`):
   * one statement, asked only of a member who sees some contacts.
   */
  private async unseenEmails(
    tx: Db,
    scope: WorkspaceScope,
    emails: readonly string[],
  ): Promise<ReadonlySet<string>> {
    if (emails.length === 0 || seesEveryContact(scope)) return new Set();
    return new Set((await tx.rows(unseenContactEmails(scope, emails))).map((row) => row.email));
  }

  /** The stored custom values (archived fields' too) of the contacts `ids` in scope, by id. */
  async storedCustom(
    tx: Db,
    scope: WorkspaceScope,
    ids: readonly string[],
  ): Promise<Map<string, CustomValues>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.rows(storedCustomValues(scope, ids));
    return new Map(rows.map((row) => [row.id, row.custom]));
  }

  /** Moves a contact to the trash; emits `contact.deleted` with the contact as it was. */
  async remove(scope: WorkspaceScope, id: string): Promise<void> {
    await this.events.write(this.db, scope, ['contact.deleted'], async (tx, emit) => {
      const trashing = { by: scope.origin.actor.user_id };
      const row = await tx.oneOrNone(trashContacts(scope, [id], trashing));
      if (!row) throw new NotFoundProblem('Contact');
      await emit('contact.deleted', { record: presentContact(scope, row, new Date()) });
    });
  }

  /**
   * Moves a contact to another stage, records the move and bumps last_activity_at, in one
   * transaction. Calling it with the current stage still counts as activity but records no move.
   * The registered stage-change hooks (e.g. sequences ending on a won or lost stage) run in the
   * same transaction.
   */
  async changeStage(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
    dto: ChangeStageDto,
  ): Promise<ContactResponse> {
    // The stage exists somewhere, and fits the pipeline named: checked before any statement.
    this.requireLostReason(scope, placement(scope.workspace, dto), dto.lost_reason ?? undefined);
    const types = ['contact.stage_changed'] as const;
    return this.events.write(this.db, scope, types, (db, emit) =>
      db.transaction(async (tx) => {
        const held = await this.workspaces.holdSettings(tx, scope);
        const current = await tx.oneOrNone(contactStageForUpdate(scope, id));
        if (!current) throw new NotFoundProblem('Contact');
        // Without a pipeline, the move stays in the contact's own (one whose stage was removed
        // meanwhile, a demo contact's, goes wherever its stage is).
        const own = findStage(held.workspace.stages, current.stage)?.pipeline;
        const stage = placement(held.workspace, {
          stage: dto.stage,
          pipeline: dto.pipeline ?? own,
        });
        this.requireLostReason(held, stage, dto.lost_reason ?? undefined);
        const row = await tx.one(setContactStage(scope, id, dto.stage, dto.lost_reason ?? null));
        const moved = current.stage !== dto.stage;
        if (moved) {
          await tx.exec(
            insertStageMove(scope, {
              contactId: id,
              from: current.stage,
              to: dto.stage,
              movedBy: user.id,
            }),
          );
        }
        const change = { contact_id: id, from_stage: current.stage, to_stage: stage };
        // The answer and the event show the contact as the reactions left it (the steps of the
        // sequences a won stage ends are gone, and its next follow-up with them); the events of
        // the enrollments it ends come after its own.
        return this.stageReactions.run(tx, scope, change, async (reacted) => {
          const after = reacted ? await tx.one(contactById(scope, id)) : row;
          const contact = presentContact(scope, after, new Date());
          if (moved) {
            await emit('contact.stage_changed', {
              record: contact,
              ...stageMoveChange(held.workspace.stages, current.stage, stage),
            });
          }
          return contact;
        });
      }),
    );
  }

  /**
   * The activity bump used by scheduling follow-ups and enrolling in sequences: sets
   * last_activity_at to now inside the caller's transaction. 404 when the contact is not in scope.
   */
  async recordActivity(
    tx: Db,
    scope: WorkspaceScope,
    contactId: string,
  ): Promise<{ owner_id: string | null }> {
    const row = await tx.oneOrNone(bumpActivity(scope, contactId));
    if (!row) throw new NotFoundProblem('Contact');
    return row;
  }

  /** A write's custom values checked (custom-values.ts), `user` ones against the members. */
  async checkCustom(
    db: Db,
    scope: WorkspaceScope,
    input: Record<string, unknown> | undefined,
    write: CustomWrite,
  ): Promise<CustomValues> {
    const { values, users } = parseCustomValues(scope.workspace.custom_fields ?? [], input, write);
    if (users.size > 0) {
      requireMembers(users, await this.workspaces.membersAmong(scope, [...users.values()], db));
    }
    return values;
  }

  /** 404 unless the contact exists in this scope. */
  async requireExists(scope: WorkspaceScope, contactId: string, tx?: Db): Promise<void> {
    const found = await (tx ?? this.db).oneOrNone(contactExists(scope, contactId));
    if (!found) throw new NotFoundProblem('Contact');
  }

  private requireLostReason(scope: WorkspaceScope, stage: Stage, reason: string | undefined): void {
    const error = lostReasonError(scope.workspace, stage, reason);
    if (error) throw ValidationProblem.of('lost_reason', error);
  }

  private requireStage(scope: WorkspaceScope, key: string, field: string): Stage {
    const stage = findStage(scope.workspace.stages, key);
    if (!stage) {
      throw ValidationProblem.of(field, unknownStageMessage(key, scope.workspace.stages));
    }
    return stage;
  }

  private async requireOwner(tx: Db, scope: WorkspaceScope, ownerId: string): Promise<string> {
    if (!(await this.workspaces.isMember(scope, ownerId, tx))) {
      throw ValidationProblem.of('owner_id', 'owner_id is not a member of this workspace');
    }
    return ownerId;
  }
}
