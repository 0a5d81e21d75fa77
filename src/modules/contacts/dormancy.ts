import { DAY_MS } from '../../calendar/calendar.js';
import { asUtc } from '../../core/http/utc.js';
import type { Stage } from '../../tenancy/stages.js';

/** What a workspace says of dormancy: the specification's threshold and the options on top. */
export interface DormancySettings {
  readonly dormancy_days: number;
  readonly stages: readonly Stage[];
  readonly dormancy_ignores_closed?: boolean;
  readonly dormancy_respects_plans?: boolean;
}

/** What the rule reads of a contact. */
export interface DormancyFacts {
  readonly stage: string;
  readonly last_activity_at: Date | string;
  readonly snoozed_until?: string | null;
  readonly next_followup_at?: string | null;
}

/**
 * The rule as SQL writes it (`dormancyCondition`): the cutoff of the workspace's threshold, the
 * stages with a threshold of their own and theirs, the stages never dormant, and whether a later
 * follow-up counts.
 */
export interface DormancySpec {
  readonly now: Date;
  readonly cutoff: Date;
  readonly stageCutoffs: readonly { readonly stages: readonly string[]; readonly cutoff: Date }[];
  readonly never: readonly string[];
  readonly plans: boolean;
}

/**
 * The dormancy rule, in one place. The specification's rule is the default: a contact is dormant
 * when it has had no activity for at least `dormancy_days` whole days (24-hour periods):
 * last_activity_at <= now - threshold days. On top of it, each off until the workspace turns it
 * on: a stage's `rotting_days` is the threshold of its contacts; with `dormancy_ignores_closed`
 * a won or lost stage without rotting days is never dormant; with `dormancy_respects_plans` a
 * contact whose earliest open follow-up is due later is not dormant until it is overdue. A snoozed
 * contact is not dormant until its snooze ends. Computed at read time, never stored; the SQL of
 * the dormant list and `filter[dormant]` is written from `spec` (contact-conditions.queries.ts),
 * so both agree with `isDormant`. One instance serves a whole response.
 */
export class DormancyRule {
  private readonly nowMs: number;
  private readonly thresholds: ReadonlyMap<string, number | null>;

  constructor(
    now: Date,
    private readonly settings: DormancySettings,
  ) {
    this.nowMs = now.getTime();
    this.thresholds = new Map(settings.stages.map((s) => [s.key, stageThreshold(settings, s)]));
  }

  /** Days without activity after which a contact in `stage` is dormant; null: never. */
  thresholdOf(stage: string): number | null {
    const threshold = this.thresholds.get(stage);
    return threshold === undefined ? this.settings.dormancy_days : threshold;
  }

  isDormant(contact: DormancyFacts): boolean {
    const threshold = this.thresholdOf(contact.stage);
    if (threshold === null) return false;
    if (contact.snoozed_until && asUtc(contact.snoozed_until).getTime() > this.nowMs) return false;
    if (
      this.settings.dormancy_respects_plans === true &&
      contact.next_followup_at &&
      asUtc(contact.next_followup_at).getTime() > this.nowMs
    ) {
      return false;
    }
    return asUtc(contact.last_activity_at).getTime() <= this.cutoffMs(threshold);
  }

  /** Whole days since the last activity; 0 for activity in the last 24 hours or in the future. */
  daysInactive(lastActivityAt: Date | string): number {
    return Math.max(0, Math.floor((this.nowMs - asUtc(lastActivityAt).getTime()) / DAY_MS));
  }

  get spec(): DormancySpec {
    const groups = new Map<number, string[]>();
    const never: string[] = [];
    for (const [stage, threshold] of this.thresholds) {
      if (threshold === null) never.push(stage);
      else if (threshold !== this.settings.dormancy_days) {
        groups.set(threshold, [...(groups.get(threshold) ?? []), stage]);
      }
    }
    return {
      now: new Date(this.nowMs),
      cutoff: new Date(this.cutoffMs(this.settings.dormancy_days)),
      stageCutoffs: [...groups].map(([days, stages]) => ({
        stages,
        cutoff: new Date(this.cutoffMs(days)),
      })),
      never,
      plans: this.settings.dormancy_respects_plans === true,
    };
  }

  private cutoffMs(days: number): number {
    return this.nowMs - days * DAY_MS;
  }
}

function stageThreshold(settings: DormancySettings, stage: Stage): number | null {
  if (stage.rotting_days !== null) return stage.rotting_days;
  return settings.dormancy_ignores_closed === true && stage.kind !== 'open'
    ? null
    : settings.dormancy_days;
}

/** Whether a contact is dormant by the specification's rule alone (`dormancy_days`). */
export function isDormant(
  lastActivityAt: Date | string,
  now: Date,
  thresholdDays: number,
): boolean {
  return asUtc(lastActivityAt).getTime() <= now.getTime() - thresholdDays * DAY_MS;
}

export function daysInactive(lastActivityAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - asUtc(lastActivityAt).getTime()) / DAY_MS));
}

/** The rule of a workspace as of `now`, as SQL writes it. */
export function dormancySpec(settings: DormancySettings, now: Date): DormancySpec {
  return new DormancyRule(now, settings).spec;
}
