import { SYSTEM_ORIGIN } from '../../core/auth/request-origin.js';
import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { IMPORT_FIELDS, rowBody, type RowCells } from '../imports/imports.rules.js';
import { CONTACT_COLUMNS, type ContactRow } from './contact-columns.js';
import {
  CONTACT_FIELD_TABLE,
  CONTACT_INTERNAL_COLUMNS,
  type ContactField,
} from './contact-fields.table.js';
import {
  EDITABLE_FIELDS,
  MERGE_FIELDS,
  PREVIOUS_FIELDS,
  SEARCH_TEXT_EXPRESSION,
} from './contact-field-lists.js';
import { presentContact } from './contact-presenter.js';
import { Contact } from './contact.entity.js';
import { EXPORT_COLUMNS, exportFields } from '../contact-data/export/contacts-export.service.js';
import { boardCards, stageContactPage } from '../board/board.queries.js';
import { updateContact } from './contacts.queries.js';
import {
  contactQueryPage,
  contactQueryRows,
  dormantContactPage,
} from './query/contact-query.queries.js';
import { allOf } from './query/contact-query.tree.js';
import { insertContact, insertContacts } from './contact-inserts.queries.js';
import { ContactFieldsDto } from './dto/contact-fields.js';
import { ContactResponse } from './dto/contact.response.js';
import { CreateContactDto } from './dto/create-contact.dto.js';
import { ListContactsQuery } from './dto/list-contacts.query.js';
import { MergeFieldsDto } from '../contact-data/merge/dto/merge-contacts.dto.js';
import { UpdateContactDto } from './dto/update-contact.dto.js';
import { BUILT_IN_FILTERS, BUILT_IN_SORTS, queryField } from './query/contact-query.fields.js';
import { operatorsOf } from './query/contact-query.parser.js';
import { KIND_OPERATORS } from './query/contact-query.rules.js';
import { DEFAULT_WORKSPACE_STAGES } from '../../tenancy/stages.js';
import { dormancySpec } from './dormancy.js';

const FIELDS: readonly ContactField[] = CONTACT_FIELD_TABLE;
const names = (keep: (f: ContactField) => boolean) =>
  FIELDS.filter(keep)
    .map((f) => f.name)
    .sort();
const sorted = (list: Iterable<string>) => [...list].sort();

const WORKSPACE = '00000000-0000-4000-8000-000000000001';
const SCOPE = { workspace: { id: WORKSPACE }, demo: false };
const PHONE_SCOPE = {
  workspace: { id: WORKSPACE, default_region: 'GB' },
  demo: false,
  origin: SYSTEM_ORIGIN,
};

/** A value of each type, as a statement reads it. */
const SAMPLE: Record<ContactField['type'], unknown> = {
  uuid: '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33',
  text: 'x',
  bigint: '250000',
  'text[]': ['vip', 'webinar'],
  timestamptz: '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  boolean: true,
  integer: 1,
  jsonb: {},
};
const ROW = Object.fromEntries(
  FIELDS.filter((f) => f.column !== undefined).map((f) => [f.name, SAMPLE[f.type]]),
) as unknown as ContactRow;

/** The properties class-validator checks on a DTO. */
function validated(dto: new () => object): string[] {
  return sorted(
    new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((m) => m.propertyName),
    ),
  );
}

/** The properties of a class in the OpenAPI document, in order. */
function documented(type: new () => object): string[] {
  return (
    (Reflect.getMetadata('swagger/apiModelPropertiesArray', type.prototype) as string[]) ?? []
  ).map((p) => p.replace(/^:/, ''));
}

/** The column list of an INSERT INTO contacts. */
function insertedColumns(sql: string): string[] {
  const list = /INSERT INTO contacts \(([^)]*)\)/.exec(sql)?.[1] ?? '';
  return list.split(',').map((c) => c.trim());
}

