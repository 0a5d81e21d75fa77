import { SetMetadata, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '../http/problem.js';

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

export const SHOWN_ONCE = 'idempotency:shown-once';

/** The problem a replay answers in place of a success that showed a secret, made from it. */
export type ShownOnceReplay = (value: unknown) => Problem;

/**
 * For a route whose success shows a secret once (a new API key): under an Idempotency-Key the
 * first answer goes out as it is, and what is stored, and replayed, is the problem `replay` makes
 * of it, so the secret is never kept in plain text with the stored outcome.
 */
export const ShownOnce = (replay: ShownOnceReplay) => SetMetadata(SHOWN_ONCE, replay);
