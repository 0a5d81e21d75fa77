// Over 400 lines as one file: every write of a workspace's field definitions (create, edit,
// options replaced, archive), each with the locks it takes on contacts, read in one place.
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import type { Statement } from '../../database/statement.js';
import {
  type CustomFieldDefinition,
  type CustomFieldOption,
  foldedLabel,
} from '../../tenancy/custom-field-definition.js';
import {
  bumpCustomFieldsVersion,
  customFieldByKey,
  customFieldCounts,
  customFieldForUpdate,
  CUSTOM_FIELD_ORDER,
  customFieldPage,
  holdCustomValueWrites,
  type CustomFieldChanges,
  insertCustomField,
  liveRewrites,
  holdWritesAfterOptionHolders,
  optionHoldersBeyond,
  optionUsage,
  replaceOptions,
  type RewrittenContact,
  updateCustomField,
} from './custom-fields.queries.js';
import { contactEdit } from '../contacts/contact-presenter.js';
import { isCustomSizeViolation } from '../contacts/custom-values.js';
import {
  BUILT_IN_FIELD_NAMES,
  builtInKeyMessage,
  OBJECT_MEMBER_NAMES,
  objectMemberKeyMessage,
  duplicateKeyDetail,
  KEY_CHANGE_MESSAGE,
  MAX_CUSTOM_FIELD_POSITION,
  MAX_CUSTOM_FIELDS,
  MAX_FILTERABLE_CUSTOM_FIELDS,
  NOT_A_SELECT_MESSAGE,
  OPTIONS_REQUIRED_MESSAGE,
  optionsInUseDetail,
  REPLACEMENT_TOO_LARGE_MESSAGE,
  RESERVED_OPTION_IDS,
  SELECT_TYPES,
  TOO_MANY_FIELDS_DETAIL,
  TOO_MANY_FILTERABLE_DETAIL,
  TYPE_CHANGE_DETAIL,
  UNFILTERABLE_MESSAGE,
  UNFILTERABLE_TYPES,
} from './custom-fields.rules.js';
import type {
  CreateCustomFieldDto,
  CustomFieldOptionDto,
  UpdateCustomFieldDto,
} from './dto/custom-field.dto.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { FilterIndexWorker } from './filter-index.worker.js';

/** The fields of a definition whose old values `custom_field.updated` names in `previous`. */
const CUSTOM_FIELD_FIELDS = [
  'label',
  'description',
  'required',
  'filterable',
  'position',
  'options',
] as const;

/**
 * A workspace's custom field definitions. The list reads them a page at a time from their table,
 * as every list does; the contact routes read what the request's workspace carries (attached by
 * the guards at its current version: no statement). Every change runs in one
 * transaction that first bumps the workspace's definitions version, so changes take turns and
 * every instance reads the new definitions at its next request.
 *
 * A field made filterable has its entries in the filter index filled in that transaction, or,
 * on a workspace with more contacts than FILTER_INDEX_INLINE_CONTACTS, by a job
 * (FilterIndexWorker) while its `filter_index` says `building`.
 */
@Injectable()
export class CustomFieldsService {
  constructor(
    private readonly db: Db,
    private readonly filterIndex: FilterIndexWorker,
    private readonly events: WebhookEventsService,
  ) {}

