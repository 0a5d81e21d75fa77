import { OBJECT_MEMBER_KEYS } from '../../core/http/input-guard.js';
import { CONTACT_FIELD_TABLE } from '../contacts/contact-fields.table.js';
import { CUSTOM_VALUES_MAX_BYTES } from '../contacts/custom-values.js';
import { TrashedContactResponse } from '../trash/dto/trash.response.js';
import type { CustomFieldType } from '../../tenancy/custom-field-definition.js';

/** How many custom fields a workspace may define, active and archived together. */
export const MAX_CUSTOM_FIELDS = 100;
/** How many of them may be `filterable` (each is kept in the filter index). */
export const MAX_FILTERABLE_CUSTOM_FIELDS = 30;
/** How many options a select or multi-select field may have. */
export const MAX_CUSTOM_FIELD_OPTIONS = 100;
/** The highest position a field takes, given or made (a new field goes last, here at most). */
export const MAX_CUSTOM_FIELD_POSITION = 10_000;

/**
 * Contacts a batch of a filter index build walks (FilterIndexWorker): each batch holds the
 * workspace's contact writes back for as long as it takes, a few tens of milliseconds.
 */
export const FILTER_INDEX_BATCH_SIZE = 1_000;

export const FILTER_INDEX_GIVEN_UP_ERROR =
  "The field's filter index stopped after its job failed on every retry (an error, or a worker " +
  'that died); its filter_index stays building: send filterable: true again to resume it';

/** Why a batch is retried: contact writes held the workspace's lock past the lock timeout. */
export const FILTER_INDEX_LOCK_WAIT_ERROR =
  "A batch of the field's filter index waited past the lock timeout for the workspace's contact writes; it is retried";

export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const CUSTOM_FIELD_KEY_RULE =
  '1-40 characters: a lowercase letter, then lowercase letters, digits or _';
export const OPTION_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const OPTION_ID_RULE =
  '1-40 characters: lowercase letters, digits, _ or -, not starting with _ or -';
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const LABEL_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1_000;

/** The types whose values name options. */
export const SELECT_TYPES: readonly CustomFieldType[] = ['select', 'multi_select'];

/** The types a filter or a sort cannot use: a long text is read, not matched. */
export const UNFILTERABLE_TYPES: readonly CustomFieldType[] = ['long_text'];

/** The properties an answer's class documents (`@ApiProperty`), its parents' included. */
function answeredProperties(type: { prototype: object }): string[] {
  const names = Reflect.getMetadata('swagger/apiModelPropertiesArray', type.prototype) as
    string[] | undefined;
  return (names ?? []).map((name) => name.replace(/^:/, ''));
}

/**
 * Names a key cannot take: the built-in fields', and every other property a contact is answered
 * with (one in the trash has `deleted_at`, `deleted_by`, `bulk_operation_id`) beside `custom`.
 */
export const BUILT_IN_FIELD_NAMES: ReadonlySet<string> = new Set([
  ...CONTACT_FIELD_TABLE.map((f) => f.name),
  ...answeredProperties(TrashedContactResponse),
]);

export const builtInKeyMessage = (key: string) =>
  `key '${key}' is the name of a built-in contact field`;

/**
 * Keys the key pattern allows that every JavaScript object already answers (`constructor`): a
 * contact's values by such a key would read the object's own member when the value is unset.
 */
export const OBJECT_MEMBER_NAMES: ReadonlySet<string> = new Set(
  [...OBJECT_MEMBER_KEYS].filter((name) => CUSTOM_FIELD_KEY_PATTERN.test(name)),
);

/**
 * Option ids the id pattern allows that every object already answers (`constructor`): a body's
 * `replace_with` could not name such an option (a body key of that name is refused), so no
 * option takes one.
 */
export const RESERVED_OPTION_IDS: readonly string[] = [...OBJECT_MEMBER_KEYS].filter((name) =>
  OPTION_ID_PATTERN.test(name),
);

export const objectMemberKeyMessage = (key: string) =>
  `key '${key}' is reserved: every object already has a member of that name`;
export const duplicateKeyDetail = (key: string) =>
  `A custom field with key '${key}' already exists in this workspace (archived ones included)`;
export const TOO_MANY_FIELDS_DETAIL = `A workspace has at most ${MAX_CUSTOM_FIELDS} custom fields, archived ones included`;
export const TOO_MANY_FILTERABLE_DETAIL = `A workspace has at most ${MAX_FILTERABLE_CUSTOM_FIELDS} filterable custom fields, archived ones included`;
export const TYPE_CHANGE_DETAIL =
  "A custom field's type never changes; archive it and create a field of the other type";
export const KEY_CHANGE_MESSAGE = "key: a custom field's key never changes";
export const NOT_A_SELECT_MESSAGE = 'options: only select and multi_select fields have options';
export const OPTIONS_REQUIRED_MESSAGE =
  'options: a select or multi_select field needs at least one option';
export const UNFILTERABLE_MESSAGE = (type: string) =>
  `filterable: a ${type} field cannot be filterable`;

/** The 422 of a replacement whose longer option ids take a contact's values past their limit. */
export const REPLACEMENT_TOO_LARGE_MESSAGE = `replace_with: the options it names would take a contact's custom values past ${CUSTOM_VALUES_MAX_BYTES} bytes as JSON; name options with shorter ids`;

/** The 409 of options a PATCH leaves out while contacts still hold them. */
export function optionsInUseDetail(inUse: readonly { id: string; contacts: number }[]): string {
  const listed = inUse.map(
    (o) => `'${o.id}' (${o.contacts} ${o.contacts === 1 ? 'contact' : 'contacts'})`,
  );
  return `Removed options are still used: ${listed.join(', ')}; name a kept option for each in replace_with`;
}
