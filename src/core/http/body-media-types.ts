import { applyDecorators } from '@nestjs/common';
import { type NestFastifyApplication, RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import { parse as parseContentType } from 'content-type';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyRequest,
  type preParsingHookHandler,
  type preValidationHookHandler,
  type RawServerDefault,
} from 'fastify';
import { isUtf8 } from 'node:buffer';
import { Problem } from './problem.js';

/** Per request, why its body was refused: answered once the guards have passed. */
const REFUSED_BODIES = new WeakMap<FastifyRequest, Error>();

/**
 * Refuses `request`'s body, the answer kept until the guards have run (`assertBodyAccepted`):
 * the order of checks puts 401, 403 and 402 before anything about the input, and a body's type,
 * encoding and syntax are input. An unauthenticated request with a malformed body was a 400,
 * which told a caller without a credential what the route takes. The first refusal is the one
 * answered (a compressed body's 415, before its bytes fail as JSON). Only a body past the size
 * limit is refused at once (413), as reading it on would cost what the limit is there to spare.
 */
function refuseBody(request: FastifyRequest, error: Error): void {
  if (!REFUSED_BODIES.has(request)) REFUSED_BODIES.set(request, error);
}

/** Throws the refusal of the request's body, if there was one (the request pipeline's first step). */
export function assertBodyAccepted(request: FastifyRequest): void {
  const error = REFUSED_BODIES.get(request);
  if (error !== undefined) throw error;
}

/** Fastify's route `config` of a route that reads a multipart upload itself. */
interface BodyConfig {
  multipartBody?: boolean;
}

/**
 * Marks a route whose body is a `multipart/form-data` upload (an import's CSV): the document says
 * so, and it is the only kind of route such a body reaches. Every other route reads JSON.
 */
export const MultipartBody = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    RouteConfig({ multipartBody: true } satisfies BodyConfig),
  );

/** Types Fastify and Nest would read, which no route here takes. */
const NOT_READ = ['text/plain', 'application/x-www-form-urlencoded'];

/**
 * Bodies are JSON, or multipart where a route is marked `@MultipartBody()`. Fastify reads
 * `text/plain` and Nest `application/x-www-form-urlencoded` by default: a JSON text sent as either
 * (`curl -d` sends a form) reached the validation as a string, or as a form whose one key was the
 * whole text, and came back a 422 about fields the caller did send. A body of those types is now
 * 415 like any other type not read. An empty one is no body, as before: some clients label a
 * body-less POST as a form. Called after `app.init()` (Nest adds its parsers there).
 */
export function acceptJsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(NOT_READ);
  const notRead = (
    request: FastifyRequest,
    body: Buffer,
    done: (e: null, v: undefined) => void,
  ) => {
    if (body.length > 0) {
      refuseBody(
        request,
        new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']),
      );
    }
    done(null, undefined);
  };
  fastify.addContentTypeParser(NOT_READ, { parseAs: 'buffer' }, notRead);
  // Any other type no parser reads: Fastify's own 415 would come before the guards.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, notRead);
}

export const UNSUPPORTED_CHARSET = 'Unsupported charset; send JSON in UTF-8';
export const NOT_UTF8 = 'The body is not valid UTF-8';

/**
 * JSON is UTF-8 (RFC 8259). Fastify decodes every JSON body as UTF-8 whatever its `charset`, and
 * turns bytes that are not UTF-8 into U+FFFD: a name sent as Latin-1 was stored with its accents
 * replaced, and acknowledged. A charset other than UTF-8 is now 415, and bytes that are not
 * UTF-8 are 400, both before anything reads the body; the JSON itself is read by Fastify's own
 * parser, with its guards against prototype poisoning, as Nest's default parser read it. Nest
 * keeps the bytes as `rawBody` (the payment webhook's signature covers them). Called before
 * `app.init()`, where Nest would add its default in its place.
 */
export function readJsonAsUtf8(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit },
    (request, body: Buffer, done) => {
      const { charset } = parseContentType(request.headers['content-type'] ?? '').parameters;
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
        refuseBody(request, new Problem(415, UNSUPPORTED_CHARSET, 'unsupported_media_type'));
        done(null, undefined);
      } else if (!isUtf8(body)) {
        refuseBody(request, new Problem(400, NOT_UTF8, 'malformed_json'));
        done(null, undefined);
      } else {
        const text = body.toString('utf8');
        void parseJson(request, text, (error, value) => {
          if (!error) {
            done(null, value);
            return;
          }
          refuseBody(
            request,
            isPoisoned(text) ? new Problem(400, POISONED_KEYS, 'reserved_key') : error,
          );
          done(null, undefined);
        });
      }
    },
  );
}

export const POISONED_KEYS =
  "Request body has a key '__proto__', or a key 'constructor' holding 'prototype': neither is accepted";

/**
 * Whether JSON the guarded parser refused is valid JSON all the same: then what it refused is a
 * key that could poison an object's prototype, and the 400 says so rather than "not valid JSON"
 * (the parser's error does not tell the two apart). Only read on that error.
 */
function isPoisoned(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export const UNSUPPORTED_ENCODING = 'Unsupported Content-Encoding; send the body uncompressed';

/**
 * Guards the routes that read a body, installed before the routes are registered:
 * - A compressed body (`Content-Encoding: gzip`) is 415 with `Accept-Encoding: identity`
 *   (RFC 9110), before it is read: Fastify does not decompress, so its bytes reached the JSON
 *   parser and came back "not valid UTF-8" or "not valid JSON", which says nothing of the cause.
 * - A multipart body is 415 on a route not marked `@MultipartBody()`, where it reached the
 *   validation as no body at all (checked after parsing).
 */
export function guardRequestBodies(fastify: FastifyInstance): void {
  const refuseEncoded: preParsingHookHandler = (request, reply, payload, done) => {
    const coding = request.headers['content-encoding'];
    if (coding === undefined || /^\s*identity\s*$/i.test(coding) || !hasBody(request)) {
      done(null, payload);
      return;
    }
    void reply.header('accept-encoding', 'identity');
    refuseBody(request, new Problem(415, UNSUPPORTED_ENCODING, 'unsupported_media_type'));
    done(null, payload);
  };
  const refuseMultipart: preValidationHookHandler = (request, _reply, done) => {
    if (request.isMultipart()) {
      refuseBody(
        request,
        new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']),
      );
    }
    done();
  };
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preParsing = [route.preParsing ?? []].flat().concat(refuseEncoded);
    if ((route.config as BodyConfig | undefined)?.multipartBody) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(refuseMultipart);
  });
}

/** Whether a request carries a body, as Fastify decides whether to parse one. */
function hasBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': transfer } = request.headers;
  return transfer !== undefined || (length !== undefined && length !== '0');
}
