import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { CustomFieldCatalog, type FieldedWorkspace } from '../../tenancy/custom-field-catalog.js';
import { Clock } from './clock.js';
import {
  type AttemptResult,
  cancelPendingAttempts,
  claimAttempt,
  disableEndpoint,
  finishAttempt,
  insertFirstAttempts,
  insertFirstAttemptsOf,
  insertNextAttempt,
  markEndpointFailing,
  markEndpointSucceeding,
} from './webhook-deliveries.queries.js';
import {
  CLAIM_MS,
  delivered,
  DISABLED_REASON,
  ENDPOINT_DISABLED_ERROR,
  failedTooLong,
  nextAttemptAt,
  retryableStatus,
} from './webhook-delivery.rules.js';
import { type Outcome, WebhookSender } from './webhook-delivery.sender.js';
import { presentRecordedRow } from './webhook-presenters.js';
import { RELAY_QUEUE, RELAY_SWEEP_QUEUE, type RelayJob, WebhookRelay } from './webhook-relay.js';
import {
  announceNumberedEvents,
  lockWebhookSequence,
  numberWebhookEvents,
  type UndispatchedEventRow,
  undispatchedWebhookEvents,
  webhookEventWorkspace,
  workspacesWithStrayEvents,
} from './webhook-dispatch.queries.js';

/** Fans a recorded event out to its endpoints: one job per event. */
export const FANOUT_QUEUE = 'webhook-fanout';
/** Sends one attempt: one job per attempt. */
export const ATTEMPT_QUEUE = 'webhook-attempt';

/** Events presented, numbered and fanned out per transaction of a dispatch. */
const DISPATCH_BATCH = 500;

/** An undispatched event this old was not nudged (its writer stopped after the commit). */
const STRAY_AFTER_SECONDS = 30;

/** Longer than an attempt's claim (CLAIM_MS), so an expired job finds its row free again. */
const ATTEMPT_JOB_EXPIRY_SECONDS = 120;

/**
 * An attempt job's first retry waits at least an attempt's claim (CLAIM_MS; pg-boss's backoff
 * then doubles it), so a job failed after its claim finds the row free again rather than still
 * claimed, which would end the job with the attempt never sent: one a stopping worker hands back
 * mid-send (see jobStopPlan), or one whose outcome could not be recorded.
 */
const ATTEMPT_RETRY_DELAY_SECONDS = CLAIM_MS / 1000;

/** How often numbering the next attempt draws again after losing its number to another. */
const NEXT_ATTEMPT_DRAWS = 3;

export interface FanoutJob {
  eventId: string;
  endpointId: string | null;
}

export interface AttemptJob {
  deliveryId: string;
  /** When this run of attempts began: retries stop 3 days after it. */
  windowStart: string;
  /** 1 for the run's first attempt; picks the wait before the next. */
  round: number;
}

/**
 * Works the two webhook queues. Each attempt is sent at most once whatever the jobs do: a worker
 * first claims the attempt row (pending and free), and only the claim's holder sends and records
 * it, in one transaction with the next attempt and its job. A job that runs twice (pg-boss
 * retrying after a crash, or two workers racing) finds the row taken or finished and sends nothing.
 */
