import { DEFAULT_PAGE_SIZE } from '../src/core/pagination/pagination.js';
import type { Statement } from '../src/database/statement.js';
import { BOARD_DEFAULT_PER_STAGE } from '../src/modules/board/board.rules.js';
import { boardCards } from '../src/modules/board/board.queries.js';
import {
  contactQueryPage,
  dormantContactPage,
} from '../src/modules/contacts/query/contact-query.queries.js';
import { builtInField } from '../src/modules/contacts/query/contact-query.fields.js';
import { allOf, type ContactQuery } from '../src/modules/contacts/query/contact-query.tree.js';
import { contactCount } from '../src/modules/contacts/query/contact-conditions.queries.js';

import { stageEntries } from '../src/modules/reports/reports.queries.js';
import { stageTotals } from '../src/modules/contacts/contact-lookups.queries.js';
import { dormancySpec } from '../src/modules/contacts/dormancy.js';
import { presentedCustomOf } from '../src/modules/contacts/custom-values.js';
import { agendaWindow } from '../src/modules/followups/agenda.js';
import { agendaQuery } from '../src/modules/followups/agenda.queries.js';
import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_DEFAULT_LIMIT,
} from '../src/modules/followups/followups.rules.js';
import { resolveRange } from '../src/modules/reports/report-range.js';
import {
  forecastBounds,
  forecastStatement,
  velocityStatement,
  winRateStatement,
} from '../src/modules/reports/deal-reports.js';
import { DEFAULT_PIPELINE_KEY, stagesOfPipeline } from '../src/tenancy/stages.js';
import { REPORT_LIMITS } from '../src/modules/reports/reports.rules.js';
import { identityByEmail } from '../src/tenancy/tenancy.queries.js';
import { countFilter, listQuery, searchQuery } from './baseline/contact-query.js';
import { readingOf } from './baseline/deal-reports.js';
import type { Scope } from './baseline/scope.js';
import { withClient } from './database.js';
import { MEMBER_EMAILS, SEARCH_TERM } from './dataset.js';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import { FILTERABLE_FIELD } from './custom-field-set.js';
import {
  COUNT_PARAMS,
  CUSTOM_FIELD_LIST_PARAMS,
  daysAgo,
  FILTERED_LIST_PARAMS,
  inTheTrash,
  SCENARIOS,
  SEARCH_BODY,
} from './scenarios.js';
import { SECOND_PIPELINE } from './seed-deals.js';

/** The first page of the list, newest first, of the contacts `where` matches. */
const listPage = (scope: Scope, where = allOf()) =>
  contactQueryPage(scope, {
    query: { where, sort: [] },
    after: null,
    limit: DEFAULT_PAGE_SIZE,
    custom: presentedCustomOf(scope.workspace),
  });

/** The workspaces a plan is explained for: the large one, its custom-field and trash twins. */
export type ExplainedWorkspace = 'large' | 'customFields' | 'trash';

export interface ExplainedQuery {
  name: string;
  /** The scenario of the route that sends it (a missing route is reported as such). */
  scenario: string;
  /** Whose statement it is: the large workspace's unless said. */
  workspace?: ExplainedWorkspace;
  /** The statement as the route builds it, with the service's builder. */
  statement: (scope: Scope, now: Date) => Statement<unknown>;
  /** An index the plan must read: the one the route depends on to stay fast at scale. */
  index?: string;
  /**
   * Explained only in a run that measures its scenario: a trash plan is read beside its
   * scenario's figures, and elsewhere would only repeat the large workspace's plan and checks.
   */
  onlyWithItsScenario?: true;
}

/** The board's first cards of one pipeline's stages, unfiltered. */
const pipelineCards = (scope: Scope, pipeline: string) =>
  boardCards(scope, {
    stages: stagesOfPipeline(scope.workspace.stages, pipeline).map((s) => s.key),
    perStage: BOARD_DEFAULT_PER_STAGE,
    where: allOf(),
  });

/** The first page of a contact query, as the route sends it (`bench/baseline/contact-query.ts`). */
const firstPage = (scope: Scope, query: ContactQuery, limit: number | string) =>
  contactQueryPage(scope, {
    query,
    after: null,
    limit: Number(limit),
    custom: presentedCustomOf(scope.workspace),
  });

