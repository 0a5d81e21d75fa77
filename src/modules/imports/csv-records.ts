import { CsvError, parse } from 'csv-parse';
import { pipeline, Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { detectDelimiter } from './imports.rules.js';

/** The file cannot be read as CSV: the job fails with this message. */
export class NotCsvError extends Error {}

/** The longest record the parser takes, in characters: a binary file fails fast, not slowly. */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * The records of a CSV file read chunk by chunk (the header first), parsed by csv-parse as they
 * come, so memory holds a few chunks and records whatever the file's size; the consumer's pace
 * sets the reading's (backpressure). UTF-8 with or without a byte order mark, comma or semicolon
 * (from the header line), quoted fields, LF or CRLF; blank lines are skipped. Text that is not
 * UTF-8, NUL bytes, no header, a quote left open or a row whose number of fields differs from the
 * header's throw NotCsvError with a message for the user.
 */
export async function* csvRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const text = decoded(chunks)[Symbol.asyncIterator]();
  let head = '';
  let header = headerLineOf(head);
  while (!header.ended && head.length < MAX_RECORD_CHARS) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
    header = headerLineOf(head);
  }
  const headerLine = header.line;
  if (headerLine.trim() === '') throw new NotCsvError('The file has no header row');
  const parser = parse({
    delimiter: detectDelimiter(headerLine),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  async function* all(): AsyncGenerator<string> {
    yield head;
    for (;;) {
      const next = await text.next();
      if (next.done) return;
      yield next.value;
    }
  }
  // One decoded chunk read ahead at most (Readable.from would buffer 16: most of a file).
  pipeline(Readable.from(all(), { highWaterMark: 1 }), parser, () => {
    // Errors reach the loop below through the parser, which the pipeline destroys with them.
  });
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield record;
  } catch (error) {
    if (error instanceof CsvError)
      throw new NotCsvError(`The file is not valid CSV: ${error.message}`);
    throw error;
  } finally {
    parser.destroy();
  }
}

/**
 * The header line at the start of `text`: its first line that is not blank (blank lines before
 * it are skipped, as the parser skips them), and whether its line break was read.
 */
function headerLineOf(text: string): { line: string; ended: boolean } {
  const [, line, end] = /^\uFEFF?(?:[^\S\r\n]*(?:\r\n|\n|\r))*([^\r\n]*)(\r\n|\n|\r)?/.exec(text)!;
  return { line, ended: end !== undefined && line.trim() !== '' };
}

/** The chunks as text, refusing what is not UTF-8 or holds NUL bytes (a binary file). */
async function* decoded(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  for await (const chunk of chunks) yield check(decode(decoder, chunk, true));
  yield check(decode(decoder, undefined, false));
}

function decode(decoder: TextDecoder, chunk: Buffer | undefined, stream: boolean): string {
  try {
    return decoder.decode(chunk, { stream });
  } catch {
    throw new NotCsvError('The file is not UTF-8 text; save the spreadsheet as CSV UTF-8');
  }
}

function check(text: string): string {
  if (text.includes('\0')) {
    throw new NotCsvError('The file is not text (it holds NUL bytes); upload a CSV file');
  }
  return text;
}