describe('the contact field table', () => {
  it('names every field once', () => {
    expect(new Set(FIELDS.map((f) => f.name)).size).toBe(FIELDS.length);
  });

  it('is what every read selects, and nothing without a column', () => {
    const selected = [
      ...CONTACT_COLUMNS.matchAll(/(?:^|, |\n {2})(?:c\.(\w+)|to_char\(c\.(\w+).*? AS (\w+))/g),
    ];
    expect(sorted(selected.map((m) => m[1] ?? m[3]))).toEqual(names((f) => f.column !== undefined));
  });

  it('is what the presenter and the response document show, in its order', () => {
    const contact = presentContact(
      { workspace: { dormancy_days: 30, stages: DEFAULT_WORKSPACE_STAGES } },
      ROW,
      new Date(),
    );
    expect(Object.keys(contact)).toEqual(FIELDS.map((f) => f.name));
    expect(documented(ContactResponse)).toEqual(FIELDS.map((f) => f.name));
  });

  it('gives the insert, the batch insert and the edit their columns', () => {
    const own = names((f) => f.own === true);
    const single = insertContact({
      workspaceId: WORKSPACE,
      demo: false,
      origin: SYSTEM_ORIGIN,
      region: 'GB',
      creatorId: WORKSPACE,
      stage: 'lead',
      ownerId: null,
      first_name: 'Ada',
    });
    expect(sorted(insertedColumns(single.text))).toEqual(
      sorted([
        ...own,
        'workspace_id',
        'is_demo',
        'phone_key',
        'stage',
        'lost_reason',
        'owner_id',
        'last_activity_at',
      ]),
    );
    const batch = insertContacts({
      workspaceId: WORKSPACE,
      demo: false,
      origin: SYSTEM_ORIGIN,
      creatorId: WORKSPACE,
      region: 'GB',
      contacts: [{ id: WORKSPACE, stage: 'lead', ownerId: null, first_name: 'Ada' }],
    });
    expect(sorted(insertedColumns(batch.text))).toEqual(
      sorted([
        ...own,
        'id',
        'workspace_id',
        'is_demo',
        'phone_key',
        'stage',
        'lost_reason',
        'owner_id',
        'last_activity_at',
      ]),
    );
    const editable = names((f) => f.editable === true);
    expect(sorted(EDITABLE_FIELDS)).toEqual(editable);
    const changes = Object.fromEntries(editable.map((name) => [name, null]));
    const edit = updateContact(PHONE_SCOPE, WORKSPACE, changes);
    const set = /SET (.*)\s+WHERE/s.exec(edit.text)?.[1] ?? '';
    for (const name of editable) expect(set).toMatch(new RegExp(`(^|, )${name} = `));
  });

  it('is what the request DTOs validate (written by hand)', () => {
    const editable = names((f) => f.editable === true);
    expect(validated(ContactFieldsDto)).toEqual(sorted(editable.filter((n) => n !== 'first_name')));
    expect(validated(UpdateContactDto)).toEqual(editable);
    expect(validated(CreateContactDto)).toEqual(
      sorted([...editable, 'lost_reason', 'pipeline', 'stage']),
    );
  });

  it('is what the export writes, in its order', () => {
    const exportable = FIELDS.filter((f) => f.exportable === true).map((f) => f.name);
    expect(EXPORT_COLUMNS).toEqual(exportable);
    expect(exportFields(FIELDS).map((f) => f.name)).toEqual(exportable);
  });

  it('is what a CSV mapping can name, and what a row fills', () => {
    expect(IMPORT_FIELDS).toEqual(
      FIELDS.flatMap((f) =>
        f.importable === true ? [f.name] : f.importable ? [f.importable.as] : [],
      ),
    );
    const cells = Object.fromEntries(IMPORT_FIELDS.map((name) => [name, '1'])) as RowCells;
    // The stage and the owner are resolved by the import, not written as they are.
    expect(sorted(Object.keys(rowBody(cells, true)))).toEqual(
      names((f) => f.own === true && f.importable === true),
    );
  });

  it('is what a merge may pick, in the request DTO too', () => {
    const mergeable = names((f) => f.mergeable === true);
    expect(sorted(MERGE_FIELDS)).toEqual(mergeable);
    expect(validated(MergeFieldsDto)).toEqual(mergeable);
    expect(sorted(documented(MergeFieldsDto))).toEqual(mergeable);
  });

  it('is what `previous` of contact.updated shows', () => {
    expect(sorted(PREVIOUS_FIELDS)).toEqual(names((f) => f.previous === true));
  });

  it('is what GET /contacts filters on and what lists are ordered by', () => {
    const params = FIELDS.flatMap((f) => (f.filterable?.param ? [f.filterable.param] : []));
    expect(validated(ListContactsQuery)).toEqual(
      sorted([...params, 'q', 'cursor', 'limit', 'sort', 'view']),
    );
    const page = { after: null, limit: 50, where: allOf() };
    const everyone = { where: allOf(), sort: [] };
    const orders = [
      contactQueryPage(SCOPE, { query: everyone, after: null, limit: 50 }),
      dormantContactPage(SCOPE, {
        ...page,
        dormancy: dormancySpec({ dormancy_days: 14, stages: DEFAULT_WORKSPACE_STAGES }, new Date()),
      }),
      boardCards(SCOPE, { stages: ['lead'], perStage: 5, where: allOf() }),
      stageContactPage(SCOPE, { ...page, stage: 'lead' }),
      contactQueryRows(SCOPE, everyone),
    ].flatMap((s) => [...s.text.matchAll(/ORDER BY c\.(\w+)/g)].map((m) => m[1]));
    expect(orders.length).toBe(5);
    for (const column of orders) expect(names((f) => f.sortable === true)).toContain(column);
  });

  it('is what a filter and a sort may name, with the operators of its kind', () => {
    const workspace = { stages: DEFAULT_WORKSPACE_STAGES };
    expect(sorted(BUILT_IN_FILTERS)).toEqual(sorted([...names((f) => !!f.filterable), 'q']));
    expect(sorted(BUILT_IN_SORTS)).toEqual(names((f) => f.sortable === true));
    for (const field of FIELDS) {
      const filter = queryField(workspace, field.name, 'filter');
      const sort = queryField(workspace, field.name, 'sort');
      expect('found' in filter).toBe(field.filterable !== undefined);
      expect('found' in sort).toBe(field.sortable === true);
      if ('found' in filter) {
        expect(filter.found.kind).toBe(field.filterable!.kind);
        const ops = operatorsOf(filter.found);
        expect(ops.every((op) => KIND_OPERATORS[field.filterable!.kind].includes(op))).toBe(true);
        expect(ops.includes('is_empty')).toBe(
          field.nullable === true || field.filterable!.kind === 'list',
        );
      }
    }
    expect(names((f) => !!f.filterable)).toEqual(
      sorted([
        'first_name',
        'last_name',
        'email',
        'company',
        'pipeline',
        'stage',
        'owner_id',
        'value_cents',
        'currency',
        'probability',
        'expected_close_date',
        'closed_at',
        'lost_reason',
        'tags',
        'last_activity_at',
        'next_followup_at',
        'dormant',
        'snoozed_until',
        'created_at',
        'updated_at',
      ]),
    );
  });

  it('is what `?q=` searches', () => {
    for (const name of names((f) => f.searchable === true)) {
      expect(SEARCH_TEXT_EXPRESSION).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});

describe('the contact entity', () => {
  const columns = getMetadataArgsStorage().columns.filter(
    (c) => c.target === Contact || c.target === TenantRecord,
  );

  /** A column's SQL type as the table names it. */
  function typeOf(column: (typeof columns)[number]): string {
    const type = String(column.options.type ?? (column.options.primary ? 'uuid' : ''));
    return column.options.array ? `${type}[]` : type;
  }

  it('has a column for every stored field, of its type and nullability, and no other', () => {
    const stored = FIELDS.filter((f) => f.column !== undefined);
    expect(sorted(columns.map((c) => c.propertyName))).toEqual(
      sorted([...stored.map((f) => f.column!), ...CONTACT_INTERNAL_COLUMNS]),
    );
    for (const field of stored) {
      const column = columns.find((c) => c.propertyName === field.column)!;
      expect({
        field: field.name,
        type: typeOf(column),
        nullable: column.options.nullable === true,
      }).toEqual({
        field: field.name,
        type: field.type,
        nullable: field.nullable === true,
      });
    }
  });

  it('keeps `search_text` as the table says', () => {
    const searchText = columns.find((c) => c.propertyName === 'search_text')!;
    expect(searchText.options.asExpression).toBe(SEARCH_TEXT_EXPRESSION);
  });
});
