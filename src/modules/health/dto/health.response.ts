import { ApiProperty } from '@nestjs/swagger';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['development', 'identity_provider'] }) auth_mode: string;
  @ApiProperty({ enum: ['enabled', 'disabled'], description: 'Payment integration status' })
  payments: string;
  @ApiProperty({
    enum: ['up', 'busy', 'down'],
    description: '`busy`: the database answers but every pooled connection is taken',
  })
  database: 'up' | 'busy' | 'down';
  @ApiProperty() version: string;
}
