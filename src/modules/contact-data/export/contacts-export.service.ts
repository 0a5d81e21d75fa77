import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { pipeline, type Readable } from 'node:stream';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { Db } from '../../../database/db.js';
import type { FilterParamValues } from '../../../core/http/filter-params.decorator.js';
import { ContactQueryService } from '../../contacts/query/contact-query.service.js';
import { contactQueryRows } from '../../contacts/query/contact-query.queries.js';
import type { ContactRow } from '../../contacts/contact-columns.js';
import { derivedField, type PresentationScope } from '../../contacts/contact-presenter.js';
import {
  CONTACT_FIELD_TABLE,
  type ContactField,
  contactFieldsOf,
  customFieldsOf,
} from '../../contacts/contact-fields.table.js';
import { type CsvCell, customCsvCells, customCsvHeaders } from '../../contacts/custom-csv.js';
import type { CustomFieldDefinition } from '../../../tenancy/custom-field-definition.js';
import {
  escapeFormulaCell,
  EXPORT_BATCH_SIZE,
  EXPORT_MAX_DURATION_MS,
  TAG_SEPARATOR,
} from '../../contacts/contacts.rules.js';
import type { ExportContactsQuery } from './dto/export-contacts.query.js';

/** Of `fields`, the export's columns, in order: the header row names them as the API does. */
export function exportFields(fields: readonly ContactField[]): ContactField[] {
  return fields.filter((f) => f.exportable === true);
}

/** The export's columns of a workspace with the built-in fields only. */
export const EXPORT_COLUMNS = exportFields(CONTACT_FIELD_TABLE).map((f) => f.name);

/** The header row: the built-in fields, then each active custom field's columns, in order. */
export function exportHeaders(
  fields: readonly ContactField[],
  custom: readonly CustomFieldDefinition[],
): string[] {
  return [...fields.map((f) => f.name), ...custom.flatMap(customCsvHeaders)];
}

/**
 * How a field's value is written in a cell: tags joined, a bigint (text from PostgreSQL) a number,
 * a field without a column as the presenter derives it.
 */
function exportCell(
  scope: PresentationScope,
  now: Date,
): (field: ContactField) => (row: ContactRow) => CsvCell {
  return (field) => {
    if (field.column === undefined) {
      const derive = derivedField(scope, field, now);
      return (row) => derive(row) as CsvCell;
    }
    return storedCell(field);
  };
}

function storedCell(field: ContactField): (row: Record<string, unknown>) => CsvCell {
  const name = field.name;
  if (field.type === 'text[]') return (row) => (row[name] as string[]).join(TAG_SEPARATOR);
  if (field.type === 'bigint') return (row) => Number(row[name]);
  return (row) => row[name] as CsvCell;
}

/**
 * The record csv-stringify writes for a row, its cells in the order of `exportHeaders`. An array,
 * not an object by column name: csv-stringify reads a dotted name (`custom.tier`) as a path.
 */
function exportRecorder(
  scope: PresentationScope,
  fields: readonly ContactField[],
  custom: readonly CustomFieldDefinition[],
): (row: ContactRow) => CsvCell[] {
  const cells = fields.map(exportCell(scope, new Date()));
  return (row) => [
    ...cells.map((cell) => cell(row)),
    ...custom.flatMap((field) => customCsvCells(field, row.custom[field.key])),
  ];
}

/**
 * `GET /contacts/export`: the contacts the list's filters match, in the list's order, as CSV
 * streamed from a database cursor, a batch at a time, whatever their number.
 */
@Injectable()
export class ContactsExportService {
  constructor(
    private readonly db: Db,
    private readonly queries: ContactQueryService,
  ) {}

  /**
   * The CSV of the matching contacts, header row first. The filters are checked (422) and the
   * first batch read before it answers, so a bad filter or a failing read is a problem, not a
   * truncated file; a failure later ends the stream with an error.
   */
  async csv(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ExportContactsQuery,
    filters: FilterParamValues,
  ): Promise<Readable> {
    const chosen = await this.queries.read(scope, user, {
      list: query,
      params: filters,
      view: query.view,
      sort: query.sort,
      ordered: true,
    });
    const fields = exportFields(contactFieldsOf(scope.workspace));
    const custom = customFieldsOf(scope.workspace);
    const exportRecord = exportRecorder(scope, fields, custom);
    const rows = await this.db.stream(contactQueryRows(scope, chosen), {
      batchSize: EXPORT_BATCH_SIZE,
      maxDurationMs: EXPORT_MAX_DURATION_MS,
    });
    const csv = stringify({
      header: true,
      columns: exportHeaders(fields, custom),
      // OWASP's rule against formula injection: a text cell a spreadsheet would run is written
      // with a leading single quote, from the table the import reads it back with. Numbers are
      // not text: a negative one stays a number.
      cast: { string: escapeFormulaCell },
      // Spreadsheets read a file without it in the system's code page, garbling accents.
      bom: true,
    });
    // Errors travel both ways: a failed read fails the response, a response gone ends the read.
    return pipeline(
      rows,
      async function* (source: AsyncIterable<ContactRow>) {
        for await (const row of source) yield exportRecord(row);
      },
      csv,
      () => undefined,
    );
  }
}