/**
 * The read statements whose plans the report shows, built for the large workspace (or its
 * custom-field twin) with the routes' default parameters, or the scenario's.
 */
const ROUTE_PLANS: ExplainedQuery[] = [
  {
    // Every authenticated request sends it (the guards' identity look-up).
    name: 'identity look-up',
    scenario: 'GET /me',
    statement: () => identityByEmail(MEMBER_EMAILS[0]),
  },
  {
    name: 'contact list',
    scenario: 'GET /contacts?limit=50',
    statement: (scope) => listPage(scope),
  },
  {
    name: 'contact list, 20 custom fields',
    scenario: 'GET /contacts?limit=50, 20 custom fields',
    workspace: 'customFields',
    statement: (scope) => listPage(scope),
  },
  {
    name: 'dormant list',
    scenario: 'GET /contacts/dormant',
    statement: (scope, now) =>
      dormantContactPage(scope, {
        dormancy: dormancySpec(scope.workspace, now),
        where: allOf(),
        after: null,
        limit: DEFAULT_PAGE_SIZE,
      }),
  },
  {
    name: 'contact search',
    scenario: `GET /contacts?q=${SEARCH_TERM}`,
    statement: (scope) =>
      listPage(scope, allOf({ field: builtInField('q'), op: 'contains', values: [SEARCH_TERM] })),
    // A rare term: walking the newest-first index instead filters ~20,000 contacts.
    index: 'contacts_search_trgm',
  },
  {
    name: 'filtered list, 3 conditions by value',
    scenario: 'GET /contacts, 3 filters sorted by -value_cents',
    statement: (scope, now) =>
      firstPage(scope, listQuery(scope, FILTERED_LIST_PARAMS, now), FILTERED_LIST_PARAMS.limit),
  },
  {
    name: `list filtered and sorted on custom.${FILTERABLE_FIELD}`,
    scenario: `GET /contacts, filter and sort on custom.${FILTERABLE_FIELD}`,
    workspace: 'customFields',
    statement: (scope, now) =>
      firstPage(
        scope,
        listQuery(scope, CUSTOM_FIELD_LIST_PARAMS, now),
        CUSTOM_FIELD_LIST_PARAMS.limit,
      ),
    // The field's entries in its order: walking the contacts instead reads every one with a value.
    index: 'contact_field_values_num_idx',
  },
  {
    name: 'search, OR of two groups',
    scenario: 'POST /contacts/search, OR of two groups',
    statement: (scope, now) =>
      firstPage(scope, searchQuery(scope, SEARCH_BODY, now), SEARCH_BODY.limit),
  },
  {
    name: 'count, 2 filters',
    scenario: 'GET /contacts/count, 2 filters',
    statement: (scope, now) => contactCount(scope, countFilter(scope, COUNT_PARAMS, now)),
  },
  { name: 'board totals', scenario: 'GET /board', statement: (scope) => stageTotals(scope) },
  {
    name: 'board cards',
    scenario: 'GET /board',
    statement: (scope) => pipelineCards(scope, DEFAULT_PIPELINE_KEY),
  },
  {
    name: 'board cards, second pipeline',
    scenario: `GET /board?pipeline=${SECOND_PIPELINE.key}`,
    statement: (scope) => pipelineCards(scope, SECOND_PIPELINE.key),
  },
  {
    name: 'agenda',
    scenario: 'GET /agenda',
    statement: (scope, now) =>
      agendaQuery(
        { workspaceId: scope.workspace.id, demo: scope.demo },
        agendaWindow(now, scope.workspace.timezone, AGENDA_DEFAULT_DAYS),
        AGENDA_DEFAULT_LIMIT,
      ),
  },
  {
    name: 'pipeline report totals',
    scenario: 'GET /reports/pipeline',
    statement: (scope) => stageTotals(scope),
  },
  {
    name: 'pipeline report entries',
    scenario: 'GET /reports/pipeline',
    statement: (scope, now) =>
      stageEntries(
        scope,
        resolveRange({}, now, scope.workspace.timezone, REPORT_LIMITS),
        scope.workspace.stages,
      ),
    index: 'stage_moves_report_idx',
  },
  {
    name: 'forecast',
    scenario: 'GET /reports/forecast',
    statement: (scope, now) =>
      forecastStatement(
        scope,
        readingOf(scope, {}, forecastBounds({}, now, scope.workspace.timezone), now),
      )!,
    index: 'contacts_close_date_idx',
  },
  {
    name: 'win rate, last 30 days',
    scenario: 'GET /reports/win-rate, last 30 days',
    statement: (scope, now) =>
      winRateStatement(scope, readingOf(scope, {}, { from: daysAgo(29, now) }, now), 'month')!,
    index: 'contacts_closed_idx',
  },
  {
    name: 'velocity',
    scenario: 'GET /reports/velocity',
    statement: (scope, now) =>
      velocityStatement(scope, readingOf(scope, { pipeline: DEFAULT_PIPELINE_KEY }, {}, now)),
    index: 'stage_moves_report_idx',
  },
];

