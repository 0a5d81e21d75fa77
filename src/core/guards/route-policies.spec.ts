import { FilterParams } from '../http/filter-params.decorator.js';
import { describe, expect, it } from '@jest/globals';
import { Body, Controller, type ExecutionContext, Get, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { Public, ReadOnly, Roles } from '../decorators/route-policy.decorators.js';
import { ApiKeyScope } from '../decorators/api-key-scope.decorator.js';
import {
  IdempotencyBody,
  type IdempotencyBodyReader,
} from '../decorators/idempotency-body.decorator.js';
import { RoutePolicies } from './route-policies.js';

async function policiesOf(controller: new (...args: never[]) => object): Promise<RoutePolicies> {
  const module = await Test.createTestingModule({
    controllers: [controller],
    providers: [RoutePolicies],
  }).compile();
  await module.init();
  return module.get(RoutePolicies);
}

const contextOf = (controller: object, handler: unknown) =>
  ({ getClass: () => controller, getHandler: () => handler }) as unknown as ExecutionContext;

/** A body reader, as an upload route names one. */
class UploadFingerprint implements IdempotencyBodyReader {
  fingerprintBody(): Promise<unknown> {
    return Promise.resolve('upload');
  }
}

describe('RoutePolicies', () => {
  it("answers each route's policy from its decorators, read once at start-up", async () => {
    @Controller('things')
    class ThingsController {
      @Get()
      @Public()
      @ApiOperation({ operationId: 'listThings' })
      list(@FilterParams() _filters: object) {}
      @Post()
      @Roles('admin')
      @IdempotencyBody(UploadFingerprint)
      @ApiOperation({ operationId: 'createThing' })
      create() {}
      @Post('search')
      @ReadOnly()
      @ApiKeyScope('contacts')
      @ApiOperation({ operationId: 'searchThings' })
      search(@Body() _query: object) {}
    }
    const policies = await policiesOf(ThingsController);
    const handler = (name: string) =>
      (ThingsController.prototype as unknown as Record<string, unknown>)[name];
    const [list, create, search] = [handler('list'), handler('create'), handler('search')];
    expect(policies.of(contextOf(ThingsController, list))).toEqual({
      isPublic: true,
      requiredRole: null,
      premium: false,
      readOnly: true,
      apiKeyScope: null,
      idempotencyBody: null,
      shownOnce: null,
      stream: false,
      readsBody: false,
      // Only a handler that takes `filter[...]` reads them; the others refuse them (422).
      readsFilters: true,
    });
    expect(policies.of(contextOf(ThingsController, create))).toEqual({
      isPublic: false,
      requiredRole: 'admin',
      premium: true,
      readOnly: false,
      apiKeyScope: null,
      idempotencyBody: UploadFingerprint,
      shownOnce: null,
      stream: false,
      readsBody: false,
      readsFilters: false,
    });
    // A POST that changes nothing is a read for every policy: no premium, the :read scope.
    expect(policies.of(contextOf(ThingsController, search))).toEqual({
      isPublic: false,
      requiredRole: null,
      premium: false,
      readOnly: true,
      apiKeyScope: 'contacts:read',
      idempotencyBody: null,
      shownOnce: null,
      stream: false,
      // Only a handler that takes the body reads one; the others refuse one (422).
      readsBody: true,
      readsFilters: false,
    });
    // A handler the scan did not see is refused, not let through.
    expect(() => policies.of(contextOf(ThingsController, () => undefined))).toThrow(
      /No route policy for ThingsController/,
    );
  });

  it('stops the start on a route without an operationId', async () => {
    @Controller('things')
    class UnnamedController {
      @Post()
      create() {}
    }
    await expect(policiesOf(UnnamedController)).rejects.toThrow(
      'POST /things (UnnamedController.create) needs @ApiOperation({ operationId })',
    );
  });
});
