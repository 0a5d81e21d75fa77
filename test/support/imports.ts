import { setTimeout as sleep } from 'node:timers/promises';
import { bearer, type TestApp } from './test-app.js';

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: string | Buffer,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  if (file !== undefined) form.append('file', new Blob([file]), 'contacts.csv');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** POST /imports as `as`, with a file and the form fields. */
export async function postImport(
  t: TestApp,
  as: string,
  fields: Record<string, string>,
  file?: string | Buffer,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await multipartBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/imports',
    headers: { ...bearer(as), 'content-type': contentType, ...headers },
    payload,
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** GET /imports/{id} until the import is over (or `until` says so); answers the last body. */
export async function waitForImport(
  t: TestApp,
  as: string,
  id: string,
  until: (body: Record<string, unknown>) => boolean = (b) =>
    !['queued', 'running'].includes(b.status as string),
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/imports/${id}`, headers: bearer(as) });
    const body = res.json();
    // A 503 says "busy, retry" (a busy machine's pool wait), as a polling client would read it.
    if (res.statusCode !== 503 && until(body)) return body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${JSON.stringify(body)}`);
    await sleep(100);
  }
}

/** A CSV text from rows of cells, CRLF or LF, quoting where needed. */
export function csv(
  rows: (string | number)[][],
  options: { eol?: string; delimiter?: string } = {},
) {
  const delimiter = options.delimiter ?? ',';
  return rows
    .map((row) =>
      row
        .map(String)
        .map((cell) =>
          cell.includes(delimiter) || cell.includes('"') || /[\r\n]/.test(cell)
            ? `"${cell.replace(/"/g, '""')}"`
            : cell,
        )
        .join(delimiter),
    )
    .join(options.eol ?? '\n');
}

/** The uploaded files the workspace has in the database, and their parts. */
export async function storedFiles(t: TestApp, workspaceId: string, only = 'true') {
  const [row] = await t.db.query<{ files: number; parts: number }[]>(
    `SELECT count(DISTINCT f.id)::int AS files, count(p.part)::int AS parts
       FROM import_files f LEFT JOIN import_file_parts p ON p.file_id = f.id
      WHERE f.workspace_id = $1 AND ${only}`,
    [workspaceId],
  );
  return row;
}

/**
 * The workspace's unclaimed files (no import took them) once none is left, or the last count
 * after `timeoutMs`: a request deletes its unclaimed file just after its response has ended.
 */
export async function whenNoUnclaimedFile(t: TestApp, workspaceId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await storedFiles(t, workspaceId, 'f.claimed_at IS NULL');
    if (stored.files === 0 || Date.now() > deadline) return stored;
    await sleep(50);
  }
}