const TRASH_SCENARIOS = new Set(SCENARIOS.filter((s) => s.trash).map((s) => s.name));

/**
 * The large workspace's plans of the reads measured in the trash workspace, explained there too:
 * the same statements and checks, so what a tenth of the rows in the trash changes in a plan
 * (buffers, the index it walks) shows beside the plain one.
 */
const TRASH_PLANS: ExplainedQuery[] = ROUTE_PLANS.filter(
  (query) => query.workspace === undefined && TRASH_SCENARIOS.has(inTheTrash(query.scenario)),
).map((query) => ({
  ...query,
  name: inTheTrash(query.name),
  scenario: inTheTrash(query.scenario),
  workspace: 'trash',
  onlyWithItsScenario: true,
}));

/** Every plan the report may show; a run explains those of `plansOfRun`. */
export const EXPLAINED_QUERIES: ExplainedQuery[] = [...ROUTE_PLANS, ...TRASH_PLANS];

/** The plans a run explains, given the names of the scenarios it measures. */
export function plansOfRun(runScenarios: ReadonlySet<string>): ExplainedQuery[] {
  return EXPLAINED_QUERIES.filter(
    (query) => !query.onlyWithItsScenario || runScenarios.has(query.scenario),
  );
}

/** Tables that must never be read by a sequential scan in a list or report plan. */
const WATCHED_TABLES = [
  STORED_TABLES.contacts,
  STORED_TABLES.interactions,
  STORED_TABLES.followups,
  STORED_TABLES.stage_moves,
  'contact_field_values',
];

export interface PlanReport {
  name: string;
  scenario: string;
  status: 'explained' | 'missing route';
  execution_ms: number | null;
  seq_scans: string[];
  /** The index the plan must read (ExplainedQuery.index), and whether it does. */
  expected_index: string | null;
  reads_expected_index: boolean | null;
  plan: string[];
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the run's queries (`plansOfRun`), each for its workspace. Each
 * runs twice and the second, warm run is kept: the load measures a warm cache too.
 */
export async function explainQueries(
  url: string,
  scopes: Readonly<Record<ExplainedWorkspace, Scope>>,
  runScenarios: ReadonlySet<string>,
  missingScenarios: ReadonlySet<string>,
): Promise<PlanReport[]> {
  return withClient(url, async (client) => {
    const reports: PlanReport[] = [];
    for (const query of plansOfRun(runScenarios)) {
      const base = {
        name: query.name,
        scenario: query.scenario,
        execution_ms: null,
        seq_scans: [],
        expected_index: query.index ?? null,
        reads_expected_index: null,
      };
      if (missingScenarios.has(query.scenario)) {
        reports.push({ ...base, status: 'missing route', plan: [] });
        continue;
      }
      const statement = query.statement(scopes[query.workspace ?? 'large'], new Date());
      const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
      await client.query(explain, [...statement.values]);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(explain, [...statement.values]);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const executionMs = Number(
        /Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN,
      );
      const seqScans = plan
        .map((line) => /Seq Scan on (\w+)/.exec(line)?.[1])
        .filter((table): table is string => table !== undefined && WATCHED_TABLES.includes(table));
      reports.push({
        ...base,
        status: 'explained',
        execution_ms: executionMs,
        seq_scans: seqScans,
        reads_expected_index: query.index
          ? plan.some((line) => new RegExp(`(?:on|using) ${query.index}\\b`).test(line))
          : null,
        plan,
      });
    }
    return reports;
  });
}
