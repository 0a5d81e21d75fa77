/**
 * How long a stream lease (`event_stream_leases`) keeps every event of its workspace recorded
 * after its last renewal (an instance holding a stream of the workspace renews it every 30
 * seconds, src/modules/events/): a day, so a client away that long (a laptop closed overnight,
 * a phone asleep) resumes from its `Last-Event-ID` with every event it missed, where a shorter
 * lease would break the record and send it `reset`. The store keeps events longer than this
 * (`EVENT_RETENTION_DAYS`, at least a day).
 */
export const STREAM_LEASE_SECONDS = 24 * 60 * 60;

/**
 * Whether the workspace `workspace` (an expression) has an event stream open on some instance:
 * then every event of it is recorded, as for a webhook endpoint subscribing to `*`. Read with
 * the identity (what a request's writes record) and by each statement that records an event.
 */
export function streamLeased(workspace: string): string {
  return `EXISTS (SELECT 1 FROM event_stream_leases l WHERE l.workspace_id = ${workspace}
                   AND l.renewed_at > now() - interval '${STREAM_LEASE_SECONDS} seconds')`;
}

/**
 * Whether an event of one of `types` (an expression of a text array, `*` among them) of the
 * workspace `workspace` is recorded: an active endpoint subscribes to it, or a stream is open.
 * The one condition of every statement that records an event, and of the check before one.
 */
export function eventRecorded(workspace: string, types: string): string {
  return `(EXISTS (SELECT 1 FROM webhook_endpoints
                    WHERE workspace_id = ${workspace} AND active AND events && ${types})
           OR ${streamLeased(workspace)})`;
}
