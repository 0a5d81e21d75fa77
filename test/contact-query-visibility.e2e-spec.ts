import { beforeAll, describe, expect, it } from '@jest/globals';
import { define, field, type Listed, walk } from './support/contact-query.js';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { createGroup, setVisibility } from './support/groups.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';

/*
 * A list sorted by a custom field shows a member who sees only some owners' contacts those
 * contacts alone, as every other list does: its contacts with a value are read from the field's
 * entries, which carry the workspace but not the owner.
 */
describe('A list sorted by a custom field, for a member who sees some owners', () => {
  const t = useTestApp();
  let admin: Member;
  let rep: Member;
  let mate: Member;
  let other: Member;
  /** Each contact's owner, by first name (null: nobody's). */
  const owners: Record<string, Member | null> = {};

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    rep = await addMember(t, admin.workspaceId);
    mate = await addMember(t, admin.workspaceId);
    other = await addMember(t, admin.workspaceId);
    await createGroup(t, admin.email, { name: 'Inbound', member_ids: [rep.userId, mate.userId] });
    await define(t, admin, field('arr', 'number'));
    const contacts: [string, Member | null, number | null][] = [
      ['Rep 30', rep, 30],
      ['Rep none', rep, null],
      ['Rep 60', rep, 60],
      ['Mate 10', mate, 10],
      ['Mate none', mate, null],
      ['Other 20', other, 20],
      ['Other 40', other, 40],
      ['Other 70', other, 70],
      ['Other none', other, null],
      ['Nobody 50', null, 50],
      ['Nobody none', null, null],
    ];
    for (const [first_name, owner, arr] of contacts) {
      owners[first_name] = owner;
      await createContact(t, admin.email, {
        first_name,
        owner_id: owner?.userId ?? null,
        ...(arr === null ? {} : { custom: { arr } }),
      });
    }
  });

  const names = (items: readonly Listed[]) => items.map((c) => c.first_name);

  /** Every page of the list as `as` reads it, two contacts a page. */
  const pages = async (as: Member, request: { get: string } | { post: Record<string, unknown> }) =>
    names(await walk(t, as, request, 2));

  const count = async (as: Member) => {
    const res = await call(t, 'GET', '/contacts/count', { as: as.email });
    expect(res.status).toBe(200);
    return res.body.count as number;
  };

  it.each([
    ['own', true, ['Rep', 'Nobody']],
    ['own', false, ['Rep']],
    ['group', true, ['Rep', 'Mate', 'Nobody']],
  ] as const)(
    'with %s (nobody’s shown: %s) lists only the contacts the member sees, in either direction, on every route',
    async (visibility, unassigned, seen) => {
      await setVisibility(t, admin, visibility, unassigned);
      try {
        const sees = (name: string) => seen.some((prefix) => name.startsWith(`${prefix} `));
        const view = await createView(t, admin.email, {
          sort: '-custom.arr',
          visibility: 'workspace',
        });
        for (const sort of ['custom.arr', '-custom.arr']) {
          // The whole list in the sort, as an admin reads it, less what the member does not see.
          const all = await pages(admin, { get: `sort=${sort}` });
          expect(all).toHaveLength(Object.keys(owners).length);
          const expected = all.filter(sees);
          expect(await pages(rep, { get: `sort=${sort}` })).toEqual(expected);
          expect(await pages(rep, { post: { sort } })).toEqual(expected);
          expect(expected).toHaveLength(await count(rep));
        }
        const descending = (await pages(admin, { get: 'sort=-custom.arr' })).filter(sees);
        expect(await pages(rep, { get: `view=${view.id}` })).toEqual(descending);
        expect(await pages(rep, { post: { view: view.id } })).toEqual(descending);
        // The values first, highest first, then the contacts without one.
        const valued = descending.filter((n) => !n.endsWith(' none'));
        expect(valued).toEqual(
          [...valued].sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1])),
        );
        expect(descending.slice(valued.length).every((n) => n.endsWith(' none'))).toBe(true);
      } finally {
        await setVisibility(t, admin, 'all');
      }
    },
  );

  it('lists exactly the member’s own contacts with own, nobody’s hidden', async () => {
    await setVisibility(t, admin, 'own', false);
    try {
      expect(await pages(rep, { get: 'sort=custom.arr' })).toEqual([
        'Rep 30',
        'Rep 60',
        'Rep none',
      ]);
      expect(await pages(rep, { post: { sort: '-custom.arr' } })).toEqual([
        'Rep 60',
        'Rep 30',
        'Rep none',
      ]);
      expect(await pages(mate, { get: 'sort=-custom.arr' })).toEqual(['Mate 10', 'Mate none']);
    } finally {
      await setVisibility(t, admin, 'all');
    }
  });
});
