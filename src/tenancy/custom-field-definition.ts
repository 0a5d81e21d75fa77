/*
 * A workspace's custom field definitions as every request holds them (defined through the
 * custom fields feature, `src/modules/custom-fields/`; attached by CustomFieldCatalog). They sit
 * with the workspace because every contact read and write needs them.
 */

export const CUSTOM_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'currency',
  'date',
  'datetime',
  'boolean',
  'select',
  'multi_select',
  'url',
  'email',
  'phone',
  'user',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** An option of a select or multi-select field: a value names its `id`, which never changes. */
export interface CustomFieldOption {
  id: string;
  label: string;
  color?: string;
}

/**
 * A label as labels are compared: the same text whatever its Unicode normalisation form (`é` as
 * one code point, or as `e` and a combining accent, which show alike). Labels are kept as given.
 */
export function labelText(label: string): string {
  return label.normalize('NFC');
}

/**
 * A label as option labels are compared, whatever its case too: a field's labels are distinct
 * so, and an import names an option so.
 */
export function foldedLabel(label: string): string {
  return label.toLowerCase().normalize('NFC');
}

/** The state of a filterable field's entries in the filter index (`contact_field_values`). */
export const FILTER_INDEX_STATES = ['ready', 'building'] as const;
export type FilterIndexState = (typeof FILTER_INDEX_STATES)[number];

/** A custom field as the API shows it (property names are the wire names). */
export interface CustomFieldDefinition {
  id: string;
  key: string;
  label: string;
  description: string | null;
  type: CustomFieldType;
  options: CustomFieldOption[];
  required: boolean;
  filterable: boolean;
  /**
   * Whether filters and sorts can use a filterable field yet: `building` while a job fills its
   * entries (a large workspace), `ready` after; null for a field that is not filterable.
   */
  filter_index: FilterIndexState | null;
  position: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}
