import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import { errorCodes, type FastifyInstance } from 'fastify';

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
 * 415 like any other type not read, and so is a multipart body on a route that takes none. An
 * empty one is no body, as before: some clients label a body-less POST as a form.
 * Called after `app.init()` (Nest adds its parsers there) and before the instance is ready.
 */
export function acceptJsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(NOT_READ);
  fastify.addContentTypeParser(NOT_READ, { parseAs: 'buffer' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']));
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const config = request.routeOptions.config as BodyConfig;
    if (request.isMultipart() && !config.multipartBody) {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']));
    } else {
      done();
    }
  });
}
