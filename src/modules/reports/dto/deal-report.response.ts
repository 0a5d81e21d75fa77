import { ApiProperty } from '@nestjs/swagger';
import type { ExactInteger } from '../../../core/http/raw-json.js';
import { CurrencyTotalResponse } from '../../contacts/dto/currency-total.response.js';
import { ReportPeriod } from './report.response.js';

const RATE = {
  nullable: true,
  type: Number,
  format: 'double',
  minimum: 0,
  maximum: 1,
  example: 0.6667,
  description: 'won / (won + lost), 4 decimals; null when none closed',
} as const;

class DealReportPeriod extends ReportPeriod {
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'default',
    description: 'The pipeline reported on; null: every pipeline',
  })
  pipeline: string | null;
}

export class ForecastMonth {
  @ApiProperty({ example: '2027-03', description: 'A month of expected_close_date' })
  month: string;
  @ApiProperty({ type: [CurrencyTotalResponse], description: 'Per currency, never converted' })
  currencies: CurrencyTotalResponse[];
}

export class ForecastReportResponse extends DealReportPeriod {
  @ApiProperty({ type: [ForecastMonth], description: 'Every month of the period, in order' })
  months: ForecastMonth[];
  @ApiProperty({ type: [CurrencyTotalResponse], description: 'The period per currency' })
  totals: CurrencyTotalResponse[];
}

export class WinRateFigures {
  @ApiProperty({ type: 'integer' }) won: number;
  @ApiProperty({ type: 'integer' }) lost: number;
  @ApiProperty(RATE) win_rate: number | null;
}

export class WinRatePeriodFigures extends WinRateFigures {
  @ApiProperty({ example: '2026-11', description: '`2026-11` or `2026-Q4`' }) period: string;
}

export class WinRateOwnerFigures extends WinRateFigures {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null: unassigned' })
  owner_id: string | null;
}

export class WinRateReportResponse extends DealReportPeriod {
  @ApiProperty({ enum: ['month', 'quarter'] }) period: string;
  @ApiProperty({ type: [WinRatePeriodFigures], description: 'Every period of the range, in order' })
  periods: WinRatePeriodFigures[];
  @ApiProperty({ type: [WinRateOwnerFigures] }) owners: WinRateOwnerFigures[];
  @ApiProperty({ type: WinRateFigures }) totals: WinRateFigures;
}

export class CurrencyValue {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: 'integer' }) value_cents: ExactInteger;
}

export class LostReasonFigures {
  @ApiProperty({ nullable: true, type: String, example: 'Price', description: 'null: none given' })
  reason: string | null;
  @ApiProperty({ type: 'integer' }) count: number;
  @ApiProperty({ type: [CurrencyValue], description: 'Their value per currency' })
  values: CurrencyValue[];
}

export class LostReasonsReportResponse extends DealReportPeriod {
  @ApiProperty({ type: [LostReasonFigures], description: 'Most lost first; none given last' })
  reasons: LostReasonFigures[];
}

export class VelocityFigures {
  @ApiProperty({ type: 'integer', description: 'Stays (or wins) that ended in the period' })
  count: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    format: 'double',
    example: 6.5,
    description: 'Mean days, 2 decimals',
  })
  average_days: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    format: 'double',
    example: 4,
    description: 'Median days, 2 decimals',
  })
  median_days: number | null;
}

export class VelocityStage extends VelocityFigures {
  @ApiProperty({ example: 'qualified' }) key: string;
  @ApiProperty({ example: 'Qualified' }) label: string;
}

export class VelocityReportResponse extends DealReportPeriod {
  @ApiProperty({ type: [VelocityStage], description: "The pipeline's stages, in order" })
  stages: VelocityStage[];
  @ApiProperty({ type: VelocityFigures, description: 'Days from entry to a won stage' })
  won: VelocityFigures;
}
