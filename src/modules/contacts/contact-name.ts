/** A contact's display name: "First Last", or whichever of the two it has. */
export function contactName(contact: { first_name: string; last_name: string | null }): string {
  const { first_name: first, last_name: last } = contact;
  return first && last ? `${first} ${last}` : first || last || '';
}
