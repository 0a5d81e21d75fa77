import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '../../calendar/calendar.js';
import { DEFAULT_WORKSPACE_STAGES, type Stage } from '../../tenancy/stages.js';
import { daysInactive, DormancyRule, isDormant } from './dormancy.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const later = new Date(now.getTime() + DAY_MS).toISOString();
const earlier = new Date(now.getTime() - 1).toISOString();

describe('dormancy', () => {
  it('is dormant at exactly the threshold and not a millisecond before', () => {
    expect(isDormant(new Date(now.getTime() - 14 * DAY_MS), now, 14)).toBe(true);
    expect(isDormant(new Date(now.getTime() - 14 * DAY_MS + 1), now, 14)).toBe(false);
  });

  it('reads a stored value without a zone as UTC before comparing', () => {
    // 14 days before `now` in UTC; read as local time it would be off by the machine's offset.
    expect(isDormant('2026-11-08 12:00:00', now, 14)).toBe(true);
    expect(isDormant('2026-11-08T12:00:01', now, 14)).toBe(false);
  });

  it('counts whole days of inactivity and never a negative number', () => {
    expect(daysInactive(new Date(now.getTime() - 3 * DAY_MS - 5), now)).toBe(3);
    expect(daysInactive(new Date(now.getTime() + DAY_MS), now)).toBe(0);
  });
});

describe('DormancyRule', () => {
  const stages: Stage[] = DEFAULT_WORKSPACE_STAGES.map((s) =>
    s.key === 'proposal' ? { ...s, rotting_days: 3 } : s,
  );
  const contact = (stage: string, days: number, more: object = {}) => ({
    stage,
    last_activity_at: ago(days),
    ...more,
  });

  it('is the specification rule when every option is off', () => {
    const rule = new DormancyRule(now, { dormancy_days: 14, stages: DEFAULT_WORKSPACE_STAGES });
    expect(rule.isDormant(contact('won', 14))).toBe(true);
    expect(rule.isDormant(contact('lead', 13))).toBe(false);
    expect(rule.isDormant(contact('lead', 20, { next_followup_at: later }))).toBe(true);
    expect(rule.thresholdOf('lost')).toBe(14);
    expect(rule.spec).toEqual({
      now,
      cutoff: new Date(ago(14)),
      stageCutoffs: [],
      never: [],
      plans: false,
    });
  });

  it("takes a stage's rotting days, never for a closed stage when asked, and plans when asked", () => {
    const rule = new DormancyRule(now, {
      dormancy_days: 14,
      stages,
      dormancy_ignores_closed: true,
      dormancy_respects_plans: true,
    });
    expect(rule.thresholdOf('proposal')).toBe(3);
    expect(rule.isDormant(contact('proposal', 3))).toBe(true);
    expect(rule.isDormant(contact('lead', 3))).toBe(false);
    expect(rule.thresholdOf('won')).toBeNull();
    expect(rule.isDormant(contact('won', 400))).toBe(false);
    expect(rule.isDormant(contact('lead', 20, { next_followup_at: later }))).toBe(false);
    expect(rule.isDormant(contact('lead', 20, { next_followup_at: earlier }))).toBe(true);
    expect(rule.spec).toEqual({
      now,
      cutoff: new Date(ago(14)),
      stageCutoffs: [{ stages: ['proposal'], cutoff: new Date(ago(3)) }],
      never: ['won', 'lost'],
      plans: true,
    });
  });

  it('keeps a snoozed contact off until the snooze ends', () => {
    const rule = new DormancyRule(now, { dormancy_days: 14, stages });
    expect(rule.isDormant(contact('lead', 30, { snoozed_until: later }))).toBe(false);
    expect(rule.isDormant(contact('lead', 30, { snoozed_until: earlier }))).toBe(true);
  });
});