@Injectable()
export class WebhookDeliveryWorker implements OnModuleInit {
  private readonly logger = new Logger('WebhookDelivery');

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly sender: WebhookSender,
    private readonly clock: Clock,
    private readonly relayHints: WebhookRelay,
    private readonly fields: CustomFieldCatalog,
  ) {}

  onModuleInit(): void {
    // Each batch side by side: one slow receiver does not hold up the others in it. A database
    // failure fails the batch and pg-boss runs it again; the unique attempt numbers keep a fan-out
    // from doubling, the claims keep a sent attempt from being sent again.
    this.jobs.register<RelayJob>(
      RELAY_QUEUE,
      // One run per workspace of the batch: nudges of one workspace would wait on each other.
      (jobs) => all(distinctWorkspaces(jobs), (job) => this.relay(job.data)),
      20,
    );
    this.jobs.register(RELAY_SWEEP_QUEUE, () => this.sweep(), 1, '* * * * *');
    this.jobs.register<FanoutJob>(
      FANOUT_QUEUE,
      (jobs) => all(jobs, (job) => this.fanOut(job.data)),
      20,
    );
    this.jobs.register<AttemptJob>(
      ATTEMPT_QUEUE,
      (jobs) => all(jobs, (job) => this.attempt(job.data)),
      20,
    );
  }

  /**
   * Dispatches the workspace's recorded events (a nudge's job): presents, numbers and fans them
   * out a batch at a time, each batch in one transaction; nudges again when more are waiting.
   */
  async relay(workspaceId: string): Promise<void> {
    const now = this.clock.now();
    const more = await this.db.transaction((tx) => this.dispatch(tx, workspaceId, now));
    if (more) this.relayHints.nudge(workspaceId);
  }

  /** Dispatches the workspaces whose events no nudge announced (pg-boss's once-a-minute job). */
  async sweep(): Promise<void> {
    const stray = await this.db.rows(workspacesWithStrayEvents(STRAY_AFTER_SECONDS));
    for (const { workspace_id } of stray) await this.relay(workspace_id);
  }

  /**
   * A test ping's job (and one queued by an earlier version for a single event): dispatches the
   * workspace's events, then makes the first attempt of `eventId` to `endpointId` (a ping's one
   * endpoint), or to its subscribers when that is null.
   */
  async fanOut({ eventId, endpointId }: FanoutJob): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const event = await tx.oneOrNone(webhookEventWorkspace(eventId));
      if (!event) return;
      await this.dispatch(tx, event.workspace_id, now);
      const attempts = await tx.rows(insertFirstAttempts(eventId, endpointId, now));
      await this.scheduleFirstAttempts(tx, attempts, now);
    });
  }

  /**
   * In `tx`, under the workspace's counter lock: reads the first batch of undispatched events,
   * presents the rows writers recorded in them, numbers them in the order they were recorded,
   * and makes the first attempt of each to each endpoint subscribing to it. Answers whether more
   * are waiting.
   */
  async dispatch(tx: Db, workspaceId: string, now: Date): Promise<boolean> {
    const counter = await tx.oneOrNone(lockWebhookSequence(workspaceId));
    if (!counter) return false;
    const read = await tx.rows(undispatchedWebhookEvents(workspaceId, DISPATCH_BATCH));
    if (read.length === 0) return false;
    const rows = await this.withCustomFields(tx, workspaceId, read);
    const numbered = await tx.rows(
      numberWebhookEvents(workspaceId, counter.last_seq, {
        ids: rows.map((r) => r.id),
        records: rows.map(presentRecordedRow),
      }),
    );
    if (numbered.length === 0) return false;
    await tx.exec(announceNumberedEvents(workspaceId));
    const attempts = await tx.rows(
      insertFirstAttemptsOf(
        numbered.map((e) => e.id),
        now,
      ),
    );
    await this.scheduleFirstAttempts(tx, attempts, now);
    return read.length === DISPATCH_BATCH;
  }

  /** The rows with their workspace's custom field definitions, which present a contact's values. */
  private async withCustomFields(
    tx: Db,
    workspaceId: string,
    rows: UndispatchedEventRow[],
  ): Promise<UndispatchedEventRow[]> {
    if (!rows.some((row) => row.presents !== null)) return rows;
    const workspace: FieldedWorkspace = {
      id: workspaceId,
      custom_fields_version: rows[0].custom_fields_version,
    };
    await this.fields.attach(workspace, tx);
    return rows.map((row) => ({ ...row, custom_fields: workspace.custom_fields }));
  }

  private async scheduleFirstAttempts(
    tx: Db,
    attempts: readonly { id: string }[],
    now: Date,
  ): Promise<void> {
    const windowStart = now.toISOString();
    const jobs: AttemptJob[] = attempts.map(({ id }) => ({
      deliveryId: id,
      windowStart,
      round: 1,
    }));
    await this.jobs.sendMany(tx, ATTEMPT_QUEUE, jobs, {
      expireInSeconds: ATTEMPT_JOB_EXPIRY_SECONDS,
      retryDelaySeconds: ATTEMPT_RETRY_DELAY_SECONDS,
    });
  }

  /** Queues attempt `job.deliveryId`, due `startAfterSeconds` from now. */
  async scheduleAttempt(tx: Db, job: AttemptJob, startAfterSeconds = 0): Promise<void> {
    // A worker that died mid-send gives the job back after 2 minutes (pg-boss's maintenance
    // then retries it), not pg-boss's default 15; its claim on the row has run out by then.
    await this.jobs.send(tx, ATTEMPT_QUEUE, job, {
      startAfterSeconds,
      expireInSeconds: ATTEMPT_JOB_EXPIRY_SECONDS,
      retryDelaySeconds: ATTEMPT_RETRY_DELAY_SECONDS,
    });
  }

  /**
   * Numbers and queues the next attempt of the event of attempt `deliveryId` to its endpoint (a
   * retry or a redelivery), due `startAfterSeconds` from now; returns its id. A retry and a
   * redelivery at once may draw the same number: the later draws again, so neither chain ends.
   */
  async scheduleNextAttempt(
    tx: Db,
    deliveryId: string,
    next: Omit<AttemptJob, 'deliveryId'>,
    now: Date,
    startAfterSeconds = 0,
  ): Promise<string> {
    for (let draw = 0; draw < NEXT_ATTEMPT_DRAWS; draw++) {
      const following = await tx.oneOrNone(insertNextAttempt(deliveryId, now));
      if (!following) continue;
      await this.scheduleAttempt(tx, { ...next, deliveryId: following.id }, startAfterSeconds);
      return following.id;
    }
    throw new Error(`no free attempt number after delivery ${deliveryId}`);
  }

  async attempt(job: AttemptJob): Promise<void> {
    const claimedAt = this.clock.now();
    const claim = await this.db.oneOrNone(
      claimAttempt(job.deliveryId, claimedAt, new Date(claimedAt.getTime() + CLAIM_MS)),
    );
    if (!claim) return;
    if (!claim.active) {
      await this.db.exec(
        finishAttempt(claim.id, failure({ error: ENDPOINT_DISABLED_ERROR }, claimedAt)),
      );
      return;
    }
    const secrets = [claim.secret];
    const previousExpires = claim.previous_secret_expires_at;
    if (claim.previous_secret && previousExpires && previousExpires > claimedAt) {
      secrets.push(claim.previous_secret);
    }
    const outcome = await this.sender.send({
      url: claim.url,
      eventId: claim.event_id,
      body: JSON.stringify(claim.payload),
      secrets,
    });
    await this.record(claim.id, claim.endpoint_id, job, outcome);
  }

  /** Records the outcome; after a failure, schedules the next attempt or gives the endpoint up. */
  private async record(
    deliveryId: string,
    endpointId: string,
    job: AttemptJob,
    outcome: Outcome,
  ): Promise<void> {
    const now = this.clock.now();
    const answered = outcome.kind === 'answered' ? outcome : null;
    const base = {
      responseStatus: answered?.status ?? null,
      durationMs: outcome.durationMs,
      responseBody: answered?.body ?? null,
      finishedAt: now,
    };
    await this.db.transaction(async (tx) => {
      if (answered && delivered(answered.status)) {
        const done = await tx.oneOrNone(
          finishAttempt(deliveryId, {
            ...base,
            status: 'succeeded',
            error: null,
            nextAttemptAt: null,
          }),
        );
        if (done) await tx.exec(markEndpointSucceeding(endpointId));
        return;
      }
      const error = outcome.kind === 'answered' ? `HTTP ${outcome.status}` : outcome.error;
      const retryable =
        outcome.kind === 'answered' ? retryableStatus(outcome.status) : !outcome.refused;
      const failing = await tx.oneOrNone(markEndpointFailing(endpointId, now));
      // The endpoint was deleted while the attempt was sent: its attempts went with it.
      if (!failing) return;
      const givingUp = failedTooLong(failing.failing_since, now);
      const next =
        retryable && !givingUp ? nextAttemptAt(job.round, now, new Date(job.windowStart)) : null;
      const done = await tx.oneOrNone(
        finishAttempt(deliveryId, { ...base, status: 'failed', error, nextAttemptAt: next }),
      );
      if (!done) return;
      if (givingUp) {
        await tx.exec(disableEndpoint(endpointId, DISABLED_REASON, now));
        await tx.exec(cancelPendingAttempts(endpointId, ENDPOINT_DISABLED_ERROR, now));
        this.logger.warn(`webhook endpoint ${endpointId} disabled: ${DISABLED_REASON}`);
        return;
      }
      if (!next) return;
      await this.scheduleNextAttempt(
        tx,
        deliveryId,
        { windowStart: job.windowStart, round: job.round + 1 },
        now,
        (next.getTime() - now.getTime()) / 1000,
      );
    });
  }
}

/** Runs `work` on every job at once; throws the first failure once all are over. */
async function all<T>(jobs: { data: T }[], work: (job: { data: T }) => Promise<void>) {
  const results = await Promise.allSettled(jobs.map(work));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The workspaces of a batch of nudges, each once. */
function distinctWorkspaces(jobs: { data: RelayJob }[]): { data: string }[] {
  return [...new Set(jobs.map((job) => job.data.workspaceId))].map((data) => ({ data }));
}

function failure(fields: { error: string }, at: Date): AttemptResult {
  return {
    status: 'failed',
    responseStatus: null,
    durationMs: null,
    error: fields.error,
    responseBody: null,
    nextAttemptAt: null,
    finishedAt: at,
  };
}
