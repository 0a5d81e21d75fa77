import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Contact } from '../contact.entity.js';

/**
 * A contact's value of a `filterable` custom field, typed, for filters and sorts: the values of
 * `contacts.custom` (the source of truth) copied by PostgreSQL in the statement that writes them
 * (the `contact_field_values_track` trigger), and filled or emptied when a field becomes
 * filterable or stops being so (`contact_field_values_refill`; on a large workspace the filling
 * is a job's, `contact_field_values_fill` a batch at a time). One set of indexes, led by the
 * workspace and the field, serves every workspace and field: no index per field or workspace.
 *
 * Which column holds a value depends on the field's type (`contact_field_value_rows`): `num` a
 * number or a currency's amount, `ts` a datetime or a date (its midnight UTC), `txt` the rest: a
 * text or a member's id lower-cased and cut to its first 200 characters (what a btree entry can
 * hold whatever the characters), a phone's digits (migration CustomPhoneDigits; '' for a phone
 * without any, migration CustomPhoneWithoutDigits, so `is_not_empty` finds it), an option,
 * `true`/`false`, a currency's code beside its amount.
 * A multi-select has one row per option (`item` its place), every other type one row.
 */
@Entity({ name: 'contact_field_values' })
@Index(
  'contact_field_values_num_idx',
  ['workspace_id', 'is_demo', 'field_id', 'num', 'contact_id'],
  {
    where: 'num IS NOT NULL',
  },
)
@Index(
  'contact_field_values_txt_idx',
  ['workspace_id', 'is_demo', 'field_id', 'txt', 'contact_id'],
  {
    where: 'txt IS NOT NULL',
  },
)
// The same entries in a reader's order (TEXT_ORDER), for sorts (migration TextSortOrder).
@Index('contact_field_values_txt_order_idx', { synchronize: false })
@Index('contact_field_values_ts_idx', ['workspace_id', 'is_demo', 'field_id', 'ts', 'contact_id'], {
  where: 'ts IS NOT NULL',
})
export class ContactFieldValue {
  /** Led by the contact: a contact's rows are replaced, and deleted with it, by this key. */
  @PrimaryColumn({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  /**
   * The definition's id (`custom_fields.id`). No foreign key: a definition is never deleted but
   * with its workspace, whose contacts take their rows with them.
   */
  @PrimaryColumn({ type: 'uuid' })
  field_id: string;

  /** A multi-select option's place among the contact's; 0 for every other type. */
  @PrimaryColumn({ type: 'smallint' })
  item: number;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @Column({ type: 'boolean' })
  is_demo: boolean;

  @Column({ type: 'numeric', nullable: true })
  num: string | null;

  @Column({ type: 'text', nullable: true })
  txt: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  ts: Date | null;
}
