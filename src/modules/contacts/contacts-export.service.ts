import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { pipeline, type Readable } from 'node:stream';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { Db } from '../../database/db.js';
import { contactExport } from './contacts-export.queries.js';
import type { ContactRow } from './contacts.queries.js';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_DURATION_MS, TAG_SEPARATOR } from './contacts.rules.js';
import { ContactsService } from './contacts.service.js';
import type { ExportContactsQuery } from './dto/export-contacts.query.js';

/** The export's columns, in order: the header row names them as the API names the fields. */
export const EXPORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'stage',
  'owner_id',
  'value_cents',
  'tags',
  'last_activity_at',
  'created_at',
  'updated_at',
] as const;

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], string | number | null>;

function exportRecord(row: ContactRow): ExportRecord {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    title: row.title,
    stage: row.stage,
    owner_id: row.owner_id,
    value_cents: Number(row.value_cents),
    tags: row.tags.join(TAG_SEPARATOR),
    last_activity_at: row.last_activity_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * `GET /contacts/export`: the contacts the list's filters match, as CSV streamed from a database
 * cursor, a batch at a time, whatever their number.
 */
@Injectable()
export class ContactsExportService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
  ) {}

  /**
   * The CSV of the matching contacts, header row first. The filters are checked (422) and the
   * first batch read before it answers, so a bad filter or a failing read is a problem, not a
   * truncated file; a failure later ends the stream with an error.
   */
  async csv(scope: WorkspaceScope, query: ExportContactsQuery): Promise<Readable> {
    const filter = this.contacts.filterOf(scope, query, new Date());
    const rows = await this.db.stream(contactExport(scope, filter), {
      batchSize: EXPORT_BATCH_SIZE,
      maxDurationMs: EXPORT_MAX_DURATION_MS,
    });
    const csv = stringify({
      header: true,
      columns: [...EXPORT_COLUMNS],
      // OWASP's rule against formula injection: a cell a spreadsheet would run (starting with
      // =, +, -, @, a tab or a carriage return) is written with a leading single quote.
      escape_formulas: true,
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
