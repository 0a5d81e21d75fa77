import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import type { IdentityRow } from '../src/tenancy/tenancy.queries.js';
import { scopeOf } from './baseline/scope.js';
import { scenarioList, wanted } from './config.js';
import { TRASH_WORKSPACE_ID } from './dataset.js';
import { EXPLAINED_QUERIES, type ExplainedQuery, plansOfRun } from './explain.js';
import { inTheTrash, SCENARIOS } from './scenarios.js';

const TRASH_PLANS = [
  'contact list',
  'dormant list',
  'contact search',
  'board totals',
  'board cards',
].map(inTheTrash);

const names = (plans: ExplainedQuery[]) => plans.map((q) => q.name);
/** The scenarios of a run given `BENCH_SCENARIOS`, matched as bench/run.ts matches them. */
const runOf = (...only: string[]) =>
  new Set(SCENARIOS.filter((s) => wanted(s.name, only)).map((s) => s.name));

describe('the explained plans', () => {
  it('name a scenario each, so a missing route or a run without it is told apart', () => {
    const scenarios = new Set(SCENARIOS.map((s) => s.name));
    expect(names(EXPLAINED_QUERIES.filter((q) => !scenarios.has(q.scenario)))).toEqual([]);
    expect(new Set(names(EXPLAINED_QUERIES)).size).toBe(EXPLAINED_QUERIES.length);
  });

  it("explain the trash scenarios' reads in the trash workspace, as their twins in the large one", () => {
    const trashed = EXPLAINED_QUERIES.filter((q) => q.workspace === 'trash');
    expect(names(trashed)).toEqual(TRASH_PLANS);
    const scope = scopeOf({
      user_id: '6f1c2a3e-8b4d-4c5e-9f60-7a8b9c0d1e2f',
      workspace_id: TRASH_WORKSPACE_ID,
      is_premium: true,
      dormancy_days: 14,
      timezone: 'UTC',
      stages: DEFAULT_STAGES,
    } as IdentityRow);
    const now = new Date('2026-11-28T12:00:00.000Z');
    for (const query of trashed) {
      const twin = EXPLAINED_QUERIES.find((q) => inTheTrash(q.name) === query.name)!;
      expect(twin.workspace).toBeUndefined();
      expect(query.scenario).toBe(inTheTrash(twin.scenario));
      expect(SCENARIOS.find((s) => s.name === query.scenario)?.trash).toBe(true);
      expect(query.index).toBe(twin.index);
      expect(query.statement).toBe(twin.statement);
      expect(query.statement(scope, now).values).toContain(TRASH_WORKSPACE_ID);
    }
  });

  it('explain the trash workspace only in a run that measures its scenarios', () => {
    const trashRun = plansOfRun(runOf('a tenth in the trash'));
    expect(names(trashRun)).toEqual(expect.arrayContaining(TRASH_PLANS));
    expect(trashRun).toHaveLength(EXPLAINED_QUERIES.length);
    const boardRun = names(plansOfRun(runOf('GET /board')));
    expect(boardRun).toContain('board cards, a tenth in the trash');
    expect(boardRun).not.toContain('contact list, a tenth in the trash');
    expect(names(plansOfRun(new Set()))).toEqual(
      names(EXPLAINED_QUERIES.filter((q) => q.workspace !== 'trash')),
    );
  });
});

describe('BENCH_SCENARIOS', () => {
  const runOfSetting = (value: string) => runOf(...scenarioList(value));

  it('takes a part of a name, or after = a whole one, at each comma not followed by a space', () => {
    expect([...runOfSetting('GET /board')]).toEqual(
      expect.arrayContaining(['GET /board', 'GET /board, group visibility']),
    );
    expect([...runOfSetting('=GET /board')]).toEqual(['GET /board']);
    expect([...runOfSetting('=GET /board, group visibility,=GET /me')]).toEqual([
      'GET /me',
      'GET /board, group visibility',
    ]);
    expect([...runOfSetting('=GET /board, group')]).toEqual([]);
    expect(runOfSetting('').size).toBe(SCENARIOS.length);
  });
});
