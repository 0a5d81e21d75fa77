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
