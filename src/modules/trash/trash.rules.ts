/** Why a batch restore is refused: some listed contacts are not in the trash. */
export function notInTrashDetail(missing: number, listed: number): string {
  return `${missing} of the ${listed} contacts not in the trash; contact_ids lists them`;
}
