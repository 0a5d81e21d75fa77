import { HISTORY_FIELDS } from '../contacts/contact-field-lists.js';
import { printedAsStored } from '../contacts/custom-values.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';

/*
 * What a contact's history records and how its values read (migration ContactHistory writes it).
 */

/** The trash's mark: an entry of it is a move to the trash (`to` set) or a restore (`to` null). */
export const TRASH_FIELD = 'deleted_at';

/** Derived from the stage: an entry when a move changed pipeline. */
const PIPELINE_FIELD = 'pipeline';

/** The follow-up's columns its entries record, keyed `followup.<column>` in its contact's history. */
export const FOLLOWUP_HISTORY_COLUMNS = ['title', 'scheduled_for', 'completed_at'] as const;

/** The keys of a contact's own entries (besides `custom.<key>`). */
const CONTACT_HISTORY_KEYS: readonly string[] = [
  ...HISTORY_FIELDS.filter((f) => f.name !== 'custom').map((f) => f.name),
  PIPELINE_FIELD,
  TRASH_FIELD,
];

const FOLLOWUP_HISTORY_KEYS: readonly string[] = FOLLOWUP_HISTORY_COLUMNS.map(
  (c) => `followup.${c}`,
);

/** Keys whose values are times: stored as PostgreSQL writes JSON, answered as the API writes times. */
const TIME_KEYS = new Set([
  ...HISTORY_FIELDS.filter((f) => f.type === 'timestamptz').map((f) => f.name),
  TRASH_FIELD,
  'followup.scheduled_for',
  'followup.completed_at',
]);

/** Most fields `?field=` names at once. */
export const MAX_FILTERED_FIELDS = 20;

/**
 * Why `field` is no key of the history (null when it is one): a contact's field, `pipeline`,
 * `deleted_at`, `custom.<key>` of one of the workspace's active custom fields, or
 * `followup.<column>`. An archived field's changes are hidden (`hiddenHistoryKeys`).
 */
export function unknownHistoryField(
  field: string,
  customFields: readonly CustomFieldDefinition[],
): string | null {
  if (CONTACT_HISTORY_KEYS.includes(field) || FOLLOWUP_HISTORY_KEYS.includes(field)) return null;
  const custom = field.startsWith('custom.')
    ? customFields.find((f) => `custom.${f.key}` === field)
    : undefined;
  if (custom?.archived_at === null) return null;
  if (custom) {
    return `'${field}' is an archived custom field: its history shows again once it is unarchived`;
  }
  return `'${field}' is not a field the history records: one of ${[
    ...CONTACT_HISTORY_KEYS,
    ...FOLLOWUP_HISTORY_KEYS,
  ].join(', ')}, or custom.<key>`;
}

/** A change's value as the API answers it: a time in the API's form, anything else as stored. */
function historyValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (TIME_KEYS.has(key) && typeof value === 'string') return new Date(value).toISOString();
  return printedAsStored(value);
}

/**
 * The entry under which a contact's creation records its custom values, all at once:
 * `{ from: null, to: { <key>: value } }` (migration HistoryCreationCustom). It reads as one
 * `custom.<key>` change a value, as an update records them.
 */
export const CREATED_CUSTOM_KEY = 'custom';

/** Recorded changes (`{ <field>: { from, to } }`) as the API answers them. */
export function presentChanges(
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): Record<string, { from: unknown; to: unknown }> {
  const presented: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, change] of Object.entries(changes)) {
    if (key === CREATED_CUSTOM_KEY) {
      for (const [custom, value] of Object.entries(change.to as Record<string, unknown>)) {
        if (value !== null) {
          presented[`custom.${custom}`] = { from: null, to: printedAsStored(value) };
        }
      }
      continue;
    }
    presented[key] = { from: historyValue(key, change.from), to: historyValue(key, change.to) };
  }
  return presented;
}

/**
 * The keys of the workspace's archived custom fields: archiving hides a field's values from
 * answers, the history's and the timeline's changes included, until it is unarchived (the
 * entries keep them, as the contact keeps its values).
 */
export function hiddenHistoryKeys(
  customFields: readonly Pick<CustomFieldDefinition, 'key' | 'archived_at'>[] | undefined,
): string[] {
  return (customFields ?? []).filter((f) => f.archived_at !== null).map((f) => f.key);
}
