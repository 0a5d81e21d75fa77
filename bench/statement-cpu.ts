import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { CustomFieldDefinition } from '../src/tenancy/custom-field-definition.js';
import {
  type IdentityRow,
  identityByEmail,
  workspaceCustomFields,
} from '../src/tenancy/tenancy.queries.js';
import { type Scope, scopeOf } from './baseline/scope.js';
import { CUSTOM_FIELDS_MEMBER_EMAILS, MEMBER_EMAILS, TRASH_MEMBER_EMAILS } from './dataset.js';
import { EXPLAINED_QUERIES, type ExplainedWorkspace } from './explain.js';

/*
 * PostgreSQL's CPU for one statement of the report's plans (`EXPLAINED_QUERIES`), without the
 * load: each statement sent one after another on one connection, N times after a warm-up, the
 * backend's CPU read from /proc (the server must run on this machine). A concurrent load shares
 * the cores with the servers, the load generator and whatever else runs, and its PostgreSQL CPU a
 * request moves with them; this figure moves far less, so it tells whether a statement's own cost
 * grows from one data set to another. Rounds alternate the databases.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node dist-bench/bench/statement-cpu.js <database> [<database> ...]
 *
 * STATEMENT_CPU_QUERIES: comma-separated parts of plan names (all by default);
 * STATEMENT_CPU_RUNS (300) and STATEMENT_CPU_ROUNDS (2).
 */

const runs = Number(process.env.STATEMENT_CPU_RUNS ?? 300);
const rounds = Number(process.env.STATEMENT_CPU_ROUNDS ?? 2);
const only = (process.env.STATEMENT_CPU_QUERIES ?? '').split(',').filter(Boolean);
const WARM_UP = 30;
const CLOCK_TICKS = 100;

/** User and system CPU seconds of a process. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function scopeOfMember(client: pg.Client, email: string): Promise<Scope> {
  const lookup = identityByEmail(email);
  const row = (await client.query<IdentityRow>(lookup.text, [...lookup.values])).rows[0];
  const scope = scopeOf(row);
  const fields = workspaceCustomFields(row.workspace_id);
  const defined = await client.query<{ fields: CustomFieldDefinition[] }>(fields.text, [
    ...fields.values,
  ]);
  scope.workspace.custom_fields = defined.rows[0].fields;
  return scope;
}

/** Milliseconds of backend CPU a run of each statement, on one database. */
async function measure(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-statement-cpu' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const scopes: Record<ExplainedWorkspace, Scope> = {
      large: await scopeOfMember(client, MEMBER_EMAILS[0]),
      customFields: await scopeOfMember(client, CUSTOM_FIELDS_MEMBER_EMAILS[0]),
      trash: await scopeOfMember(client, TRASH_MEMBER_EMAILS[0]),
    };
    const figures = new Map<string, number>();
    for (const query of EXPLAINED_QUERIES) {
      if (only.length > 0 && !only.some((part) => query.name.includes(part))) continue;
      const statement = query.statement(scopes[query.workspace ?? 'large'], new Date());
      const send = () => client.query(statement.text, [...statement.values]);
      for (let i = 0; i < WARM_UP; i++) await send();
      const before = cpuSeconds(rows[0].pid);
      for (let i = 0; i < runs; i++) await send();
      figures.set(query.name, ((cpuSeconds(rows[0].pid) - before) * 1000) / runs);
    }
    return figures;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  const databases = process.argv.slice(2);
  if (!server || databases.length === 0) {
    throw new Error('usage: DATABASE_URL=<server> node statement-cpu.js <database> ...');
  }
  const started = performance.now();
  const results = new Map<string, string[]>();
  for (let round = 0; round < rounds; round++) {
    for (const database of databases) {
      const url = new URL(server);
      url.pathname = `/${database}`;
      for (const [name, ms] of await measure(url.toString())) {
        const key = `${name} | ${database}`;
        results.set(key, [...(results.get(key) ?? []), ms.toFixed(2)]);
      }
    }
  }
  console.log(`PostgreSQL CPU ms a statement, ${runs} runs a round, rounds in order:`);
  for (const [key, figures] of results) console.log(`  ${key}: ${figures.join(', ')}`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
