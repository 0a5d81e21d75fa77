import { asUtc, isDateTimeKey, utcFieldValue, utcRecord } from '../../core/http/utc.js';
import { RawJson } from '../../core/http/raw-json.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import type { ContactRow } from './contact-columns.js';
import { type ContactField, contactFieldsOf, customFieldsOf } from './contact-fields.table.js';
import { type ContactFieldName, type StoredField } from './contact-field-lists.js';
import { type CustomValue, customValuesPresenter } from './custom-values.js';
import { DormancyRule, type DormancySettings } from './dormancy.js';
import type { ContactResponse } from './dto/contact.response.js';

/**
 * What presenting needs of the caller's scope: the workspace's dormancy threshold, its stages
 * (each naming its pipeline) and custom fields.
 */
export interface PresentationScope {
  readonly workspace: Pick<Workspace, 'custom_fields'> & DormancySettings;
}

/** A field of the table without a column: derived at read time. */
type DerivedField = Exclude<ContactFieldName, StoredField>;

/** What a derived field is computed from, once per response. */
interface Derivation {
  readonly dormancy: DormancyRule;
  /** Each stage key's pipeline. */
  readonly pipelines: ReadonlyMap<string, string>;
}

/** How each derived field is computed; a derived field added to the table must be here. */
const DERIVED: Record<
  DerivedField,
  (from: Derivation, row: ContactRow, lastActivity: Date) => unknown
> = {
  // No pipeline has the stage: only a demo contact a reshape left there before reshapes placed
  // the demo rows too (PipelinesService.writePipelines), until a demo reset seeds it again.
  pipeline: (from, row) => from.pipelines.get(row.stage) ?? null,
  dormant: (from, row) => from.dormancy.isDormant(row),
  days_inactive: (from, _row, lastActivity) => from.dormancy.daysInactive(lastActivity),
  dormancy_threshold_days: (from, row) => from.dormancy.thresholdOf(row.stage),
};

type Reader = (row: ContactRow, lastActivity: Date) => unknown;

function derivationOf(scope: PresentationScope, now: Date): Derivation {
  return {
    dormancy: new DormancyRule(now, scope.workspace),
    pipelines: new Map(scope.workspace.stages.map((s) => [s.key, s.pipeline])),
  };
}

/**
 * How a field without a column (`dormant`, `pipeline`) is read from a row as of `now`, as the
 * presenter shows it: for the export's cells.
 */
export function derivedField(
  scope: PresentationScope,
  field: ContactField,
  now: Date,
): (row: ContactRow) => unknown {
  const derive = DERIVED[field.name as DerivedField];
  const derivation = derivationOf(scope, now);
  return (row) => derive(derivation, row, asUtc(row.last_activity_at));
}

/**
 * Presents contact rows with their dormancy derived at read time. Built once per response (one
 * dormancy cutoff, one reader per field of the workspace), and each contact is written field by
 * field in the table's order: one object shape, no copy of the row. The timestamps arrive
 * formatted (CONTACT_COLUMNS), so no Date is built or formatted per field. Each contact leaves
 * with its datetimes as the UTC walk would leave them (the readers apply its rule, a check of the
 * last character for a formatted timestamp), and is marked so (`utcRecord`): the walk of a
 * response steps over it and its custom values.
 */
export class ContactPresenter {
  private readonly names: string[];
  private readonly readers: Reader[];

  constructor(scope: PresentationScope, now: Date) {
    const derivation = derivationOf(scope, now);
    const fields = contactFieldsOf(scope.workspace);
    this.names = fields.map((f) => f.name);
    const custom = customValuesPresenter(customFieldsOf(scope.workspace));
    this.readers = fields.map((f) => reader(f, derivation, custom));
  }

  present(row: ContactRow): ContactResponse {
    // One parse, for the dormancy arithmetic; the timestamps themselves are passed through.
    const lastActivity = asUtc(row.last_activity_at);
    const contact: Record<string, unknown> = {};
    for (let i = 0; i < this.names.length; i++) {
      contact[this.names[i]] = this.readers[i](row, lastActivity);
    }
    return utcRecord(contact) as ContactResponse;
  }
}

/**
 * How a field's value is read from a row: a bigint (text from PostgreSQL) as a number; the
 * custom values as every active custom field's value, null when unset (an archived field's
 * value stays stored and unseen); a datetime as the UTC walk leaves it.
 */
function reader(
  field: ContactField,
  derivation: Derivation,
  presentCustom: ReturnType<typeof customValuesPresenter>,
): Reader {
  if (field.column === undefined) {
    const derive = DERIVED[field.name as DerivedField];
    return (row, lastActivity) => derive(derivation, row, lastActivity);
  }
  const name = field.name as keyof ContactRow;
  if (field.type === 'jsonb') {
    // Text where the statement presented them (`contactColumns`): sent as it is.
    return (row) => {
      const stored = row[name];
      return typeof stored === 'string'
        ? new RawJson(stored)
        : presentCustom(stored as Record<string, CustomValue>);
    };
  }
  if (field.type === 'bigint') return (row) => Number(row[name]);
  if (isDateTimeKey(field.name)) {
    return (row) => {
      const value = row[name];
      return typeof value === 'string' ? utcFieldValue(field.name, value) : value;
    };
  }
  return (row) => row[name];
}

/** One contact as the API shows it. */
export function presentContact(
  scope: PresentationScope,
  row: ContactRow,
  now: Date,
): ContactResponse {
  return new ContactPresenter(scope, now).present(row);
}

/**
 * What `contact.updated` announces of an edit: the contact as it is now, and as it was, whose
 * `fields` that changed name their old values in `previous` (none changed: no event).
 */
export function contactEdit(
  scope: PresentationScope,
  before: ContactRow,
  after: ContactRow,
  fields: readonly string[],
  now: Date,
): { record: ContactResponse; edit: { before: ContactResponse; fields: readonly string[] } } {
  return {
    record: presentContact(scope, after, now),
    edit: { before: presentContact(scope, before, now), fields },
  };
}

/** One response's presenter as a function: what a keyset page presents its rows with. */
export function contactPresenter(
  scope: PresentationScope,
  now: Date,
): (row: ContactRow) => ContactResponse {
  const presenter = new ContactPresenter(scope, now);
  return (row) => presenter.present(row);
}
