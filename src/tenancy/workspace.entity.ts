import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { MEMBER_VISIBILITIES, type MemberVisibility } from '../database/visibility.js';
import type { CustomFieldDefinition } from './custom-field-definition.js';
import { DEFAULT_WORKSPACE_STAGES, type PipelineRecord, type Stage } from './stages.js';

/**
 * A customer organisation. Property names are the column names and the wire names (snake_case),
 * so a field has one name everywhere.
 */
@Entity({ name: 'workspaces' })
@Index('workspaces_created_idx', ['created_at', 'id'])
@Check('workspaces_default_region_check', `default_region ~ '^[A-Z]{2}$'`)
@Check('workspaces_trash_retention_days_check', 'trash_retention_days BETWEEN 1 AND 365')
@Check(
  'workspaces_member_visibility_check',
  `member_visibility IN (${MEMBER_VISIBILITIES.map((v) => `'${v}'`).join(', ')})`,
)
export class Workspace {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'boolean', default: false })
  is_premium: boolean;

  @Column({ type: 'text', nullable: true })
  subscription_status: string | null;

  @Column({ type: 'text', nullable: true })
  payment_customer_id: string | null;

  @Column({ type: 'integer', default: 14 })
  dormancy_days: number;

  @Column({ type: 'text', default: 'UTC' })
  timezone: string;

  /**
   * ISO 3166-1 alpha-2 country whose national format phone numbers written without a country
   * code are read in (the duplicate check's normalised phone, see `phoneKey`).
   */
  @Column({ type: 'text', default: 'US' })
  default_region: string;

  /**
   * The pipelines, in board order (the first is the default one, key `default`); their stages are
   * `stages`. Volatile default: each workspace's default pipeline has an id of its own.
   */
  @Column({
    type: 'jsonb',
    default: () =>
      "jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'key', 'default', 'name', 'Sales'))",
  })
  pipelines: PipelineRecord[];

  /** ISO 4217: the currency a new contact's value is in unless it says otherwise. */
  @Column({ type: 'text', default: 'EUR' })
  currency: string;

  /** What a move into a lost stage may give as its reason: a starter list managers edit. */
  @Column({
    type: 'text',
    array: true,
    default: () => `'{Price,Timing,Competitor,"No decision"}'`,
  })
  lost_reasons: string[];

  /** Whether a move into a lost stage must give one of `lost_reasons`. */
  @Column({ type: 'boolean', default: false })
  require_lost_reason: boolean;

  /** Whether a won or lost stage without rotting_days keeps its contacts from being dormant. */
  @Column({ type: 'boolean', default: false })
  dormancy_ignores_closed: boolean;

  /** Whether an open follow-up due later keeps a contact from being dormant until it is overdue. */
  @Column({ type: 'boolean', default: false })
  dormancy_respects_plans: boolean;

  /** Days a deleted contact stays in the trash before it is purged. */
  @Column({ type: 'integer', default: 30 })
  trash_retention_days: number;

  /**
   * Which contacts a member sees: `all`, `group` (their own and those of anyone sharing a group
   * with them) or `own`. Admins always see every contact (src/database/visibility.ts).
   */
  @Column({ type: 'text', default: 'all' })
  member_visibility: MemberVisibility;

  /** With `group` or `own`: whether members also see the contacts nobody owns. */
  @Column({ type: 'boolean', default: true })
  unassigned_visible: boolean;

  /** Every pipeline's stages, grouped by pipeline in its order, each in board order. */
  // A value (not an SQL expression) so TypeORM compares it as JSON when checking for drift.
  @Column({ type: 'jsonb', default: DEFAULT_WORKSPACE_STAGES })
  stages: Stage[];

  /**
   * Bumped by every change of a custom field definition, in the change's transaction: read with
   * the identity on every request, it tells an instance when its copy of the definitions is stale
   * (CustomFieldCatalog).
   */
  @Column({ type: 'integer', default: 0 })
  custom_fields_version: number;

  /** Set when the demo rows were seeded; cleared by a demo reset so the next request reseeds. */
  @Column({ type: 'timestamptz', nullable: true })
  demo_seeded_at: Date | null;

  /**
   * When the newest payment event applied here was created (at the provider). Read and written
   * only by the payment webhook, so the request's copy of the workspace does not carry it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  payment_event_created_at?: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /**
   * Not a column: the event types the workspace's active webhook endpoints subscribe to, as the
   * request's identity lookup read them, so a write nobody subscribes to records nothing and
   * sends no statement for it. Unset where the workspace was read another way.
   */
  webhook_events?: readonly string[];

  /**
   * Not a column: the workspace's custom field definitions, archived ones included, attached by
   * the guards (CustomFieldCatalog) once the identity is known. Unset where the workspace was
   * read another way and nothing attached them.
   */
  custom_fields?: readonly CustomFieldDefinition[];
}
