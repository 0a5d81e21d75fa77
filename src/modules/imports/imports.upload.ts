import {
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
// The request's multipart methods (isMultipart, parts) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import { Problem, ValidationProblem } from '../../core/http/problem.js';
import { validateAsBody } from '../../core/http/validation.pipe.js';
import { CreateImportFieldsDto } from './dto/import.dto.js';
import { FILE_TOO_LARGE_DETAIL, MAX_IMPORT_BYTES, NOT_MULTIPART_DETAIL } from './imports.rules.js';

/** An upload as received: the file and the text fields. */
interface RawUpload {
  file: Buffer | undefined;
  fields: Record<string, unknown>;
}

/** An upload, checked: the file and its options. */
export interface ImportUpload {
  file: Buffer;
  options: CreateImportFieldsDto;
}

/** Each request's upload, read once: the Idempotency-Key fingerprint and the handler share it. */
const uploads = new WeakMap<FastifyRequest, Promise<RawUpload>>();

function uploadOf(request: FastifyRequest): Promise<RawUpload> {
  let upload = uploads.get(request);
  if (!upload) {
    upload = readUpload(request);
    uploads.set(request, upload);
  }
  return upload;
}

/**
 * What stands for an upload in its Idempotency-Key fingerprint: the form fields and the file's
 * SHA-256, so the same key with another file or other fields is 422 and with the same upload
 * replays.
 */
export async function uploadFingerprint(request: FastifyRequest): Promise<unknown> {
  const upload = await uploadOf(request);
  const file = upload.file ? createHash('sha256').update(upload.file).digest('base64url') : null;
  return { fields: upload.fields, file };
}

/**
 * Reads the multipart body with this route's own limits (the file up to 20 MiB; the service's
 * JSON bodies stay at 1 MiB). Over the limit is 413; a body that is not multipart is 415.
 */
async function readUpload(request: FastifyRequest): Promise<RawUpload> {
  if (!request.isMultipart())
    throw new Problem(415, NOT_MULTIPART_DETAIL, 'unsupported_media_type');
  const upload: RawUpload = { file: undefined, fields: {} };
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== 'file') {
          throw ValidationProblem.of(part.fieldname, `property ${part.fieldname} should not exist`);
        }
        upload.file = content;
      } else {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asProblem(error);
  }
  return upload;
}

function asProblem(error: unknown): unknown {
  if (error instanceof Problem) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new Problem(413, FILE_TOO_LARGE_DETAIL, 'payload_too_large');
  if (code === 'FST_FILES_LIMIT') return ValidationProblem.of('file', 'send one file');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return ValidationProblem.of('body', 'too many form fields');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new Problem(
      400,
      `The multipart body is malformed: ${(error as Error).message}`,
      'bad_request',
    );
  }
  return error;
}

const UploadBody = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  uploadOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

/** Checks the fields as a body (the same pipe, rules and messages) and requires the file. */
@Injectable()
export class ImportUploadPipe implements PipeTransform<Promise<RawUpload>, Promise<ImportUpload>> {
  async transform(value: Promise<RawUpload>): Promise<ImportUpload> {
    const upload = await value;
    const options = await validateAsBody(CreateImportFieldsDto, upload.fields);
    if (!upload.file) throw ValidationProblem.of('file', 'file is required');
    return { file: upload.file, options };
  }
}

/** The checked multipart upload of an import. */
export const ImportUploadBody = () => UploadBody(ImportUploadPipe);