  /** One page of the definitions, archived ones included, by position then key. */
  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<CustomFieldDefinition>> {
    const rows = await this.db.rows(
      customFieldPage(scope.workspace.id, {
        after: CUSTOM_FIELD_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return CUSTOM_FIELD_ORDER.page(rows, query.limit);
  }

  async create(scope: WorkspaceScope, dto: CreateCustomFieldDto): Promise<CustomFieldDefinition> {
    if (BUILT_IN_FIELD_NAMES.has(dto.key))
      throw ValidationProblem.of('key', builtInKeyMessage(dto.key));
    if (OBJECT_MEMBER_NAMES.has(dto.key))
      throw ValidationProblem.of('key', objectMemberKeyMessage(dto.key));
    const isSelect = SELECT_TYPES.includes(dto.type);
    if (dto.options !== undefined && !isSelect)
      throw ValidationProblem.of('options', NOT_A_SELECT_MESSAGE);
    if (isSelect && !dto.options?.length)
      throw ValidationProblem.of('options', OPTIONS_REQUIRED_MESSAGE);
    if (dto.filterable && UNFILTERABLE_TYPES.includes(dto.type)) {
      throw ValidationProblem.of('filterable', UNFILTERABLE_MESSAGE(dto.type));
    }
    const options = isSelect ? withIds(dto.options!, []) : [];
    const workspaceId = scope.workspace.id;
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['custom_field.created'], async (tx, emit) => {
        await tx.one(bumpCustomFieldsVersion(workspaceId));
        const counts = await tx.one(customFieldCounts(workspaceId));
        if (counts.fields >= MAX_CUSTOM_FIELDS) throw new ConflictProblem(TOO_MANY_FIELDS_DETAIL);
        if (dto.filterable && counts.filterable >= MAX_FILTERABLE_CUSTOM_FIELDS) {
          throw new ConflictProblem(TOO_MANY_FILTERABLE_DETAIL);
        }
        const created = await tx.oneOrNone(
          insertCustomField(workspaceId, {
            key: dto.key,
            label: dto.label,
            description: dto.description ?? null,
            type: dto.type,
            options,
            required: dto.required ?? false,
            filterable: dto.filterable ?? false,
            // Last, within the positions a request may give, so the answer can be sent back.
            position: dto.position ?? Math.min(counts.next_position, MAX_CUSTOM_FIELD_POSITION),
          }),
        );
        if (!created) throw new ConflictProblem(duplicateKeyDetail(dto.key));
        await emit('custom_field.created', { record: created });
        return created;
      }),
    );
  }

  /**
   * Edits a definition. `options` replaces the list, keeping options by id (a label renamed is
   * renamed everywhere, values name ids); an option left out is removed, which is 409 while
   * contacts hold it unless `replace_with` names the kept option they take instead.
   */
  async update(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    key: string,
    dto: UpdateCustomFieldDto,
  ): Promise<CustomFieldDefinition> {
    if (dto.key !== undefined && dto.key !== key)
      throw ValidationProblem.of('key', KEY_CHANGE_MESSAGE);
    if (dto.replace_with !== undefined && dto.options === undefined) {
      throw ValidationProblem.of('replace_with', 'replace_with: only with the options it replaces');
    }
    const workspaceId = scope.workspace.id;
    // The field, then each contact whose option a removal replaced.
    const announced = ['custom_field.updated', 'contact.updated'] as const;
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, announced, async (tx, emit) => {
        await tx.one(bumpCustomFieldsVersion(workspaceId));
        const current = await tx.oneOrNone(customFieldForUpdate(workspaceId, key));
        if (!current) throw new NotFoundProblem('Custom field');
        if (dto.type !== undefined && dto.type !== current.type)
          throw new ConflictProblem(TYPE_CHANGE_DETAIL);
        const changes: CustomFieldChanges = {
          label: dto.label,
          description: dto.description,
          required: dto.required,
          filterable: dto.filterable,
          position: dto.position,
        };
        if (dto.filterable && !current.filterable) {
          if (UNFILTERABLE_TYPES.includes(current.type)) {
            throw ValidationProblem.of('filterable', UNFILTERABLE_MESSAGE(current.type));
          }
          const counts = await tx.one(customFieldCounts(workspaceId));
          if (counts.filterable >= MAX_FILTERABLE_CUSTOM_FIELDS) {
            throw new ConflictProblem(TOO_MANY_FILTERABLE_DETAIL);
          }
          // On a large workspace the trigger leaves the filling to a job (started below).
          changes.indexing = await this.filterIndex.byJob(tx, workspaceId);
        }
        if (dto.filterable === false && current.filterable) {
          changes.indexing = false;
          await this.filterIndex.cancel(tx, workspaceId, current.id);
        }
        let replacement: Statement<RewrittenContact> | null = null;
        if (dto.options !== undefined) {
          const edited = await this.optionsEdit(tx, scope, current, dto.options, dto.replace_with);
          changes.options = edited.options;
          replacement = edited.replacement;
        }
        const updated = await tx.one(updateCustomField(workspaceId, key, changes));
        // Once the new options are stored: a replacement may name an option this edit adds, and
        // the contacts' check (`contact_custom_options_check`) reads them from the definition.
        const replaced = replacement
          ? await tx.rows(replacement).catch((error: unknown) => {
              if (!isCustomSizeViolation(error)) throw error;
              throw ValidationProblem.of('replace_with', REPLACEMENT_TOO_LARGE_MESSAGE);
            })
          : [];
        // Just marked, or marked again after its build failed; an archived field's waits for it
        // to come back.
        if (dto.filterable && updated.filter_index === 'building' && updated.archived_at === null) {
          await this.filterIndex.start(tx, scope, user.id, updated.id);
        }
        const edit = { before: current, fields: CUSTOM_FIELD_FIELDS };
        await emit('custom_field.updated', { record: updated, edit });
        await emit('contact.updated', replacedEdits(scope, replaced));
        return updated;
      }),
    );
  }

  /**
   * The option list `asked` makes of `current`'s (kept by id), and the statement that gives the
   * contacts holding a removed option the kept one `replaceWith` (`replace_with`) names, to run
   * once the list is stored (null when nothing is replaced); 409 while contacts hold a removed
   * option it does not replace.
   */
  private async optionsEdit(
    tx: Db,
    scope: WorkspaceScope,
    current: CustomFieldDefinition,
    asked: CustomFieldOptionDto[],
    replaceWith: Readonly<Record<string, string>> = {},
  ): Promise<{ options: CustomFieldOption[]; replacement: Statement<RewrittenContact> | null }> {
    if (current.type !== 'select' && current.type !== 'multi_select') {
      throw ValidationProblem.of('options', NOT_A_SELECT_MESSAGE);
    }
    if (asked.length === 0) throw ValidationProblem.of('options', OPTIONS_REQUIRED_MESSAGE);
    const options = withIds(asked, current.options);
    const replacements = checkedReplacements(current.options, options, replaceWith);
    const removed = current.options
      .map((o) => o.id)
      .filter((id) => !options.some((o) => o.id === id));
    if (removed.length === 0) return { options, replacement: null };
    const { key, type } = current;
    // The contacts a replacement rewrites are locked first, as a contact write locks its own.
    if (replacements.size > 0) {
      await this.lockOptionHolders(tx, scope, key, type, [...replacements.keys()]);
    } else await tx.exec(holdCustomValueWrites(scope.workspace.id));
    const inUse = (await tx.rows(optionUsage(scope, key, type, removed))).filter(
      (o) => !replacements.has(o.id),
    );
    if (inUse.length > 0) {
      throw new ConflictProblem(optionsInUseDetail(inUse), { options_in_use: inUse });
    }
    const replacement =
      replacements.size > 0 ? replaceOptions(scope, key, type, replacements) : null;
    return { options, replacement };
  }

  /**
   * Locks the contacts holding one of the options `replaced` (those a replacement rewrites), in
   * id order, with the custom value writes held off (`holdWritesAfterOptionHolders`). A write
   * that gave a contact such an option after the lock read them, and committed while it waited
   * to hold off those writes, left that contact unlocked, and the replacement would take it last,
   * after contacts of higher ids that a write holding it may wait for: the locks are then given
   * back (a savepoint) and taken again, that contact with the others.
   */
  private async lockOptionHolders(
    tx: Db,
    scope: WorkspaceScope,
    key: string,
    type: 'select' | 'multi_select',
    replaced: readonly string[],
  ): Promise<void> {
    await tx.lockingAgain(async (sp, again) => {
      const { ids } = await sp.one(holdWritesAfterOptionHolders(scope, key, type, replaced));
      if (await sp.oneOrNone(optionHoldersBeyond(scope, key, type, replaced, ids ?? []))) again();
    });
  }

  /**
   * Archives or unarchives a field: its values stay stored, hidden while it is archived. The
   * build of its filter index stops while it is archived (the entries filled so far stay) and
   * starts again when it comes back. A write that read the field active before the archive and
   * stores a value of it after is refused (`rethrowCustomRefusal`). A field already so is answered as
   * it is: nothing changes, nothing is announced.
   */
  async setArchived(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    key: string,
    archived: boolean,
  ): Promise<CustomFieldDefinition> {
    const workspaceId = scope.workspace.id;
    const type = archived ? 'custom_field.archived' : 'custom_field.unarchived';
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, [type], async (tx, emit) => {
        await tx.one(bumpCustomFieldsVersion(workspaceId));
        // Read unlocked, the update then taking its own lock: FOR UPDATE would also hold off the
        // foreign key checks of a filter index build's end, which the archive waits for.
        const current = await tx.oneOrNone(customFieldByKey(workspaceId, key));
        if (!current) throw new NotFoundProblem('Custom field');
        if ((current.archived_at !== null) === archived) return current;
        const field = await tx.one(updateCustomField(workspaceId, key, { archived }));
        if (field.filter_index === 'building') {
          if (archived) await this.filterIndex.cancel(tx, workspaceId, field.id);
          else await this.filterIndex.start(tx, scope, user.id, field.id);
        }
        // Writes that read the field active and have yet to store a value wait, then find it
        // archived (`contact_custom_options_check`). After the cancel, which waits for a batch of
        // the build that holds the lock too.
        if (archived) await tx.exec(holdCustomValueWrites(workspaceId));
        await emit(type, { record: field });
        return field;
      }),
    );
  }
}

