/**
 * The states of a job that works through many records (a CSV import, a bulk action over a
 * filter): `queued` until a worker takes it, `running`, then one of the three final states.
 */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** States a job can still leave (cancel answers 409 on any other). */
export const UNFINISHED_STATUSES: readonly JobStatus[] = ['queued', 'running'];
