import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional } from 'class-validator';
import {
  IMPORT_FIELDS,
  JOB_STATUSES,
  type JobStatus,
  MATCH_ON,
  type MatchOn,
  ON_MATCH,
  type OnMatch,
  TAG_SEPARATOR,
} from '../imports.rules.js';

const MAPPING_EXAMPLE = { 'First name': 'first_name', 'E-mail': 'email', Company: 'company' };

/** The form fields of an upload, beside its file (multipart values are text). */
export class CreateImportFieldsDto {
  @Transform(({ value }: { value: unknown }) => parseJson(value))
  @IsObject({ message: 'mapping must be a JSON object of CSV header to contact field' })
  mapping: Record<string, unknown>;

  @IsOptional()
  @IsIn(MATCH_ON)
  match_on: MatchOn = 'email';

  @IsOptional()
  @IsIn(ON_MATCH)
  on_match: OnMatch = 'update';

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'dry_run must be true or false' })
  dry_run: boolean = false;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The multipart body as the document describes it. */
export const CREATE_IMPORT_BODY_SCHEMA = {
  type: 'object',
  required: ['file', 'mapping'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'The CSV file: UTF-8 (with or without BOM), comma or semicolon, at most 20 MiB',
    },
    mapping: {
      type: 'string',
      description:
        'A JSON object of CSV header (found in the file trimmed, in any Unicode form) to ' +
        'contact field, one of ' +
        `${IMPORT_FIELDS.map((f) => `\`${f}\``).join(', ')}, or a custom field: ` +
        '`custom.<key>` (a currency field as its two columns `custom.<key>.amount_minor` and ' +
        "`custom.<key>.currency`, the export's headers) or its exact label. `first_name` is " +
        `required; a field takes one column. \`tags\` are separated by \`${TAG_SEPARATOR}\`.`,
      example: JSON.stringify(MAPPING_EXAMPLE),
    },
    match_on: {
      type: 'string',
      enum: [...MATCH_ON],
      default: 'email',
      description: '`email`: a row whose e-mail a contact has (case folded) matches it',
    },
    on_match: {
      type: 'string',
      enum: [...ON_MATCH],
      default: 'update',
      description: 'What a matching row does: edit the contact, or nothing',
    },
    dry_run: {
      type: 'boolean',
      default: false,
      description: 'true: write nothing, count what would be written',
    },
  },
};

export class ImportQueuedResponse {
  @ApiProperty({ format: 'uuid', example: '0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10' }) id: string;
  @ApiProperty({ enum: ['queued'], example: 'queued' }) status: 'queued';
}

export class ImportCounts {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 10000,
    description: 'Data rows in the file (the header not counted); null until the job has read it',
  })
  rows: number | null;
  @ApiProperty({ type: 'integer', example: 10000 }) processed: number;
  @ApiProperty({ type: 'integer', example: 9400 }) created: number;
  @ApiProperty({ type: 'integer', example: 500 }) updated: number;
  @ApiProperty({ type: 'integer', example: 0 }) skipped: number;
  @ApiProperty({ type: 'integer', example: 100 }) failed: number;
}

export class ImportRowError {
  @ApiProperty({
    type: 'integer',
    example: 12,
    description:
      'The data row, from 1 (the header not counted; line 13 of a file without blank lines)',
  })
  row: number;
  @ApiProperty({ example: 'email' }) field: string;
  @ApiProperty({ example: 'email must be an email' }) message: string;
}

export class ImportSummaryResponse {
  @ApiProperty({ format: 'uuid', example: '0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10' }) id: string;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus', example: 'succeeded' })
  status: JobStatus;
  @ApiProperty({ example: false }) dry_run: boolean;
  @ApiProperty({ enum: MATCH_ON, example: 'email' }) match_on: string;
  @ApiProperty({ enum: ON_MATCH, example: 'update' }) on_match: string;
  @ApiProperty({ type: () => ImportCounts }) counts: ImportCounts;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the job failed as a whole (a file that is not CSV); null otherwise',
  })
  error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) started_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finished_at: string | null;
}

export class ImportResponse extends ImportSummaryResponse {
  @ApiProperty({
    type: [ImportRowError],
    description: 'The first 1,000 rows that failed, in row order; `counts.failed` counts them all',
  })
  errors: ImportRowError[];
}

export class ImportPageResponse {
  @ApiProperty({ type: [ImportSummaryResponse] }) items: ImportSummaryResponse[];
  @ApiProperty({ type: String, nullable: true, example: null }) next_cursor: string | null;
}
