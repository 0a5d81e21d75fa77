/**
 * The tables with a trash (migration ContactTrash), which their entities declare. Each name the
 * service reads (the key) is a view of the table that leaves out what is in the trash: a trashed
 * contact's row, and the rows of the records hanging from it. Only the trash's own statements
 * name the tables.
 */
export const STORED_TABLES = {
  contacts: 'contacts_all',
  followups: 'followups_all',
  interactions: 'interactions_all',
  stage_moves: 'stage_moves_all',
  sequence_enrollments: 'sequence_enrollments_all',
} as const;
