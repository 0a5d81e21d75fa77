import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiKeyVerifier } from './auth/api-key-verifier.js';
import { StreamTicket } from './auth/stream-ticket.entity.js';
import { StreamTickets } from './auth/stream-tickets.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthGuard } from './guards/auth.guard.js';
import { DrainingModule } from './draining.js';
import { CustomFieldCatalogModule } from '../tenancy/custom-field-catalog.js';
import { IdentityService } from '../tenancy/identity.service.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { ApiKeyScopeGuard } from './guards/api-key-scope.guard.js';
import { PremiumGuard } from './guards/premium.guard.js';
import { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { RolesGuard } from './guards/roles.guard.js';
import { ProblemDetailsFilter } from './http/problem-details.filter.js';
import { UtcInterceptor } from './http/utc.interceptor.js';
import { UnreadInputInterceptor } from './http/unread-input.js';
import { RequestPipelineInterceptor } from './request-pipeline.interceptor.js';
import { RoutePolicies } from './guards/route-policies.js';
import { RequestValidationPipe } from './http/validation.pipe.js';
import { ProvisioningLimit } from './http/rate-limit.js';

/**
 * Cross-cutting behaviour, registered once. Global guards run in the order listed, which gives
 * the contract's order of checks: 401 authentication, 403 an API key's scope, 403 role, 402
 * premium, then validation.
 * One global interceptor, RequestPipelineInterceptor, runs the others in their order. Every
 * route's policy is read once, at start-up (RoutePolicies), for the guards and the
 * idempotency interceptor.
 */
@Module({
  imports: [
    DrainingModule,
    CustomFieldCatalogModule,
    TypeOrmModule.forFeature([IdempotencyKey, StreamTicket]),
  ],
  providers: [
    TokenVerifier,
    ApiKeyVerifier,
    StreamTickets,
    IdentityService,
    ProvisioningLimit,
    RoutePolicies,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: ApiKeyScopeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: PremiumGuard },
    { provide: APP_PIPE, useClass: RequestValidationPipe },
    { provide: APP_FILTER, useClass: ProblemDetailsFilter },
    IdempotencyInterceptor,
    UnreadInputInterceptor,
    UtcInterceptor,
    { provide: APP_INTERCEPTOR, useClass: RequestPipelineInterceptor },
  ],
  // For the route that hands tickets out (src/modules/events/).
  exports: [StreamTickets],
})
export class CoreModule {}
