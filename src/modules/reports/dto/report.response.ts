import { ApiProperty } from '@nestjs/swagger';
import type { ExactInteger } from '../../../core/http/raw-json.js';
import { STAGE_KINDS, type StageKind } from '../../../tenancy/stages.js';
import { CurrencyTotalResponse } from '../../contacts/dto/currency-total.response.js';

export class ReportPeriod {
  @ApiProperty({ format: 'date-time', description: 'Start of the period (inclusive)' })
  from: string;
  @ApiProperty({ format: 'date-time', description: 'End of the period (exclusive)' })
  to: string;
  @ApiProperty({ example: 'Europe/Paris', description: 'The time zone dates are read in' })
  timezone: string;
}

export class PipelineStageReport {
  @ApiProperty({ example: 'qualified' }) key: string;
  @ApiProperty({ example: 'Qualified' }) label: string;
  @ApiProperty({ enum: STAGE_KINDS }) kind: StageKind;
  @ApiProperty({ type: 'integer', description: 'Contacts in the stage now' }) count: number;
  @ApiProperty({
    type: 'integer',
    description: 'Sum of their value_cents over every currency (see currencies for amounts)',
  })
  value_cents: ExactInteger;
  @ApiProperty({
    type: [CurrencyTotalResponse],
    description: 'Per currency of their deals, by code: count, value and weighted value',
  })
  currencies: CurrencyTotalResponse[];
  @ApiProperty({
    type: 'integer',
    description:
      'Contacts that moved into the stage during the period (a new contact enters its first stage)',
  })
  entered: number;
}

export class CountAndValue {
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: 'integer', description: 'Over every currency (see currencies for amounts)' })
  value_cents: ExactInteger;
  @ApiProperty({
    type: [CurrencyTotalResponse],
    description:
      "Per currency, by code: the stages' counts and values summed, and their deals' weighted " +
      "value rounded once (not the sum of the stages' rounded ones)",
  })
  currencies: CurrencyTotalResponse[];
}

export class PipelineTotals extends CountAndValue {
  @ApiProperty({ type: CountAndValue, description: 'In open stages' }) open: CountAndValue;
  @ApiProperty({ type: CountAndValue, description: 'In won stages' }) won: CountAndValue;
  @ApiProperty({ type: CountAndValue, description: 'In lost stages' }) lost: CountAndValue;
}

export class PipelineReportResponse extends ReportPeriod {
  @ApiProperty({ example: 'default', description: 'The pipeline reported on' })
  pipeline: string;
  @ApiProperty({ type: [PipelineStageReport], description: "The pipeline's stages, in order" })
  stages: PipelineStageReport[];
  @ApiProperty({ type: PipelineTotals }) totals: PipelineTotals;
  @ApiProperty({
    nullable: true,
    type: Number,
    format: 'double',
    minimum: 0,
    maximum: 1,
    example: 0.6667,
    description:
      "won / (won + lost) over the contacts now in the pipeline's won and lost stages, 4 decimals; null when none is closed",
  })
  win_rate: number | null;
}

export class InteractionTypeCounts {
  @ApiProperty({ type: 'integer' }) call: number;
  @ApiProperty({ type: 'integer' }) email: number;
  @ApiProperty({ type: 'integer' }) meeting: number;
  @ApiProperty({ type: 'integer' }) note: number;
  @ApiProperty({ type: 'integer' }) message: number;
}

export class ActivityCounts {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: InteractionTypeCounts }) by_type: InteractionTypeCounts;
}

export class ActivityDay extends ActivityCounts {
  @ApiProperty({ example: '2026-03-01', description: 'A calendar day in the workspace time zone' })
  date: string;
}

export class ActivityOwner extends ActivityCounts {
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'Who logged the interactions; null for members since removed',
  })
  owner_id: string | null;
}

export class ActivityReportResponse extends ReportPeriod {
  @ApiProperty({ type: ActivityCounts }) totals: ActivityCounts;
  @ApiProperty({ type: [ActivityDay], description: 'Every day of the period, oldest first' })
  days: ActivityDay[];
  @ApiProperty({ type: [ActivityOwner], description: 'Busiest first' })
  owners: ActivityOwner[];
}

export class FollowupCounts {
  @ApiProperty({ type: 'integer', description: 'Completed no later than scheduled_for' })
  on_time: number;
  @ApiProperty({ type: 'integer', description: 'Completed after scheduled_for' }) late: number;
  @ApiProperty({ type: 'integer', description: 'Open and scheduled_for before now' })
  overdue: number;
  @ApiProperty({ type: 'integer', description: 'Open and due from now on' }) upcoming: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer' }) open: number;
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    format: 'double',
    minimum: 0,
    maximum: 1,
    example: 0.75,
    description: 'on_time / completed, 4 decimals; null when none is completed',
  })
  on_time_rate: number | null;
}

export class FollowupOwner extends FollowupCounts {
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The assignee; null for members since removed',
  })
  owner_id: string | null;
}

export class FollowupsReportResponse {
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) from: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) to: string | null;
  @ApiProperty({ example: 'Europe/Paris' }) timezone: string;
  @ApiProperty({ format: 'date-time', description: 'The "now" overdue is measured against' })
  as_of: string;
  @ApiProperty({ type: FollowupCounts }) totals: FollowupCounts;
  @ApiProperty({ type: [FollowupOwner], description: 'Most follow-ups first' })
  owners: FollowupOwner[];
}
