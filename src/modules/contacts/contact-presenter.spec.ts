import { describe, expect, it } from '@jest/globals';
import { normalizeDateTimes } from '../../core/http/utc.js';
import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';
import type { ContactRow } from './contact-columns.js';
import { customFieldsOf } from './contact-fields.table.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../tenancy/stages.js';
import { contactPresenter, presentContact } from './contact-presenter.js';

function field(key: string, type: CustomFieldDefinition['type'], archived = false) {
  return {
    id: `id-${key}`,
    key,
    label: key,
    description: null,
    type,
    options: [],
    required: false,
    filterable: false,
    filter_index: null,
    position: 0,
    archived_at: archived ? '2026-01-01T00:00:00.000Z' : null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } satisfies CustomFieldDefinition;
}

const FIELDS = [
  field('tier', 'text'),
  field('met_at', 'text'),
  field('old', 'text', true),
  field('demo_at', 'datetime'),
  field('revenue', 'currency'),
  field('langs', 'multi_select'),
];
const SCOPE = {
  workspace: { dormancy_days: 30, custom_fields: FIELDS, stages: DEFAULT_WORKSPACE_STAGES },
};

function row(custom: Record<string, unknown> | null, at = '2026-11-20T09:30:00.000Z'): ContactRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: null,
    email: null,
    phone: null,
    company: null,
    title: '2026-11-20 09:30',
    value_cents: '100',
    tags: ['2026-11-20 09:30'],
    custom,
    stage: 'lead',
    owner_id: null,
    last_activity_at: at,
    created_at: at,
    updated_at: at,
  } as unknown as ContactRow;
}

/** What the UTC walk makes of a contact presented as a plain object (before presenters marked theirs). */
function walked(contact: object): unknown {
  return JSON.parse(JSON.stringify(normalizeDateTimes(JSON.parse(JSON.stringify(contact)))));
}

describe('The contact presenter', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it("answers every active custom field in jsonb's order, as a page does, null when unset, archived ones unseen", () => {
    const contact = presentContact(SCOPE, row({ langs: ['en'], old: 'x', tier: 'gold' }), now);
    // Shorter keys first, then by their bytes: the fields' `position` says how to show them.
    expect(Object.keys(contact.custom)).toEqual(['tier', 'langs', 'met_at', 'demo_at', 'revenue']);
    expect(contact.custom).toEqual({
      tier: 'gold',
      met_at: null,
      demo_at: null,
      revenue: null,
      langs: ['en'],
    });
    expect(presentContact(SCOPE, row(null), now).custom).toEqual({
      tier: null,
      met_at: null,
      demo_at: null,
      revenue: null,
      langs: null,
    });
  });

  it('leaves built-in datetimes as the UTC walk would, custom values as stored, and the walk steps over it', () => {
    const custom = {
      tier: '2026-11-20 09:30',
      met_at: '2026-11-20 09:30',
      demo_at: '2026-11-20T09:30:00.000Z',
      revenue: { amount_minor: 100, currency: 'EUR' },
    };
    const present = contactPresenter(SCOPE, now);
    for (const stored of [row(custom), row(custom, '2026-11-20 09:30:00+02')]) {
      const contact = present(stored);
      const answered = JSON.parse(JSON.stringify(normalizeDateTimes({ items: [contact] })));
      // A text field is text whatever its key: `met_at` is not read as a datetime.
      expect(answered).toEqual({
        items: [{ ...(walked(contact) as object), custom: { ...custom, langs: null } }],
      });
      expect(answered.items[0].custom.met_at).toBe('2026-11-20 09:30');
      expect(answered.items[0].title).toBe('2026-11-20 09:30');
    }
    expect(present(row(custom, '2026-11-20 09:30:00+02')).created_at).toBe(
      '2026-11-20T07:30:00.000Z',
    );
  });

  it('works out the active fields once per list of definitions', () => {
    expect(customFieldsOf(SCOPE.workspace)).toBe(customFieldsOf({ custom_fields: FIELDS }));
    expect(customFieldsOf({ custom_fields: [...FIELDS] })).toEqual(customFieldsOf(SCOPE.workspace));
    expect(customFieldsOf({})).toEqual([]);
  });
});
