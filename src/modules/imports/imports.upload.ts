import {
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  Logger,
  type PipeTransform,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
// The request's multipart methods (isMultipart, parts) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import type { CrmRequest } from '../../core/auth/request-context.js';
import type { IdempotencyBodyReader } from '../../core/decorators/idempotency-body.decorator.js';
import { Problem, ValidationProblem } from '../../core/http/problem.js';
import { GIVEN_MORE_THAN_ONCE, validateAsBody } from '../../core/http/validation.pipe.js';
import { Db } from '../../database/db.js';
import { CreateImportFieldsDto } from './dto/import.dto.js';
import {
  deleteUnclaimedImportFiles,
  insertImportFile,
  insertImportFilePart,
} from './imports.queries.js';
import {
  FILE_PART_BYTES,
  FILE_TOO_LARGE_DETAIL,
  MAX_IMPORT_BYTES,
  NOT_MULTIPART_DETAIL,
  UPLOAD_GONE_DETAIL,
  UPLOAD_STALLED_DETAIL,
} from './imports.rules.js';

/** An uploaded file as stored: its row in `import_files` and the SHA-256 of its bytes. */
export interface StoredFile {
  id: string;
  sha256: string;
}

/** An upload as received: the stored file and the text fields. */
interface RawUpload {
  file: StoredFile | undefined;
  fields: Record<string, unknown>;
}

/** An upload, checked: the file and its options. */
export interface ImportUpload {
  file: StoredFile;
  options: CreateImportFieldsDto;
}

/**
 * The file of the upload was deleted before its import could claim it: the request had ended
 * (its client gone), or no part of it came for an hour and a later request swept it. Asks for a
 * retry, so an Idempotency-Key does not store it as the outcome.
 */
export class UploadGoneProblem extends Problem {
  constructor(detail: string = UPLOAD_GONE_DETAIL) {
    super(409, detail, 'upload_gone', { retry_after: 1 });
  }
}

/** Each request's upload, read once: the Idempotency-Key fingerprint and the handler share it. */
const uploads = new WeakMap<FastifyRequest, Promise<RawUpload>>();

/**
 * Reads an import's multipart body, writing the file to the database in parts of 1 MiB as
 * it arrives, each part its own short statement (no connection waits on a slow client), and
 * hashing it on the way: memory holds a part whatever the file's size. The file stays unclaimed
 * until the import's row takes it; when the request ends, its file is deleted unless claimed (a
 * 413, a malformed body, a 422, an idempotent replay, a client gone), and unclaimed files to
 * which no part came for an hour (a process that died, a client that stalled) are swept with it.
 */
@Injectable()
export class ImportUploads implements IdempotencyBodyReader {
  private readonly logger = new Logger('ImportUploads');

  constructor(private readonly db: Db) {}

  read(request: FastifyRequest, reply: FastifyReply): Promise<RawUpload> {
    let upload = uploads.get(request);
    if (!upload) {
      upload = this.readUpload(request, reply);
      uploads.set(request, upload);
    }
    return upload;
  }

  /**
   * What stands for an upload in its Idempotency-Key fingerprint: the form fields and the file's
   * SHA-256, so the same key with another file or other fields is 422 and with the same upload
   * replays.
   */
  async fingerprintBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const upload = await this.read(request, reply);
    return { fields: upload.fields, file: upload.file?.sha256 ?? null };
  }

  /**
   * Reads the multipart body with this route's own limits (the file up to 20 MiB; the service's
   * JSON bodies stay at 1 MiB). Over the limit is 413; a body that is not multipart is 415.
   */
  private async readUpload(request: FastifyRequest, reply: FastifyReply): Promise<RawUpload> {
    if (!request.isMultipart())
      throw new Problem(415, NOT_MULTIPART_DETAIL, 'unsupported_media_type');
    const upload: RawUpload = { file: undefined, fields: {} };
    try {
      const parts = request.parts({
        limits: {
          fileSize: MAX_IMPORT_BYTES,
          files: 1,
          fields: 10,
          fieldSize: 64 * 1024,
          parts: 11,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume();
            await finished(part.file);
            throw ValidationProblem.of(
              part.fieldname,
              `property ${part.fieldname} should not exist`,
            );
          }
          upload.file = await this.store(request, reply, part.file);
        } else if (Object.hasOwn(upload.fields, part.fieldname)) {
          // Neither value is taken over the other, as with a query parameter given twice.
          throw ValidationProblem.of(part.fieldname, GIVEN_MORE_THAN_ONCE(part.fieldname));
        } else {
          upload.fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw asProblem(error);
    }
    return upload;
  }

  /** Writes the file part by part as it arrives; 413 as soon as it passes the limit. */
  private async store(
    request: FastifyRequest,
    reply: FastifyReply,
    file: Readable & { truncated?: boolean },
  ): Promise<StoredFile> {
    const workspaceId = (request as CrmRequest).user!.workspace_id;
    const { id } = await stored(this.db.one(insertImportFile(workspaceId)));
    this.deleteUnclaimedWhenOver(reply, id);
    const hash = createHash('sha256');
    // One buffer for every part: each is sent (and copied by the driver) before the next fills it.
    const part = Buffer.allocUnsafe(FILE_PART_BYTES);
    let filled = 0;
    let partNumber = 0;
    const flush = async () => {
      const written = await stored(
        this.db.exec(insertImportFilePart(id, partNumber++, part.subarray(0, filled))),
      );
      // Swept: no part came for an hour (each part stamps the file, so an upload still arriving
      // is never swept however long it takes).
      if (written === 0) throw new UploadGoneProblem(UPLOAD_STALLED_DETAIL);
      filled = 0;
    };
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (file.truncated) throw new Problem(413, FILE_TOO_LARGE_DETAIL, 'payload_too_large');
      hash.update(chunk);
      // A chunk may be of any size (a whole body, from a proxy that buffers): parts stay 1 MiB.
      for (let at = 0; at < chunk.length;) {
        const copied = chunk.copy(part, filled, at);
        filled += copied;
        at += copied;
        if (filled === FILE_PART_BYTES) await flush();
      }
    }
    if (file.truncated) throw new Problem(413, FILE_TOO_LARGE_DETAIL, 'payload_too_large');
    if (filled > 0) await flush();
    return { id, sha256: hash.digest('base64url') };
  }

  /**
   * Deletes the file once the response is over (sent, or its client gone) unless an import
   * claimed it. An import recorded meanwhile is decided by the file's row lock: the claim or the
   * deletion, never both.
   */
  private deleteUnclaimedWhenOver(reply: FastifyReply, fileId: string): void {
    const release = () => {
      this.db.exec(deleteUnclaimedImportFiles(fileId)).catch((error: unknown) => {
        // A later request's sweep deletes it an hour after its last part.
        this.logger.warn(`could not delete unclaimed import file ${fileId}: ${String(error)}`);
      });
    };
    if (reply.raw.destroyed) release();
    else reply.raw.once('close', release);
  }
}

/** A failure to store the upload: the server's (5xx), not the body's. */
class UploadStorageError extends Error {
  constructor(readonly failure: unknown) {
    super('could not store the upload', { cause: failure });
  }
}

function stored<T>(write: Promise<T>): Promise<T> {
  return write.catch((error: unknown) => {
    throw new UploadStorageError(error);
  });
}

/**
 * The problem an error of reading the upload is: the parser's and the plugin's errors are the
 * body's (4xx); a failure to store it is the server's, passed on as it was.
 */
function asProblem(error: unknown): unknown {
  if (error instanceof Problem) return error;
  if (error instanceof UploadStorageError) return error.failure;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new Problem(413, FILE_TOO_LARGE_DETAIL, 'payload_too_large');
  if (code === 'FST_FILES_LIMIT') return ValidationProblem.of('file', 'send one file');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return ValidationProblem.of('body', 'too many form fields');
  }
  const status = (error as { statusCode?: number }).statusCode;
  // busboy's errors (a body cut short, a malformed part header) are plain errors, with no status.
  const parserError = status === undefined && (error as Error).constructor === Error;
  if (parserError || (status !== undefined && status >= 400 && status < 500)) {
    return new Problem(
      400,
      `The multipart body is malformed: ${(error as Error).message}`,
      'bad_request',
    );
  }
  return error;
}

const UploadBody = createParamDecorator((_: unknown, ctx: ExecutionContext) => ({
  request: ctx.switchToHttp().getRequest<FastifyRequest>(),
  reply: ctx.switchToHttp().getResponse<FastifyReply>(),
}));

/** Reads the upload, checks the fields as a body (the same pipe, rules and messages) and requires the file. */
@Injectable()
export class ImportUploadPipe implements PipeTransform<
  { request: FastifyRequest; reply: FastifyReply },
  Promise<ImportUpload>
> {
  constructor(private readonly uploads: ImportUploads) {}

  async transform(value: { request: FastifyRequest; reply: FastifyReply }): Promise<ImportUpload> {
    const upload = await this.uploads.read(value.request, value.reply);
    const options = await validateAsBody(CreateImportFieldsDto, upload.fields);
    if (!upload.file) throw ValidationProblem.of('file', 'file is required');
    return { file: upload.file, options };
  }
}

/** The checked multipart upload of an import. */
export const ImportUploadBody = () => UploadBody(ImportUploadPipe);
