/**
 * The membership rule as SQL, written once: of the user ids `ids` (a uuid[] expression), those
 * who are members in the scope (`workspace`, `demo`: demo members count only in the demo view),
 * as a uuid[] in the order given. Arguments are SQL expressions: placeholders or columns.
 */
export function membersAmongSql(ids: string, workspace: string, demo: string): string {
  return `ARRAY(SELECT m.id FROM unnest(${ids}) WITH ORDINALITY AS m(id, ord)
     WHERE EXISTS (SELECT 1 FROM users u
                    WHERE u.id = m.id AND u.workspace_id = ${workspace} AND (NOT u.is_demo OR ${demo}))
     ORDER BY m.ord)`;
}