/**
 * The options of a request with their ids: an option without one keeps the id of the current
 * option of the same label, else gets one made from its label. Ids and labels (ignoring case and
 * Unicode form: `foldedLabel`) are each distinct, so an import can name an option by either.
 */
function withIds(
  given: readonly CustomFieldOptionDto[],
  current: readonly CustomFieldOption[],
): CustomFieldOption[] {
  const taken = new Set(given.flatMap((o) => (o.id === undefined ? [] : [o.id])));
  // A made id is none a current option has, kept or removed: contacts holding a removed option
  // would otherwise read as the new one; nor a reserved name.
  const unavailable = new Set([...current.map((c) => c.id), ...RESERVED_OPTION_IDS]);
  const options = given.map((o, i) => {
    const id =
      o.id ??
      current.find((c) => foldedLabel(c.label) === foldedLabel(o.label) && !taken.has(c.id))?.id ??
      freshId(o.label, (id) => taken.has(id) || unavailable.has(id), i);
    taken.add(id);
    return { id, label: o.label, ...(o.color === undefined ? {} : { color: o.color }) };
  });
  const ids = new Set<string>();
  const labels = new Set<string>();
  options.forEach((o, i) => {
    if (ids.has(o.id))
      throw ValidationProblem.of(`options.${i}.id`, `options.${i}.id '${o.id}' is given twice`);
    if (labels.has(foldedLabel(o.label))) {
      throw ValidationProblem.of(
        `options.${i}.label`,
        `options.${i}.label '${o.label}' is given twice`,
      );
    }
    ids.add(o.id);
    labels.add(foldedLabel(o.label));
  });
  return options;
}

