import { describe, expect, it } from '@jest/globals';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { IsString } from 'class-validator';
import { SizeFirstValidationPipe } from '../src/core/http/array-size-first.js';
import { ValidationProblem } from '../src/core/http/problem.js';
import { RequestValidationPipe } from '../src/core/http/validation.pipe.js';
import { signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * A query that names none of its DTO's parameters gets the DTO's defaults without the full
 * check (`RequestValidationPipe.emptyQuery`). For every query DTO a route takes, that answer is
 * the full check's, with or without parameters the DTO does not declare; a DTO whose defaults
 * fail its rules still answers its 422.
 */
type QueryClass = new () => object;

/** Every class a route takes with `@Query()` (the whole query string). */
function queryClasses(modules: ModulesContainer): Set<QueryClass> {
  const classes = new Set<QueryClass>();
  const scanner = new MetadataScanner();
  for (const module of modules.values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as object;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<
          string,
          { index: number; data?: unknown }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ??
          []) as unknown[];
        for (const [key, arg] of Object.entries(args)) {
          if (key.split(':')[0] !== String(RouteParamtypes.QUERY) || arg.data !== undefined)
            continue;
          classes.add(types[arg.index] as QueryClass);
        }
      }
    }
  }
  return classes;
}

/** The full check of a query, as the pipe ran it for every query before the shortcut. */
const fullCheck = new SizeFirstValidationPipe({
  transform: true,
  whitelist: true,
  stopAtFirstError: true,
  forbidNonWhitelisted: false,
  exceptionFactory: () => new Error('refused'),
});

describe('a query naming none of its parameters', () => {
  const t = useTestApp();

  it('gets what the full check gives, for every query DTO of every route', async () => {
    const classes = queryClasses(t.app.get(ModulesContainer));
    expect(classes.size).toBeGreaterThanOrEqual(20);
    const pipe = new RequestValidationPipe();
    for (const metatype of classes) {
      for (const query of [{}, { 'filter[stage][eq]': 'won', _: '1700000000' }]) {
        const metadata = { type: 'query', metatype } as const;
        const expected = await fullCheck.transform({ ...query }, metadata);
        for (const round of [1, 2]) {
          const answer = (await pipe.transform({ ...query }, metadata)) as object;
          expect([metatype.name, round, Object.getPrototypeOf(answer)]).toEqual([
            metatype.name,
            round,
            metatype.prototype,
          ]);
          expect([metatype.name, answer]).toEqual([metatype.name, expected]);
        }
      }
    }
  });

  it('is still refused when the DTO requires a parameter', async () => {
    class NeedsName {
      @IsString()
      name!: string;
    }
    const pipe = new RequestValidationPipe();
    for (const round of [1, 2]) {
      const refused = await Promise.resolve(
        pipe.transform({ cachebust: '1' }, { type: 'query', metatype: NeedsName }),
      ).catch((error: unknown) => error);
      expect([round, refused]).toEqual([round, expect.any(ValidationProblem)]);
      expect((refused as ValidationProblem).errors).toEqual([
        { field: 'name', message: 'name must be a string' },
      ]);
    }
  });

  it('leaves a query that names a parameter to the full check, over HTTP', async () => {
    const admin = await signUp(t, { premium: true });
    const refused = await call(t, 'GET', '/board?per_stage=0&filter[stage][eq]=won', {
      as: admin.email,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'per_stage', message: 'per_stage must not be less than 1' },
    ]);
    const board = await call(t, 'GET', '/board?filter[stage][eq]=won', { as: admin.email });
    expect(board.status).toBe(200);
    expect(board.body.stages).toHaveLength(7);
  });
});
