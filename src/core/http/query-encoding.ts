import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { Problem } from './problem.js';

/*
 * A query string's percent-escapes are the bytes of UTF-8 text (RFC 3986). Fastify's parser
 * turns bytes that are not UTF-8 into U+FFFD: `?q=%FF` searched for the replacement character
 * and `filter[first_name][eq]=Ren%E9` (Latin-1) for a name no contact has, each answered 200.
 * Such a query is 400 before anything reads it, as a body that is not UTF-8 is. A `%` that
 * starts no escape is left to the parser, which reads it as itself.
 */

export const QUERY_NOT_UTF8 = 'The query string is not valid UTF-8';
export const QUERY_NOT_UTF8_CAUSE = "the query string's percent-escapes are not UTF-8";
export const QUERY_NOT_UTF8_CODE = 'malformed_query';

/** Runs of escapes: a character of several bytes is one run. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** Whether the percent-escapes of `query` (the URL past `?`) spell UTF-8. */
export function escapesAreUtf8(query: string): boolean {
  for (const [run] of query.matchAll(ESCAPES)) {
    const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
    if (!isUtf8(bytes)) return false;
  }
  return true;
}

export function refuseQueriesNotUtf8(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const at = request.url.indexOf('?');
    if (at < 0 || !request.url.includes('%', at) || escapesAreUtf8(request.url.slice(at + 1))) {
      done();
    } else {
      done(new Problem(400, QUERY_NOT_UTF8, QUERY_NOT_UTF8_CODE));
    }
  });
}
