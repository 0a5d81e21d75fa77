import type { FastifyInstance } from 'fastify';
import { Problem } from './problem.js';

/**
 * The request headers this service reads as one value, as their names are written. Node keeps
 * the first of a repeated `Authorization` or `Content-Type` and drops the rest, and joins the
 * others with ", ": two `Idempotency-Key`s became one key neither request sent, whose replay
 * answered either.
 */
const READ_ONCE = [
  'Authorization',
  'X-Api-Key',
  'Idempotency-Key',
  'Last-Event-ID',
  'Content-Type',
];
const READ_ONCE_BY_NAME = new Map(READ_ONCE.map((name) => [name.toLowerCase(), name]));

/** The 400's cause, as the OpenAPI document states it on every route. */
export const REPEATED_HEADER_CAUSE = `a header read as one value (${READ_ONCE.map((name) => `\`${name}\``).join(', ')}) is given more than once`;
export const REPEATED_HEADER_CODE = 'repeated_header';

export const HEADER_GIVEN_MORE_THAN_ONCE = (name: string) =>
  `The ${name} header is given more than once`;

/** The first header of READ_ONCE that `rawHeaders` (name, value, name, value…) holds twice. */
export function repeatedHeader(rawHeaders: readonly string[]): string | undefined {
  let seen: Set<string> | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = READ_ONCE_BY_NAME.get(rawHeaders[i].toLowerCase());
    if (name === undefined) continue;
    seen ??= new Set();
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * A request that repeats one of those headers is 400 naming it, before anything reads it: it is
 * the caller's mistake (or a proxy's) to fix, not a value to guess at.
 */
export function refuseRepeatedHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const name = repeatedHeader(request.raw.rawHeaders);
    if (name === undefined) done();
    else done(new Problem(400, HEADER_GIVEN_MORE_THAN_ONCE(name), REPEATED_HEADER_CODE));
  });
}
