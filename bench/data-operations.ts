import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { send } from './processes.js';

/** One data operation's throughput: rows, the seconds they took and rows a second. */
export interface RowsRate {
  rows: number;
  seconds: number;
  rows_per_second: number;
}

export interface DataOperationsReport {
  /** `GET /contacts/export` of every real contact of the large workspace, one request. */
  export: RowsRate | null;
  /** `POST /imports` of new contacts to the large workspace, upload to the job's end. */
  import: (RowsRate & { status: string }) | null;
  /** Why a measurement is missing: its error and the server's last lines of output. */
  failure?: string;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Streams the large workspace's export once and counts its rows as they arrive (never holding
 * the file): the rate a client reading as fast as it can gets.
 */
export function measureExport(serviceUrl: string, token: string): Promise<RowsRate> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${serviceUrl}/contacts/export`,
      { headers: { authorization: token }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`export: ${response.statusCode}`));
          response.resume();
          return;
        }
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        response.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          // The header line is not a contact (the bench's data holds no line breaks in cells).
          const rows = lines - 1;
          resolve({
            rows,
            seconds: round(seconds, 2),
            rows_per_second: Math.round(rows / seconds),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Uploads a CSV of `rows` new contacts to an instance that works the job queue itself and polls
 * the import until it ends: the rate from the upload to the last row written.
 */
export async function measureImport(
  workerUrl: string,
  token: string,
  rows: number,
): Promise<NonNullable<DataOperationsReport['import']>> {
  const tag = randomBytes(4).toString('hex');
  const lines = ['First name,Last name,Email,Company,Title,Value,Tags'];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `Person${i},Import,import-${tag}-${i}@bench.example,Company ${i % 500},Buyer,${i},a|b`,
    );
  }
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')]), 'bench.csv');
  form.append(
    'mapping',
    JSON.stringify({
      'First name': 'first_name',
      'Last name': 'last_name',
      Email: 'email',
      Company: 'company',
      Title: 'title',
      Value: 'value_cents',
      Tags: 'tags',
    }),
  );
  const started = performance.now();
  const upload = await fetch(`${workerUrl}/imports`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  if (upload.status !== 202)
    throw new Error(`import upload: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await send('GET', `${workerUrl}/imports/${id}`, { authorization: token });
    const state = JSON.parse(res.body) as { status: string; counts: { created: number } };
    if (state.status === 'queued' || state.status === 'running') continue;
    const seconds = (performance.now() - started) / 1000;
    return {
      rows: state.counts.created,
      seconds: round(seconds, 2),
      rows_per_second: Math.round(state.counts.created / seconds),
      status: state.status,
    };
  }
}
