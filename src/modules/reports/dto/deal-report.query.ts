import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ViewQuery } from '../../contacts/dto/list-contacts.query.js';
import { PipelineKeyParam, ReportRangeQuery } from './report.query.js';

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

export const WIN_RATE_PERIODS = ['month', 'quarter'] as const;
export type WinRatePeriod = (typeof WIN_RATE_PERIODS)[number];

export class WinRateQuery extends DealReportQuery {
  @ApiPropertyOptional({
    enum: WIN_RATE_PERIODS,
    default: 'month',
    description: 'The calendar periods closed deals are counted in, in the workspace time zone',
  })
  @IsOptional()
  @IsIn(WIN_RATE_PERIODS)
  period: WinRatePeriod = 'month';
}
