import { ApiProperty } from '@nestjs/swagger';

/** The report of GET /health; its 503 carries the same members beside the problem's, `status` aside. */
export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['development', 'identity_provider'] }) auth_mode: string;
  @ApiProperty({ enum: ['enabled', 'disabled'], description: 'Payment integration status' })
  payments: string;
  @ApiProperty({
    enum: ['up', 'busy'],
    description:
      '`busy`: the database answers but every pooled connection is taken. Down, the answer ' +
      'is a 503',
  })
  database: 'up' | 'busy';
  @ApiProperty() version: string;
}
