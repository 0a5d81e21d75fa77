import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../core/decorators/route-policy.decorators.js';
import { HealthService } from './health.service.js';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['development', 'identity_provider'] }) auth_mode: string;
  @ApiProperty({ enum: ['enabled', 'disabled'], description: 'Payment integration status' })
  payments: string;
  @ApiProperty({ enum: ['up', 'down'] }) database: string;
  @ApiProperty() version: string;
}

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Liveness and readiness: auth mode, payments, database',
    description:
      'No authentication and no rate limit. 503 with `database: down` when PostgreSQL does not ' +
      'answer, so a load balancer takes the instance out.',
  })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'The database is unreachable',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const report = await this.health.report();
    void reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
