/** What `POST /contacts/bulk` can do to many contacts at once. */
export const BULK_ACTIONS = [
  'move_stage',
  'assign_owner',
  'add_tags',
  'remove_tags',
  'delete',
] as const;
export type BulkActionName = (typeof BULK_ACTIONS)[number];

/** How many contacts one bulk action may list. */
export const MAX_BULK_CONTACTS = 500;

/** A bulk action with its validated parameters. */
export type BulkAction =
  | { action: 'move_stage'; stage: string }
  | { action: 'assign_owner'; owner_id: string | null }
  | { action: 'add_tags' | 'remove_tags'; tags: string[] }
  | { action: 'delete' };

/** Why a bulk action is refused when some listed contacts are not found. */
export function bulkNotFoundDetail(missing: number, listed: number): string {
  return `${missing} of the ${listed} contacts not found; contact_ids lists them`;
}

/** Why `add_tags` is refused when contacts would carry too many tags. */
export function tooManyTagsMessage(contacts: number, max: number): string {
  return `adding these tags would give ${contacts} contact(s) more than ${max} tags`;
}
