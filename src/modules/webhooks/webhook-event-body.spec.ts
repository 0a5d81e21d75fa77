import { describe, expect, it } from '@jest/globals';
import { changeData } from './webhook-event-body.js';

describe('what an announced change carries', () => {
  it('names the record after the kind of its type', () => {
    expect(changeData('followup.created', { record: { id: 'f' } })).toEqual({
      followup: { id: 'f' },
    });
    expect(
      changeData('workspace.tier_changed', {
        record: { id: 'w' },
        move: { from: 'free', to: 'premium' },
      }),
    ).toEqual({
      workspace: { id: 'w' },
      from: 'free',
      to: 'premium',
    });
  });

  it("derives an edit's previous from the fields it names that changed, compared as JSON", () => {
    const before = { id: 'c', company: 'Acme', tags: ['a'], title: 'CTO' };
    const after = { id: 'c', company: 'Initech', tags: ['a'], title: 'CEO' };
    expect(
      changeData('contact.updated', {
        record: after,
        edit: { before, fields: ['company', 'tags'] },
      }),
    ).toEqual({ contact: after, previous: { company: 'Acme' } });
  });

  it('announces nothing for an edit that changed none of its fields', () => {
    const before = { id: 'c', tags: ['a', 'b'], title: 'CTO' };
    const after = { id: 'c', tags: ['a', 'b'], title: 'CEO' };
    expect(
      changeData('contact.updated', { record: after, edit: { before, fields: ['tags'] } }),
    ).toBeNull();
  });

  it('adds what `also` names after the record', () => {
    expect(
      changeData('contact.deleted', { record: { id: 's' }, also: { merged_into: 't' } }),
    ).toEqual({ contact: { id: 's' }, merged_into: 't' });
  });
});
