import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The `filter[...]` parameters of a query string, by their literal keys (`filter[stage][in]`). */
export type FilterParamValues = Readonly<Record<string, unknown>>;

/**
 * The `filter[<field>][<op>]` parameters of the request's query string, as given. Fastify's
 * parser does not nest brackets, so each arrives under its literal key, which a query DTO (fixed
 * properties, unknown ones dropped) cannot declare; the contact query reads and checks them
 * (`filterParams`). Any key named `filter` or starting `filter[` is handed over, so a malformed
 * one is a 422 there rather than silently ignored.
 */
export const FilterParams = createParamDecorator(readFilterParams);

/** Whether a query parameter is one of `filter[...]`, which only routes taking `FilterParams` read. */
export function isFilterParam(key: string): boolean {
  return key === 'filter' || key.startsWith('filter[');
}

/** `FilterParams`' reading of a request (the route inventory knows the decorator by it). */
export function readFilterParams(_: unknown, ctx: ExecutionContext): FilterParamValues {
  const query = (ctx.switchToHttp().getRequest<FastifyRequest>().query ?? {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(Object.entries(query).filter(([key]) => isFilterParam(key)));
}
