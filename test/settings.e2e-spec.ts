import { beforeAll, describe, expect, it } from '@jest/globals';
import { lostReasonError } from '../src/modules/contacts/contacts.rules.js';
import { DEFAULT_STAGES, DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import {
  addMember,
  createContact,
  idleFor,
  lastActivityOf,
  signUp,
  type Member,
} from './support/factories.js';
import {
  lowestIdReadLast,
  releasedTogether,
  releasedTogetherAtContact,
} from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';

const PREMIUM_DETAIL =
  "You're viewing demo data. Upgrade to a premium plan to manage your real pipeline.";

const settings = (overrides: Record<string, unknown> = {}) => ({
  dormancy_days: 14,
  timezone: 'UTC',
  stages: DEFAULT_STAGES,
  ...overrides,
});

const withoutStage = (key: string) => DEFAULT_STAGES.filter((s) => s.key !== key);

describe('Settings', () => {
  const t = useTestApp();

  /** The stored settings, the stages as the default pipeline's (which each must name). */
  async function stored(workspaceId: string) {
    const [row] = await t.db.query(
      `SELECT dormancy_days, timezone, default_region, stages FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    const stages = row.stages as { pipeline: string; since?: string }[];
    expect(stages.every((s) => s.pipeline === 'default')).toBe(true);
    // `since` is the reports' (when a stage was added), never answered.
    return {
      ...row,
      stages: stages.map(({ pipeline: _pipeline, since: _since, ...stage }) => stage),
    };
  }

  async function put(as: string, body: unknown) {
    return call(t, 'PUT', '/settings', { as, body });
  }

  describe('GET /settings', () => {
    it('shows the defaults to any member, on a free workspace too', async () => {
      const free = await signUp(t);
      const member = await addMember(t, free.workspaceId, 'member');
      const res = await call(t, 'GET', '/settings', { as: member.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        dormancy_days: 14,
        timezone: 'UTC',
        default_region: 'US',
        stages: DEFAULT_STAGES,
        currency: 'EUR',
        lost_reasons: ['Price', 'Timing', 'Competitor', 'No decision'],
        require_lost_reason: false,
        dormancy_ignores_closed: false,
        dormancy_respects_plans: false,
        trash_retention_days: 30,
        member_visibility: 'all',
        unassigned_visible: true,
      });
    });
  });

  describe('PUT /settings gates', () => {
    it('refuses a member with 403 Managers only and changes nothing', async () => {
      const admin = await signUp(t, { premium: true });
      const member = await addMember(t, admin.workspaceId, 'member');
      const res = await put(member.email, settings({ dormancy_days: 30 }));
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Managers only');
      expect((await stored(admin.workspaceId)).dormancy_days).toBe(14);
    });

    it('refuses an admin of a free workspace with 402', async () => {
      const admin = await signUp(t);
      const res = await put(admin.email, settings({ dormancy_days: 30 }));
      expect(res.status).toBe(402);
      expect(res.body.detail).toBe(PREMIUM_DETAIL);
      expect((await stored(admin.workspaceId)).dormancy_days).toBe(14);
    });

    it('checks the role before the tier', async () => {
      const admin = await signUp(t);
      const member = await addMember(t, admin.workspaceId, 'member');
      const res = await put(member.email, settings());
      expect(res.status).toBe(403);
    });

    it('needs authentication', async () => {
      const res = await call(t, 'PUT', '/settings', { body: settings() });
      expect(res.status).toBe(401);
    });
  });

  describe('PUT /settings', () => {
    let admin: Member;
    beforeAll(async () => {
      admin = await signUp(t, { premium: true });
    });

    it('replaces the settings and every member reads them', async () => {
      const stages = [
        { key: 'new', label: 'New', kind: 'open' },
        ...DEFAULT_STAGES,
        { key: 'on-hold', label: 'On hold', kind: 'open' },
      ];
      const body = { dormancy_days: 21, timezone: 'Europe/Paris', default_region: 'FR', stages };
      const res = await put(admin.email, body);
      expect(res.status).toBe(200);
      // A new open stage's chance of winning is 50 %; the default stages keep theirs.
      const answered = {
        ...body,
        stages: stages.map((s) => ({ probability: 50, rotting_days: null, ...s })),
      };
      const deals = {
        currency: 'EUR',
        lost_reasons: ['Price', 'Timing', 'Competitor', 'No decision'],
        require_lost_reason: false,
        dormancy_ignores_closed: false,
        dormancy_respects_plans: false,
        trash_retention_days: 30,
        member_visibility: 'all',
        unassigned_visible: true,
      };
      expect(res.body).toEqual({ ...answered, ...deals });
      expect(await stored(admin.workspaceId)).toEqual(answered);

      const member = await addMember(t, admin.workspaceId, 'member');
      const read = await call(t, 'GET', '/settings', { as: member.email });
      expect(read.body).toEqual({ ...answered, ...deals });
      const me = await call(t, 'GET', '/me', { as: member.email });
      expect(me.body.workspace).toMatchObject(answered);
    });

    it('spells a time zone as the database does and trims labels', async () => {
      const res = await put(
        admin.email,
        settings({
          timezone: 'america/new_york',
          stages: [{ key: 'lead', label: '  Lead  ', kind: 'open' }, ...DEFAULT_STAGES.slice(1)],
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.timezone).toBe('America/New_York');
      expect(res.body.stages[0].label).toBe('Lead');
      expect((await stored(admin.workspaceId)).timezone).toBe('America/New_York');
    });

    it.each(['Mars/Olympus_Mons', '+01:00', 'UTC+3', 'posixrules', 'Europe'])(
      'refuses the time zone %p with 422',
      async (timezone) => {
        const before = await stored(admin.workspaceId);
        const res = await put(admin.email, settings({ timezone }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([
          {
            field: 'timezone',
            message: `timezone '${timezone}' is not a known IANA time zone, e.g. Europe/Paris`,
          },
        ]);
        expect(await stored(admin.workspaceId)).toEqual(before);
      },
    );

    it.each([
      ['dormancy_days missing', { timezone: 'UTC', stages: DEFAULT_STAGES }, 'dormancy_days'],
      ['timezone missing', { dormancy_days: 14, stages: DEFAULT_STAGES }, 'timezone'],
      ['stages missing', { dormancy_days: 14, timezone: 'UTC' }, 'stages'],
      ['dormancy_days 0', settings({ dormancy_days: 0 }), 'dormancy_days'],
      ['dormancy_days 366', settings({ dormancy_days: 366 }), 'dormancy_days'],
      ['dormancy_days 1.5', settings({ dormancy_days: 1.5 }), 'dormancy_days'],
      ['dormancy_days "7"', settings({ dormancy_days: '7' }), 'dormancy_days'],
      ['no stages', settings({ stages: [] }), 'stages'],
      [
        '21 stages',
        settings({
          stages: Array.from({ length: 21 }, (_, i) => ({
            key: `s${i}`,
            label: `S${i}`,
            kind: 'open',
          })),
        }),
        'stages',
      ],
      [
        'a key with capitals and spaces',
        settings({ stages: [{ key: 'Proposal Sent', label: 'Proposal', kind: 'open' }] }),
        'stages.0.key',
      ],
      [
        'a key of 41 characters',
        settings({ stages: [{ key: 'a'.repeat(41), label: 'Long', kind: 'open' }] }),
        'stages.0.key',
      ],
      [
        'a blank label',
        settings({ stages: [{ key: 'lead', label: '   ', kind: 'open' }] }),
        'stages.0.label',
      ],
      [
        'a label of 61 characters',
        settings({ stages: [{ key: 'lead', label: 'x'.repeat(61), kind: 'open' }] }),
        'stages.0.label',
      ],
      [
        'an unknown kind',
        settings({ stages: [{ key: 'lead', label: 'Lead', kind: 'closed' }] }),
        'stages.0.kind',
      ],
      [
        'an unknown stage field',
        settings({ stages: [{ key: 'lead', label: 'Lead', kind: 'open', color: 'red' }] }),
        'stages.0.color',
      ],
      ['an unknown field', settings({ is_premium: false }), 'is_premium'],
    ])('refuses %s with 422', async (_case, body, field) => {
      const before = await stored(admin.workspaceId);
      const res = await put(admin.email, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await stored(admin.workspaceId)).toEqual(before);
    });

    it('refuses a repeated stage key with 422', async () => {
      const res = await put(
        admin.email,
        settings({
          stages: [...DEFAULT_STAGES, { key: 'lead', label: 'Lead again', kind: 'open' }],
        }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: `stages.${DEFAULT_STAGES.length}.key`, message: "stage key 'lead' is used twice" },
      ]);
    });

    it('refuses a pipeline without an open stage with 422', async () => {
      const res = await put(
        admin.email,
        settings({ stages: DEFAULT_STAGES.filter((s) => s.kind !== 'open') }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'stages', message: 'the pipeline needs at least one open stage' },
      ]);
    });
  });

  describe('removing stages', () => {
    it('refuses to remove a stage that still holds contacts, naming how many', async () => {
      const admin = await signUp(t, { premium: true });
      for (let i = 0; i < 3; i++) await createContact(t, admin.email, { stage: 'proposal' });
      const res = await put(admin.email, settings({ stages: withoutStage('proposal') }));
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        "Stage 'proposal' still holds 3 contacts; name a stage to move them to (move_to)",
      );
      expect(res.body.stages_in_use).toEqual([{ key: 'proposal', contacts: 3 }]);
      expect((await stored(admin.workspaceId)).stages).toEqual(DEFAULT_STAGES);
    });

    it('names every removed stage that holds contacts', async () => {
      const admin = await signUp(t, { premium: true });
      await createContact(t, admin.email, { stage: 'qualified' });
      await createContact(t, admin.email, { stage: 'negotiation' });
      await createContact(t, admin.email, { stage: 'negotiation' });
      const res = await put(
        admin.email,
        settings({
          stages: DEFAULT_STAGES.filter((s) => !['qualified', 'negotiation'].includes(s.key)),
        }),
      );
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        "Stages 'qualified' (1 contact) and 'negotiation' (2 contacts) still hold contacts; name a stage to move them to (move_to)",
      );
    });

    it('removes a stage once its contacts have moved on', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'proposal' });
      const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'negotiation' },
      });
      expect(moved.status).toBe(200);
      const res = await put(admin.email, settings({ stages: withoutStage('proposal') }));
      expect(res.status).toBe(200);
      expect(
        (await stored(admin.workspaceId)).stages.map((s: { key: string }) => s.key),
      ).not.toContain('proposal');
      const back = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'proposal' },
      });
      expect(back.status).toBe(422);
    });

    it("counts only the workspace's real contacts: demo rows and other workspaces do not block", async () => {
      // signUp signs in while free, so this workspace also holds demo contacts in every stage.
      const admin = await signUp(t, { premium: true });
      const [demo] = await t.db.query(
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND is_demo AND stage = 'proposal'`,
        [admin.workspaceId],
      );
      expect(demo.n).toBeGreaterThan(0);
      const other = await signUp(t, { premium: true });
      await createContact(t, other.email, { stage: 'proposal' });

      const res = await put(admin.email, settings({ stages: withoutStage('proposal') }));
      expect(res.status).toBe(200);
      expect((await stored(other.workspaceId)).stages).toEqual(DEFAULT_STAGES);
    });

    it('keeps contacts where they are when a stage is relabelled or reordered', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'proposal' });
      const stages = [...DEFAULT_STAGES]
        .reverse()
        .map((s) => (s.key === 'proposal' ? { ...s, label: 'Quote sent' } : s));
      const res = await put(admin.email, settings({ stages }));
      expect(res.status).toBe(200);
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect(read.body.stage).toBe('proposal');
    });

    it('creates contacts in the first open stage of the new pipeline', async () => {
      const admin = await signUp(t, { premium: true });
      const stages = [
        { key: 'inbound', label: 'Inbound', kind: 'open' },
        ...DEFAULT_STAGES.filter((s) => s.key !== 'lead'),
      ];
      expect((await put(admin.email, settings({ stages }))).status).toBe(200);
      const contact = await createContact(t, admin.email);
      expect(contact.stage).toBe('inbound');
      const refused = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Old', stage: 'lead' },
      });
      expect(refused.status).toBe(422);
    });

    /**
     * Holds a settings change that removed `proposal` open (as PUT /settings does between its
     * count and its commit) while `request` runs, and commits it once the request waits on it.
     */
    async function whileRemovingProposal(workspaceId: string, request: () => Promise<unknown>) {
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await runner.query(`SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE`, [workspaceId]);
        await runner.query(`UPDATE workspaces SET stages = $2::jsonb WHERE id = $1`, [
          workspaceId,
          JSON.stringify(withoutStage('proposal')),
        ]);
        const pending = request();
        await waitForLockWaiter();
        await runner.commitTransaction();
        return await pending;
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    }

    async function waitForLockWaiter() {
      for (let i = 0; i < 500; i++) {
        const waiting = await t.db.query(
          `SELECT 1 FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no request ever waited for the held lock');
    }

    it('refuses a contact created into a stage whose removal commits first', async () => {
      const admin = await signUp(t, { premium: true });
      const res = (await whileRemovingProposal(admin.workspaceId, () =>
        call(t, 'POST', '/contacts', {
          as: admin.email,
          body: { first_name: 'Late', stage: 'proposal' },
        }),
      )) as Awaited<ReturnType<typeof call>>;
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('stage');
      const rows = await t.db.query(
        `SELECT 1 FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      );
      expect(rows).toEqual([]);
    });

    it('refuses a stage change into a stage whose removal commits first', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'lead' });
      const res = (await whileRemovingProposal(admin.workspaceId, () =>
        call(t, 'POST', `/contacts/${contact.id}/stage`, {
          as: admin.email,
          body: { stage: 'proposal' },
        }),
      )) as Awaited<ReturnType<typeof call>>;
      expect(res.status).toBe(422);
      const [row] = await t.db.query(`SELECT stage FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.stage).toBe('lead');
    });

    it('counts a contact whose creation commits first', async () => {
      const admin = await signUp(t, { premium: true });
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        // A contact creation in flight: it holds the workspace's settings, as `insertContact`.
        await runner.query(`SELECT 1 FROM workspaces WHERE id = $1 FOR SHARE`, [admin.workspaceId]);
        await runner.query(
          `INSERT INTO contacts (workspace_id, first_name, stage, last_activity_at)
           VALUES ($1, 'In flight', 'proposal', now())`,
          [admin.workspaceId],
        );
        const pending = put(admin.email, settings({ stages: withoutStage('proposal') }));
        await waitForLockWaiter();
        await runner.commitTransaction();
        const res = await pending;
        expect(res.status).toBe(409);
        expect(res.body.detail).toBe(
          "Stage 'proposal' still holds 1 contact; name a stage to move it to (move_to)",
        );
        expect((await stored(admin.workspaceId)).stages).toEqual(DEFAULT_STAGES);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('contacts in the trash', () => {
    it('count in a removed stage, and move with move_to, so a restore finds its stage', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'proposal' });
      expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const refused = await put(admin.email, settings({ stages: withoutStage('proposal') }));
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(
        "Stage 'proposal' still holds 1 contact; name a stage to move it to (move_to)",
      );
      expect(refused.body.stages_in_use).toEqual([{ key: 'proposal', contacts: 1 }]);
      expect((await stored(admin.workspaceId)).stages).toEqual(DEFAULT_STAGES);
      const moved = await put(
        admin.email,
        settings({ stages: withoutStage('proposal'), move_to: { proposal: 'negotiation' } }),
      );
      expect(moved.status).toBe(200);
      const restored = await call(t, 'POST', `/contacts/${contact.id}/restore`, {
        as: admin.email,
      });
      expect(restored.status).toBe(200);
      expect([restored.body.pipeline, restored.body.stage]).toEqual(['default', 'negotiation']);
    });
  });

  describe('reshaping is not activity', () => {
    it('keeps last_activity_at and records no stage move when a stage key is renamed with move_to, giving its moves the new key', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'qualified' });
      await idleFor(t, contact.id, 20);
      const idleSince = await lastActivityOf(t, contact.id);
      const stages = DEFAULT_STAGES.map((s) =>
        s.key === 'qualified' ? { ...s, key: 'qualified-v2' } : s,
      );
      const res = await put(
        admin.email,
        settings({ stages, move_to: { qualified: 'qualified-v2' } }),
      );
      expect(res.status).toBe(200);
      expect(await lastActivityOf(t, contact.id)).toBe(idleSince);
      const dormant = await call(t, 'GET', '/contacts/dormant', { as: admin.email });
      expect(dormant.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
      expect(dormant.body.items[0].stage).toBe('qualified-v2');
      const moves = await t.db.query(
        `SELECT from_stage, to_stage FROM stage_moves WHERE contact_id = $1 ORDER BY moved_at`,
        [contact.id],
      );
      expect(moves).toEqual([{ from_stage: null, to_stage: 'qualified-v2' }]);
    });

    it('refuses a move_to into a lost stage when a reason is required, and changes nothing', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { stage: 'proposal' });
      expect((await put(admin.email, settings({ require_lost_reason: true }))).status).toBe(200);
      const res = await put(
        admin.email,
        settings({ stages: withoutStage('proposal'), move_to: { proposal: 'lost' } }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          field: 'move_to.proposal',
          message: lostReasonError(
            {
              lost_reasons: ['Price', 'Timing', 'Competitor', 'No decision'],
              require_lost_reason: true,
            },
            DEFAULT_WORKSPACE_STAGES.find((s) => s.key === 'lost')!,
            undefined,
          ),
        },
      ]);
      expect((await stored(admin.workspaceId)).stages).toEqual(DEFAULT_STAGES);
      const [row] = await t.db.query(`SELECT stage FROM contacts WHERE id = $1`, [contact.id]);
      expect(row.stage).toBe('proposal');
    });
  });

  describe("a stage's kind", () => {
    async function closing(id: string) {
      const [row] = await t.db.query(
        `SELECT closed_at, lost_reason FROM contacts_all WHERE id = $1`,
        [id],
      );
      return row as { closed_at: Date | null; lost_reason: string | null };
    }

    async function reportedWon(email: string) {
      const winRate = await call(t, 'GET', '/reports/win-rate', { as: email });
      const pipeline = await call(t, 'GET', '/reports/pipeline', { as: email });
      expect([winRate.status, pipeline.status]).toEqual([200, 200]);
      return { winRate: winRate.body.totals.won, pipeline: pipeline.body.totals.won.count };
    }

    it('closes the contacts of a stage turned won, the trash included, and the reports agree', async () => {
      const admin = await signUp(t, { premium: true });
      const live = await createContact(t, admin.email, { stage: 'negotiation' });
      const trashed = await createContact(t, admin.email, { stage: 'negotiation' });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      expect(await reportedWon(admin.email)).toEqual({ winRate: 0, pipeline: 0 });
      const stages = DEFAULT_STAGES.map((s) =>
        s.key === 'negotiation' ? { ...s, kind: 'won' } : s,
      );
      expect((await put(admin.email, settings({ stages }))).status).toBe(200);
      for (const id of [live.id, trashed.id]) {
        expect((await closing(id)).closed_at).not.toBeNull();
      }
      expect(await reportedWon(admin.email)).toEqual({ winRate: 1, pipeline: 1 });
      const restored = await call(t, 'POST', `/contacts/${trashed.id}/restore`, {
        as: admin.email,
      });
      expect(restored.body.closed_at).not.toBeNull();
      expect(await reportedWon(admin.email)).toEqual({ winRate: 2, pipeline: 2 });
    });

    it("keeps a lost stage's contacts closed when it turns won and reopens them when it turns open, dropping their reason", async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email);
      const lost = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: admin.email,
        body: { stage: 'lost', lost_reason: 'Price' },
      });
      expect(lost.status).toBe(200);
      const closedAt = (await closing(contact.id)).closed_at;
      expect(closedAt).not.toBeNull();
      const turnedWon = DEFAULT_STAGES.map((s) => (s.key === 'lost' ? { ...s, kind: 'won' } : s));
      expect((await put(admin.email, settings({ stages: turnedWon }))).status).toBe(200);
      // Still closed, as of when it closed; a reason stays only in a lost stage.
      expect(await closing(contact.id)).toEqual({ closed_at: closedAt, lost_reason: null });
      const back = await put(admin.email, settings());
      expect(back.status).toBe(200);
      await t.db.query(`UPDATE contacts SET lost_reason = 'Price' WHERE id = $1`, [contact.id]);
      const turnedOpen = DEFAULT_STAGES.map((s) => (s.key === 'lost' ? { ...s, kind: 'open' } : s));
      expect((await put(admin.email, settings({ stages: turnedOpen }))).status).toBe(200);
      expect(await closing(contact.id)).toEqual({ closed_at: null, lost_reason: null });
      const read = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect([read.body.closed_at, read.body.lost_reason]).toEqual([null, null]);
    });
  });

  describe('beside writes on the contacts it rewrites', () => {
    const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
    const writes = {
      'an interaction': { path: 'interactions', body: () => ({ type: 'call', summary: 'Called' }) },
      'a follow-up': {
        path: 'followups',
        body: () => ({ title: 'Call back', scheduled_for: tomorrow() }),
      },
    };
    const changes = {
      'a stage removed with move_to': {
        contact: { stage: 'proposal' },
        body: settings({ stages: withoutStage('proposal'), move_to: { proposal: 'negotiation' } }),
        after: { stage: 'negotiation', closed: false, phone_key: null },
      },
      'a stage turned won': {
        contact: { stage: 'proposal' },
        body: settings({
          stages: DEFAULT_STAGES.map((s) => (s.key === 'proposal' ? { ...s, kind: 'won' } : s)),
        }),
        after: { stage: 'proposal', closed: true, phone_key: null },
      },
      'a new default_region': {
        contact: { phone: '06 12 34 56 78' },
        body: settings({ default_region: 'FR' }),
        after: { stage: 'lead', closed: false, phone_key: '+33612345678' },
      },
    };

    // The change holds the workspace while it rewrites the contact the write holds, and the
    // write's row references the workspace: neither waits for the other to finish.
    it.each(
      Object.keys(changes).flatMap((change) =>
        Object.keys(writes).map((write) => [change, write] as const),
      ),
    )('%s, and %s logged on its contact meanwhile: both succeed', async (change, write) => {
      const admin = await signUp(t, { premium: true });
      const { contact: fields, body, after } = changes[change as keyof typeof changes];
      const { path, body: written } = writes[write as keyof typeof writes];
      const contact = await createContact(t, admin.email, fields);
      const [changed, logged] = await releasedTogether(
        t.db,
        admin.workspaceId,
        () => put(admin.email, body),
        () =>
          call(t, 'POST', `/contacts/${contact.id}/${path}`, { as: admin.email, body: written() }),
      );
      expect([changed.status, logged.status]).toEqual([200, 200]);
      const [row] = await t.db.query(
        `SELECT stage, closed_at IS NOT NULL AS closed, phone_key,
                (SELECT count(*)::int FROM interactions WHERE contact_id = c.id) AS interactions,
                (SELECT count(*)::int FROM followups WHERE contact_id = c.id) AS followups
           FROM contacts c WHERE id = $1`,
        [contact.id],
      );
      expect(row).toEqual({
        ...after,
        interactions: write === 'an interaction' ? 1 : 0,
        followups: write === 'a follow-up' ? 1 : 0,
      });
    });

    // With the highest id held, a change locking its contacts as it reads them, the lowest last
    // (`lowestIdReadLast`), holds the middle one when a bulk action, locking them in id order,
    // takes the lowest: each then waits on the other (503).
    it.each(Object.keys(changes))(
      '%s, and a bulk action tagging its contacts meanwhile: both succeed',
      async (change) => {
        const admin = await signUp(t, { premium: true });
        const { contact: fields, body, after } = changes[change as keyof typeof changes];
        const created: string[] = [];
        for (let i = 0; i < 3; i++) created.push((await createContact(t, admin.email, fields)).id);
        const ids = await lowestIdReadLast(t.db, created);
        const [changed, tagged] = await releasedTogetherAtContact(
          t.db,
          ids[2],
          () => put(admin.email, body),
          () =>
            call(t, 'POST', '/contacts/bulk', {
              as: admin.email,
              body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: ids },
            }),
        );
        expect([changed.status, tagged.status]).toEqual([200, 200]);
        const rows = await t.db.query(
          `SELECT stage, closed_at IS NOT NULL AS closed, phone_key, tags
             FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
          [ids],
        );
        expect(rows).toEqual(ids.map(() => ({ ...after, tags: ['vip'] })));
      },
    );

    // The contacts it moves and those it re-keys are locked together, in one id order, whichever
    // have the lower ids.
    it.each(['moves', 're-keys'])(
      'a stage removed with move_to and a new default_region, and a bulk action tagging a contact of each meanwhile, the one it %s first: both succeed',
      async (first) => {
        const admin = await signUp(t, { premium: true });
        const kinds = {
          moves: {
            fields: { stage: 'proposal' },
            after: { stage: 'negotiation', phone_key: null },
          },
          're-keys': {
            fields: { phone: '06 12 34 56 78' },
            after: { stage: 'lead', phone_key: '+33612345678' },
          },
        };
        const order =
          first === 'moves' ? (['moves', 're-keys'] as const) : (['re-keys', 'moves'] as const);
        const ids: string[] = [];
        for (const kind of order) {
          ids.push((await createContact(t, admin.email, kinds[kind].fields)).id);
        }
        const body = settings({
          stages: withoutStage('proposal'),
          move_to: { proposal: 'negotiation' },
          default_region: 'FR',
        });
        const [changed, tagged] = await releasedTogetherAtContact(
          t.db,
          ids[1],
          () => put(admin.email, body),
          () =>
            call(t, 'POST', '/contacts/bulk', {
              as: admin.email,
              body: { action: 'add_tags', params: { tags: ['vip'] }, contact_ids: ids },
            }),
        );
        expect([changed.status, tagged.status]).toEqual([200, 200]);
        const rows = await t.db.query(
          `SELECT stage, phone_key, tags FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY id`,
          [ids],
        );
        expect(rows).toEqual(order.map((kind) => ({ ...kinds[kind].after, tags: ['vip'] })));
      },
    );
  });

  describe('dormancy_days', () => {
    it('changes who is dormant on the next read', async () => {
      const admin = await signUp(t, { premium: true });
      const contact = await createContact(t, admin.email, { first_name: 'Idle' });
      await idleFor(t, contact.id, 10);

      const before = await call(t, 'GET', '/contacts/dormant', { as: admin.email });
      expect(before.body.threshold_days).toBe(14);
      expect(before.body.items).toEqual([]);

      expect((await put(admin.email, settings({ dormancy_days: 7 }))).status).toBe(200);
      const after = await call(t, 'GET', '/contacts/dormant', { as: admin.email });
      expect(after.body.threshold_days).toBe(7);
      expect(after.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
      const one = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
      expect(one.body.dormant).toBe(true);

      expect((await put(admin.email, settings({ dormancy_days: 11 }))).status).toBe(200);
      const again = await call(t, 'GET', '/contacts/dormant', { as: admin.email });
      expect(again.body.items).toEqual([]);
    });
  });
});
