import { describe, expect, it } from '@jest/globals';
import { define, field, walk } from './support/contact-query.js';
import { createContact, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * An accented letter written as its letter and a combining accent (NFD, as macOS and some
 * exports write it) is kept composed (NFC), as one written as one character: the two spellings
 * are one text to filters, the search, the duplicates and the e-mail match.
 */
const COMPOSED = 'Jos\u00e9 M\u00fcller';
const DECOMPOSED = COMPOSED.normalize('NFD');

describe('texts kept in their composed form', () => {
  const t = useTestApp();

  it('keeps a contact’s texts and custom texts composed, and finds them by either spelling', async () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    const owner = await signUp(t, { premium: true });
    await define(t, owner, field('nick', 'text'));
    const made = await createContact(t, owner.email, {
      first_name: `  ${DECOMPOSED} `,
      company: DECOMPOSED,
      custom: { nick: DECOMPOSED },
    });
    expect(made).toMatchObject({
      first_name: COMPOSED,
      company: COMPOSED,
      custom: { nick: COMPOSED },
    });
    const [stored] = await t.db.query<{ first_name: string; company: string; nick: string }[]>(
      `SELECT first_name, company, custom->>'nick' AS nick FROM contacts WHERE id = $1`,
      [made.id],
    );
    expect(stored).toEqual({ first_name: COMPOSED, company: COMPOSED, nick: COMPOSED });

    // An edit is kept the same way.
    const edited = await call(t, 'PATCH', `/contacts/${made.id}`, {
      as: owner.email,
      body: { last_name: DECOMPOSED },
    });
    expect(edited.body.last_name).toBe(COMPOSED);

    for (const form of ['NFC', 'NFD']) {
      const spelling = COMPOSED.normalize(form);
      const q = encodeURIComponent(spelling);
      for (const query of [
        `q=${q}`,
        `filter[first_name][eq]=${q}`,
        `filter[company][contains]=${encodeURIComponent('Jos\u00e9'.normalize(form))}`,
        `filter[custom.nick][eq]=${q}`,
      ]) {
        const found = await walk(t, owner, { get: query });
        expect({ query, form, ids: found.map((c) => c.id) }).toEqual({
          query,
          form,
          ids: [made.id],
        });
      }
    }
  });
});
