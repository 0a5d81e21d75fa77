import { PrimaryColumn } from 'typeorm';

/**
 * The SQL that gives a new row of the tables written most its id: a UUID of version 7 (RFC 9562),
 * its first 48 bits the time in milliseconds, the rest random, made by the function of migration
 * TimeOrderedIds. Ids made one after another sort one after another, so each new entry of an index
 * led by one (the primary key, and the indexes led by a contact's id) goes to the index's last
 * page, which the previous write had just written: with random ids, each went to a page of its
 * own, which after every checkpoint PostgreSQL writes whole into its log before changing it
 * (bench/README.md, "Time-ordered ids").
 */
export const TIME_ORDERED_ID = 'uuid_v7()';

/** The primary key `id` of such a table, made by PostgreSQL on insert. */
export const TimeOrderedId = (): PropertyDecorator =>
  PrimaryColumn({ type: 'uuid', default: () => TIME_ORDERED_ID });

/**
 * The same kind of id made here, for rows whose id is known before their insert (an import's
 * contacts, an event named in its own body).
 */
export { v7 as timeOrderedId } from 'uuid';
