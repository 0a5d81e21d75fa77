import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';

/** Dispatches one workspace's recorded events: one job per nudge. */
export const RELAY_QUEUE = 'webhook-relay';
/** Once a minute, dispatches what no nudge announced (see `WebhookDeliveryWorker.sweep`). */
export const RELAY_SWEEP_QUEUE = 'webhook-relay-sweep';

export interface RelayJob {
  workspaceId: string;
}

/** A burst of writes in one workspace sends one nudge each this often, not one per write. */
const NUDGE_WINDOW_MS = 100;

/**
 * Tells the workers that a workspace has recorded events to dispatch. The events themselves are
 * written with the change, in its transaction (the outbox); a nudge is only a hint sent after the
 * commit (`Db.afterCommit`), so the writer's transaction carries no job insert and a busy
 * workspace sends one nudge per window rather than one per write. A nudge that is lost (the
 * process stopped between the commit and the send) is made good by the once-a-minute sweep.
 */
@Injectable()
export class WebhookRelay implements OnModuleDestroy {
  private readonly logger = new Logger('WebhookRelay');
  /** Workspaces nudged within the window, and whether another write came since. */
  private readonly recent = new Map<string, { again: boolean; timer: NodeJS.Timeout }>();

  constructor(private readonly jobs: JobQueue) {}

  /** At most one nudge per workspace per window: the first at once, one more at its end if due. */
  nudge(workspaceId: string): void {
    const recent = this.recent.get(workspaceId);
    if (recent) {
      recent.again = true;
      return;
    }
    this.send(workspaceId);
    const timer = setTimeout(() => {
      const again = this.recent.get(workspaceId)?.again;
      this.recent.delete(workspaceId);
      if (again) this.nudge(workspaceId);
    }, NUDGE_WINDOW_MS);
    timer.unref();
    this.recent.set(workspaceId, { again: false, timer });
  }

  onModuleDestroy(): void {
    // What is still due goes now, rather than waiting for the sweep.
    for (const [workspaceId, { again, timer }] of this.recent) {
      clearTimeout(timer);
      if (again) this.send(workspaceId);
    }
    this.recent.clear();
  }

  private send(workspaceId: string): void {
    const job: RelayJob = { workspaceId };
    this.jobs.sendDetached(RELAY_QUEUE, job).catch((error: Error) => {
      this.logger.warn(
        `nudge for workspace ${workspaceId} not sent (the sweep will): ${error.message}`,
      );
    });
  }
}
