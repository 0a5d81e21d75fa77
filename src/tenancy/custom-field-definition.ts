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
  position: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}
