/** The kinds of event a contact's timeline shows. */
export const TIMELINE_KINDS = [
  'interaction',
  'stage_move',
  'followup_scheduled',
  'followup_completed',
  'merge',
  'change',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * The kinds in the order one write makes its events of one instant, first made first: the
 * changes the history records of the contact and its follow-ups (among themselves in the
 * history's order), then the records of what the write did: the stage move it makes (a creation's
 * entry into the pipeline, a move's sequence reacting after it), the follow-ups it schedules or
 * completes, an interaction, a merge (recorded once the kept contact is written). Newest first,
 * the timeline lists them the other way round.
 */
export const WRITE_ORDER: readonly TimelineKind[] = [
  'change',
  'stage_move',
  'followup_scheduled',
  'followup_completed',
  'interaction',
  'merge',
];
