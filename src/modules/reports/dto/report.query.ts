import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { isReportBound } from '../report-range.js';
import { REPORT_LIMITS } from '../reports.rules.js';

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

/** What a report taking `from` and `to` refuses (`resolveRange`), said on `to`, which it names. */
const LONGEST_PERIOD = `the period may cover at most ${REPORT_LIMITS.maxDays} calendar days, else 422`;

/**
 * A report's `from` and `to`, each saying its default after what it takes. A report whose
 * defaults are its own redeclares them with these (`ForecastQuery`).
 */
export const FromParam = (byDefault: string) =>
  applyDecorators(
    ApiPropertyOptional({
      ...FROM_DOC,
      description: `${FROM_DOC.description}. Default: ${byDefault}`,
    }),
    IsOptional(),
    IsReportBound(),
  );
export const ToParam = (byDefault: string) =>
  applyDecorators(
    ApiPropertyOptional({
      ...TO_DOC,
      description: `${TO_DOC.description}; ${LONGEST_PERIOD}. Default: ${byDefault}`,
    }),
    IsOptional(),
    IsReportBound(),
  );

/** What a bound given alone makes of the other when the default period is 30 days (`resolveRange`). */
export const LAST_30_DAYS_FROM = '29 days before the day of `to`';
export const LAST_30_DAYS_TO = 'the end of today (`from` itself, an empty period, when later)';

/**
 * A report period; without bounds, the last 30 days including today. At most
 * `REPORT_LIMITS.maxDays` days.
 */
export class ReportRangeQuery {
  @FromParam(LAST_30_DAYS_FROM)
  from?: string;

  @ToParam(LAST_30_DAYS_TO)
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
