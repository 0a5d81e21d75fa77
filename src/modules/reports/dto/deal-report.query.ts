import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ViewQuery } from '../../contacts/dto/list-contacts.query.js';
import {
  FromParam,
  LAST_30_DAYS_FROM,
  LAST_30_DAYS_TO,
  PipelineKeyParam,
  ReportRangeQuery,
  ToParam,
} from './report.query.js';

/**
 * What every deal report takes besides `filter[...]`: a period (what it bounds is each report's),
 * a pipeline, an owner and a view.
 */
export class DealReportQuery extends IntersectionType(ReportRangeQuery, ViewQuery) {
  @PipelineKeyParam("Only this pipeline's deals; left out, every pipeline's")
  pipeline?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this member's deals" })
  @IsOptional()
  @IsUUID()
  owner_id?: string;
}

/*
 * The forecast and the win rate default to twelve months, and a date given alone bounds a year
 * from or up to it (`forecastBounds`, `winRateBounds`); a datetime given alone makes the other
 * bound as every report does (`resolveRange`).
 */
const FROM_A_DATE_TO = 'the day after that date a year before';
const TO_A_DATE_FROM = 'the day before that date a year later';

/** `GET /reports/forecast`: its period bounds `expected_close_date`. */
export class ForecastQuery extends DealReportQuery {
  @FromParam(
    'the first day of this month in the workspace time zone; with a date `to` alone, ' +
      `${FROM_A_DATE_TO}; with a datetime \`to\` alone, ${LAST_30_DAYS_FROM}`,
  )
  declare from?: string;

  @ToParam(
    'the last day of the eleventh month after this one (this month and the next eleven); with ' +
      `a date \`from\` alone, ${TO_A_DATE_FROM}; with a datetime \`from\` alone, ${LAST_30_DAYS_TO}`,
  )
  declare to?: string;
}

export const WIN_RATE_PERIODS = ['month', 'quarter'] as const;
export type WinRatePeriod = (typeof WIN_RATE_PERIODS)[number];

/** `GET /reports/win-rate`: its period bounds `closed_at`. */
export class WinRateQuery extends DealReportQuery {
  @FromParam(
    'the first day of the month eleven months ago in the workspace time zone (the last twelve ' +
      'months, this one included); with a date `to` alone, ' +
      `${FROM_A_DATE_TO}; with a datetime \`to\` alone, ${LAST_30_DAYS_FROM}`,
  )
  declare from?: string;

  @ToParam(
    `the last day of this month; with a date \`from\` alone, ${TO_A_DATE_FROM}; with a ` +
      `datetime \`from\` alone, ${LAST_30_DAYS_TO}`,
  )
  declare to?: string;

  @ApiPropertyOptional({
    enum: WIN_RATE_PERIODS,
    default: 'month',
    description: 'The calendar periods closed deals are counted in, in the workspace time zone',
  })
  @IsOptional()
  @IsIn(WIN_RATE_PERIODS)
  period: WinRatePeriod = 'month';
}

/** `GET /reports/pipeline`: the stages of one pipeline, the default one unless named. */
export class PipelineReportQuery extends DealReportQuery {
  @PipelineKeyParam('The pipeline reported on; left out, the default one')
  declare pipeline?: string;
}

/** `GET /reports/velocity`: the stages of one pipeline, the default one unless named. */
export class VelocityQuery extends DealReportQuery {
  @PipelineKeyParam('The pipeline whose stages are measured; left out, the default one')
  declare pipeline?: string;
}
