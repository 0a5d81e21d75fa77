import type { JobAnnouncer } from '../../jobs/tracked-job.js';
import { jobById } from '../../jobs/tracked-jobs.queries.js';
import type { TrackedJobView, TrackedTable } from '../../jobs/tracked-table.js';
import type { WebhookEventType } from '../webhooks/webhook-event-feed.js';
import type { WebhookEventsService } from '../webhooks/webhook-events.service.js';

/**
 * How a tracked job of `table` announces itself (`TrackedJobDefinition.announce`): as `progress`
 * or `finished` events of the outbox carrying the job as its route presents it (`present`), with
 * its status and counts. Its row is read only when the event is recorded (a stream or an
 * endpoint takes it), in the transaction that counts the batch or ends the job.
 */
export function jobAnnouncer<S, C, D>(
  events: WebhookEventsService,
  table: TrackedTable<S, C, D>,
  present: (row: TrackedJobView & S) => object,
  types: Readonly<Record<'progress' | 'finished', WebhookEventType>>,
): JobAnnouncer {
  return (tx, job, phase) => {
    const scope = { workspace: { id: job.workspace_id }, demo: job.is_demo, origin: job.origin };
    const type = types[phase];
    return events.write(tx, scope, [type], async (tx, emit) => {
      if (!(await emit.listening())) return;
      const row = await tx.oneOrNone(jobById(table, scope, job.id));
      if (row) await emit(type, { record: present(row) });
    });
  };
}