/**
 * An id made from a label (`Big deal!` gives `big_deal`, `Ünïcödé Straße` `unicode_strasse`: a
 * letter's accents dropped, not made separators), none that is `taken`.
 */
function freshId(label: string, taken: (id: string) => boolean, index: number): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replaceAll('ß', 'ss')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 36) || `option_${index + 1}`;
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}_${n}`;
  return id;
}

/** `replace_with` checked: each key an option the edit removes, each value one it keeps. */
function checkedReplacements(
  current: readonly CustomFieldOption[],
  next: readonly CustomFieldOption[],
  replaceWith: Readonly<Record<string, unknown>>,
): ReadonlyMap<string, string> {
  const kept = new Set(next.map((o) => o.id));
  const removed = new Set(current.map((o) => o.id).filter((id) => !kept.has(id)));
  const replacements = new Map<string, string>();
  for (const [from, to] of Object.entries(replaceWith)) {
    if (!removed.has(from)) {
      throw ValidationProblem.of(
        `replace_with.${from}`,
        `replace_with.${from}: '${from}' is not an option this edit removes`,
      );
    }
    if (typeof to !== 'string' || !kept.has(to)) {
      throw ValidationProblem.of(
        `replace_with.${from}`,
        `replace_with.${from} must be the id of an option the field keeps`,
      );
    }
    replacements.set(from, to);
  }
  return replacements;
}

/** `contact.updated` of each contact an option's replacement changed, out of the trash. */
function replacedEdits(scope: WorkspaceScope, replaced: readonly RewrittenContact[]) {
  const now = new Date();
  return liveRewrites(replaced).map(({ before, after }) =>
    contactEdit(scope, before, after, ['custom'], now),
  );
}
