import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isReportBound } from '../report-range.js';

const IsReportBound = () =>
  ValidateBy({
    name: 'isReportBound',
    validator: {
      validate: (value: unknown) => isReportBound(value),
      defaultMessage: (args) =>
        `${args?.property ?? 'value'} must be a date (2026-03-01) or an ISO 8601 datetime`,
    },
  });

const FROM_DOC = {
  type: String,
  example: '2026-03-01',
  description:
    'A date (the start of that day in the workspace time zone) or an ISO 8601 datetime (no offset = UTC)',
};
const TO_DOC = {
  type: String,
  example: '2026-03-31',
  description:
    'A date (that whole day included, in the workspace time zone) or an ISO 8601 datetime (exclusive); not before `from`',
};

/** A report period; without bounds, the last 30 days including today. At most 366 days. */
export class ReportRangeQuery {
  @ApiPropertyOptional({
    ...FROM_DOC,
    description: `${FROM_DOC.description}. Default: 29 days before the day of \`to\``,
  })
  @IsOptional()
  @IsReportBound()
  from?: string;

  @ApiPropertyOptional({
    ...TO_DOC,
    description: `${TO_DOC.description}. Default: the end of today`,
  })
  @IsOptional()
  @IsReportBound()
  to?: string;
}

/** A report's `pipeline`: a pipeline's key, checked against the workspace's by the report. */
export const PipelineKeyParam = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: 'default', maxLength: 40, description }),
    IsOptional(),
    IsString(),
    MaxLength(40),
  );

export class PipelineReportQuery extends ReportRangeQuery {
  @PipelineKeyParam('The pipeline reported on; left out, the default one')
  pipeline?: string;
}

/** Optional bounds on `scheduled_for`; without them, every follow-up. */
export class FollowupsReportQuery {
  @ApiPropertyOptional({
    ...FROM_DOC,
    description: `${FROM_DOC.description}; bounds scheduled_for`,
  })
  @IsOptional()
  @IsReportBound()
  from?: string;

  @ApiPropertyOptional({ ...TO_DOC, description: `${TO_DOC.description}; bounds scheduled_for` })
  @IsOptional()
  @IsReportBound()
  to?: string;
}
