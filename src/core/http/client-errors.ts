import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Problem } from './problem.js';
import { problemBody } from './problem-details.filter.js';

/**
 * What Node's HTTP parser refuses before a request exists, so before any hook or filter: headers
 * (the request line included) past `maxHeaderSize`, a request that did not arrive in time, bytes
 * that are not HTTP. Fastify answered them with a JSON body of its own shape, without `detail`
 * or `code`; they are problem details like every other refusal.
 */
const PARSER_PROBLEMS: Record<string, Problem> = {
  HPE_HEADER_OVERFLOW: new Problem(
    431,
    `The request line and headers are larger than ${maxHeaderSize / 1024} KiB`,
    'header_fields_too_large',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: new Problem(
    408,
    'The request was not received in time',
    'request_timeout',
  ),
};
const NOT_HTTP = new Problem(400, 'The request is not valid HTTP', 'malformed_request');

/**
 * Fastify's `clientErrorHandler`: the problem, then the connection closed, as Fastify's own
 * handler does (the parser cannot read on past such an error). A reset connection has nobody to
 * answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = (error.code !== undefined && PARSER_PROBLEMS[error.code]) || NOT_HTTP;
  const status = problem.getStatus();
  const body = JSON.stringify(problemBody(problem));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
