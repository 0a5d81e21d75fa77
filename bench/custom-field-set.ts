import type {
  CustomFieldDefinition,
  CustomFieldType,
} from '../src/tenancy/custom-field-definition.js';
import type { CustomValue } from '../src/modules/contacts/custom-values.js';

/*
 * The 20 custom fields of the bench's custom-field workspace, of every type but one kind of text
 * each, and the value each seeded contact and each created contact holds. A value is written once
 * as SQL, for the seeding (over a row `s` with the contact's number `n`, its `owner` in that
 * workspace, its `company` and `created_at`), and once as JSON, for the body of `POST /contacts`.
 */

export interface BenchCustomField {
  key: string;
  type: CustomFieldType;
  /** The option ids of a select or multi-select field. */
  options?: readonly string[];
  /** The value of a seeded contact: SQL over `s`, a value `jsonb_build_object` takes. */
  sql: string;
  /** The value a created contact is sent with; `member` is a member of the workspace. */
  sample: (member: string) => CustomValue;
}

const INDUSTRIES = ['software', 'manufacturing', 'retail', 'finance', 'health', 'logistics'];
const SEGMENTS = ['smb', 'mid-market', 'enterprise'];
const PRODUCTS = ['crm', 'analytics', 'billing', 'support', 'api', 'mobile'];
const LANGUAGES = ['en', 'de', 'fr', 'es', 'sv'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'SEK'];

const sqlList = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;
/** Option `i` (an SQL integer from 0) of `values`. */
const pick = (values: readonly string[], i: string) =>
  `(${sqlList(values)})[(1 + (${i}) % ${values.length})::int]`;
/** One or two distinct options, by the contact's number. */
const pickSome = (values: readonly string[], salt: number) => {
  const first = `(s.n + ${salt})`;
  const second = `(s.n + ${salt} + 1 + (s.n / ${values.length}) % ${values.length - 1})`;
  return `CASE WHEN s.n % 3 = 0 THEN jsonb_build_array(${pick(values, first)})
               ELSE jsonb_build_array(${pick(values, first)}, ${pick(values, second)}) END`;
};
const utc = (at: string, format: string) => `to_char((${at}) AT TIME ZONE 'UTC', '${format}')`;
const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
const domain = `lower(replace(s.company, ' ', '-')) || '.example.com'`;

