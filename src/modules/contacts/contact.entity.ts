import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { User } from '../../tenancy/user.entity.js';
import { SEARCH_TEXT_EXPRESSION } from './contact-field-lists.js';
import {
  CUSTOM_KEYS_EXPRESSION,
  CUSTOM_TEXT_EXPRESSION,
  CUSTOM_VALUES_MAX_BYTES,
} from './custom-values.js';

/** The indexes live reads use leave the trash out: the `contacts` view reads only live rows. */
const LIVE = 'deleted_at IS NULL';

/**
 * A lead moving through the pipeline. Demo rows (`is_demo`) live beside real rows: a free
 * workspace reads only its demo rows, a premium one only its real rows. The table holds the
 * trash too; every statement but the trash's reads the `contacts` view of the live rows
 * (migration ContactTrash, `STORED_TABLES`).
 */
@Entity({ name: 'contacts_all' })
@Index('contacts_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'], { where: LIVE })
@Index('contacts_activity_idx', ['workspace_id', 'is_demo', 'last_activity_at', 'id'], {
  where: LIVE,
})
// value_cents last: the board's and the pipeline report's per-stage count and sum read this index only.
@Index(
  'contacts_stage_idx',
  ['workspace_id', 'is_demo', 'stage', 'last_activity_at', 'value_cents'],
  { where: LIVE },
)
// Led by the owner: also what removing a user reads to clear `owner_id` (ForeignKeyIndexes). Then
// the list's order, with `deleted_at` carried (INCLUDE, which TypeORM cannot express, so the
// migrations own it): a member who sees some owners reads each one's newest from the index alone.
@Index('contacts_owner_idx', { synchronize: false })
// The contacts of nobody in the list's order, for a member who sees them (OwnerListIndex).
@Index('contacts_unassigned_idx', ['workspace_id', 'is_demo', 'created_at', 'id'], {
  where: `${LIVE} AND owner_id IS NULL`,
})
// Each owner's (nobody's under a key of its own) contacts of a stage in a board column's order,
// for a member who sees some owners (OwnerStageIndex); an expression, so the migrations own it.
@Index('contacts_owner_stage_idx', { synchronize: false })
// Workspace-led trigram index on search_text for `?q=`; TypeORM cannot express it, so the migrations own it.
@Index('contacts_search_trgm', { synchronize: false })
// (workspace_id, is_demo, lower(email)) for the upsert's match; an expression, so the migrations own it too.
@Index('contacts_email_idx', { synchronize: false })
// The duplicate check groups phone numbers along this index (contactDuplicateGroups).
@Index('contacts_phone_key_idx', ['workspace_id', 'is_demo', 'phone_key'], {
  where: `${LIVE} AND phone_key IS NOT NULL`,
})
// (workspace_id, tags) GIN for `?tag=`; btree_gin again, owned by the migrations.
@Index('contacts_tags_gin', { synchronize: false })
// The forecast reads the deals of a period of expected close dates, the win rate and the lost
// reasons those closed in a period: each along its partial index.
@Index('contacts_close_date_idx', ['workspace_id', 'is_demo', 'expected_close_date'], {
  where: `${LIVE} AND expected_close_date IS NOT NULL`,
})
@Index('contacts_closed_idx', ['workspace_id', 'is_demo', 'closed_at'], {
  where: `${LIVE} AND closed_at IS NOT NULL`,
})
// The trash, most recently deleted first.
@Index('contacts_trash_idx', ['workspace_id', 'is_demo', 'deleted_at', 'id'], {
  where: 'deleted_at IS NOT NULL',
})
// One contact's custom values stay small enough to read with every list page (CUSTOM_VALUES_MAX_BYTES).
@Check('contacts_custom_size_check', `octet_length(custom_text) <= ${CUSTOM_VALUES_MAX_BYTES}`)
@Check('contacts_probability_check', `probability BETWEEN 0 AND 100`)
export class Contact extends TenantRecord {
  @Column({ type: 'text' })
  first_name: string;

  @Column({ type: 'text', nullable: true })
  last_name: string | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /**
   * `phone` in E.164 as the workspace's default region reads it (`phoneKey`); null without a
   * phone or when it is not a possible number. Written with `phone` by every contact write.
   */
  @Column({ type: 'text', nullable: true })
  phone_key: string | null;

  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  /** Key of one of the workspace's stages. */
  @Column({ type: 'text' })
  stage: string;

  @Column({ type: 'uuid', nullable: true })
  owner_id: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  /** Deal value in cents; bigint in the store, a JS number (< 2^53) in code. */
  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? 0 : Number(v)) },
  })
  value_cents: number;

  /** ISO 4217 code of `value_cents`; a new contact takes the workspace's currency. */
  @Column({ type: 'text', default: 'EUR' })
  currency: string;

  /** Percent chance of winning; null: the stage's. */
  @Column({ type: 'integer', nullable: true })
  probability: number | null;

  @Column({ type: 'date', nullable: true })
  expected_close_date: string | null;

  /** Kept by the `contact_closing` trigger: when it entered a won or lost stage. */
  @Column({ type: 'timestamptz', nullable: true })
  closed_at: Date | null;

  /** One of the workspace's lost reasons, while in a lost stage (`contact_closing`). */
  @Column({ type: 'text', nullable: true })
  lost_reason: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Bumped only by logging an interaction, scheduling a follow-up and a stage change. */
  @Column({ type: 'timestamptz' })
  last_activity_at: Date;

  /** The earliest open follow-up's due time, kept by triggers on followups. */
  @Column({ type: 'timestamptz', nullable: true })
  next_followup_at: Date | null;

  /** Kept off the dormant list until then (`POST /contacts/{id}/snooze`); not activity. */
  @Column({ type: 'timestamptz', nullable: true })
  snoozed_until: Date | null;

  @Column({ type: 'text', nullable: true })
  snooze_reason: string | null;

  /**
   * What `?q=` searches, kept by PostgreSQL: names, e-mail and company, lower-cased. Stored, so a
   * search reads it instead of computing it for every candidate row (see SEARCH_TEXT_EXPRESSION).
   * Never selected, inserted or updated by the code.
   */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: SEARCH_TEXT_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  search_text?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** The custom values by field key (custom-values.ts); a cleared value is absent. */
  @Column({ type: 'jsonb', default: {} })
  custom: Record<string, unknown>;

  /**
   * `custom` as PostgreSQL writes it out, and the set of its keys (CUSTOM_KEYS_EXPRESSION), kept
   * by PostgreSQL: a page's statement copies the text of a contact whose keys are the active
   * fields (`contactColumns`). Never loaded through the entity, inserted or updated by the code.
   */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: CUSTOM_TEXT_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  custom_text?: string;

  @Column({
    type: 'uuid',
    generatedType: 'STORED',
    asExpression: CUSTOM_KEYS_EXPRESSION,
    select: false,
    insert: false,
    update: false,
  })
  custom_keys?: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** When it went to the trash; null while it is live. */
  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  /** Who moved it to the trash. */
  @Column({ type: 'uuid', nullable: true })
  deleted_by: string | null;

  /** The bulk operation that moved it to the trash, if one did: it restores it by that id. */
  @Column({ type: 'uuid', nullable: true })
  deleted_by_operation: string | null;
}
