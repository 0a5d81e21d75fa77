import { SetMetadata, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IDEMPOTENCY_BODY = 'idempotency:body';

/** Reads what stands for a request's body in its Idempotency-Key fingerprint. */
export interface IdempotencyBodyReader {
  fingerprintBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * For a route that reads its body itself (a multipart upload, which the interceptor sees as no
 * body at all): the reader, a provider of the route's module, answers what stands for the body in
 * the fingerprint (e.g. the form fields and a digest of the file), so the same key with another
 * upload is 422 as with another JSON body. Called before the key is looked up, so it must leave
 * the body readable by the handler.
 */
export const IdempotencyBody = (reader: Type<IdempotencyBodyReader>) =>
  SetMetadata(IDEMPOTENCY_BODY, reader);