export const BENCH_CUSTOM_FIELDS: readonly BenchCustomField[] = [
  {
    key: 'industry',
    type: 'select',
    options: INDUSTRIES,
    sql: pick(INDUSTRIES, 's.n'),
    sample: () => 'software',
  },
  {
    key: 'segment',
    type: 'select',
    options: SEGMENTS,
    sql: pick(SEGMENTS, 's.n / 7'),
    sample: () => 'mid-market',
  },
  {
    key: 'products',
    type: 'multi_select',
    options: PRODUCTS,
    sql: pickSome(PRODUCTS, 0),
    sample: () => ['crm', 'billing'],
  },
  {
    key: 'languages',
    type: 'multi_select',
    options: LANGUAGES,
    sql: pickSome(LANGUAGES, 2),
    sample: () => ['en'],
  },
  {
    key: 'account_number',
    type: 'text',
    sql: `'ACC-' || lpad(s.n::text, 8, '0')`,
    sample: () => 'ACC-00000042',
  },
  {
    key: 'referral_code',
    type: 'text',
    sql: `'REF-' || upper(substr(md5(s.n::text), 1, 10))`,
    sample: () => 'REF-A1B2C3D4E5',
  },
  {
    key: 'background',
    type: 'long_text',
    sql: `'Introduced by a partner in ' || (2019 + s.n % 7) || '. Runs purchasing at '
          || s.company || ' and asked for a follow-up on pricing, onboarding and the data import.'`,
    sample: () =>
      'Introduced by a partner in 2024. Runs purchasing at Bench Labs and asked for a follow-up on pricing, onboarding and the data import.',
  },
  {
    key: 'employees',
    type: 'number',
    sql: `(s.n * 37 % 5000 + 1)::int`,
    sample: () => 250,
  },
  {
    key: 'health_score',
    type: 'number',
    sql: `round((s.n % 1000) / 10.0, 1)`,
    sample: () => 72.5,
  },
  {
    key: 'annual_revenue',
    type: 'currency',
    sql: `jsonb_build_object('amount_minor', s.n * 7919 % 500000000, 'currency', ${pick(CURRENCIES, 's.n')})`,
    sample: () => ({ amount_minor: 125_000_000, currency: 'EUR' }),
  },
  {
    key: 'contract_value',
    type: 'currency',
    sql: `jsonb_build_object('amount_minor', s.n * 131 % 5000000, 'currency', ${pick(CURRENCIES, 's.n / 4')})`,
    sample: () => ({ amount_minor: 1_500_000, currency: 'USD' }),
  },
  {
    key: 'first_contact',
    type: 'date',
    sql: utc('s.created_at', 'YYYY-MM-DD'),
    sample: () => '2026-03-14',
  },
  {
    key: 'renewal_date',
    type: 'date',
    sql: utc(`s.created_at + (365 + s.n % 60) * interval '1 day'`, 'YYYY-MM-DD'),
    sample: () => '2027-03-14',
  },
  {
    key: 'last_demo_at',
    type: 'datetime',
    sql: utc(`s.created_at + (s.n % 500) * interval '1 hour'`, ISO),
    sample: () => '2026-11-20T14:30:00.000Z',
  },
  {
    key: 'newsletter',
    type: 'boolean',
    sql: 's.n % 3 = 0',
    sample: () => true,
  },
  {
    key: 'website',
    type: 'url',
    sql: `'https://www.' || ${domain} || '/accounts/' || s.n`,
    sample: () => 'https://www.bench-labs.example.com/accounts/42',
  },
  {
    key: 'billing_email',
    type: 'email',
    sql: `'billing+' || s.n || '@' || ${domain}`,
    sample: () => 'billing+42@bench-labs.example.com',
  },
  {
    key: 'assistant_phone',
    type: 'phone',
    sql: `'+46 70 ' || lpad((s.n % 10000000)::text, 7, '0')`,
    sample: () => '+46 70 0000042',
  },
  {
    key: 'gdpr_consent',
    type: 'boolean',
    sql: 's.n % 10 <> 0',
    sample: () => true,
  },
  {
    key: 'account_manager',
    type: 'user',
    sql: 's.owner::text',
    sample: (member) => member,
  },
];

/**
 * The field the workspace has made filterable (`bench/seed-custom-fields.ts`), with a value on every
 * contact: what the contact query's filter and sort on a custom field read.
 */
export const FILTERABLE_FIELD = 'employees';

/** A field as the workspace defines it, in the shape the service checks values against. */
export function definitionOf(field: BenchCustomField, position: number): CustomFieldDefinition {
  return {
    id: `bench-${field.key}`,
    key: field.key,
    label: labelOf(field.key),
    description: null,
    type: field.type,
    options: (field.options ?? []).map((id) => ({ id, label: labelOf(id) })),
    required: false,
    filterable: false,
    filter_index: null,
    position,
    archived_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** The custom values of a created contact: one for every field. */
export function sampleValues(member: string): Record<string, CustomValue> {
  return Object.fromEntries(BENCH_CUSTOM_FIELDS.map((f) => [f.key, f.sample(member)]));
}

/** The `custom` object of a seeded contact, as one SQL expression over `s`. */
export function customValuesSql(): string {
  const pairs = BENCH_CUSTOM_FIELDS.map((f) => `'${f.key}', ${f.sql}`);
  return `jsonb_strip_nulls(jsonb_build_object(${pairs.join(',\n    ')}))`;
}

function labelOf(key: string): string {
  const words = key.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
