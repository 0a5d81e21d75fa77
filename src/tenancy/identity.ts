import type { IdentityRow } from './tenancy.queries.js';
import type { User } from './user.entity.js';
import type { Workspace } from './workspace.entity.js';

/** What a verified credential says about its holder, before the user is looked up. */
export interface VerifiedIdentity {
  /** Lower-cased e-mail: the identity of the user in both modes. */
  email: string;
  /** The identity provider's user id, when there is one. */
  subject: string | null;
}

export type AuthenticatedUser = Pick<User, 'id' | 'email' | 'role' | 'workspace_id'> & {
  /** With `settings.member_visibility = group`, the members sharing a group with them. */
  readonly group_mates?: readonly string[] | null;
};

// Control characters (U+0000-U+001F, U+007F-U+009F) and invisible formatting ones (U+202A-U+202E
// and U+2066-U+2069, the bidirectional overrides and isolates, zero-width ones): text holding one
// can display as other text, an address as someone else's in the team list or the audit.
const UNSAFE_DISPLAY_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/**
 * Whether an address shows as what it is: the rule of the e-mails of sign-ins and invites, which
 * tell people apart. Stricter than a name's (`isDisplaySafeName`): an address needs no joiner or
 * mark, and one holding an invisible character reads as another's.
 */
export function isDisplaySafe(text: string): boolean {
  return !UNSAFE_DISPLAY_CHARACTERS.test(text);
}

/** The user behind a request and a fresh copy of their workspace. */
export interface ResolvedIdentity {
  user: AuthenticatedUser;
  workspace: Workspace;
}

/** The identity lookup's row as user and workspace. */
export function resolvedIdentity(row: IdentityRow): ResolvedIdentity {
  // Field by field, on every request: a rest-and-spread copy of the row costs far more.
  return {
    user: {
      id: row.user_id,
      email: row.email,
      role: row.role,
      workspace_id: row.workspace_id,
      group_mates: row.group_mates,
    },
    workspace: {
      id: row.workspace_id,
      name: row.name,
      is_premium: row.is_premium,
      subscription_status: row.subscription_status,
      payment_customer_id: row.payment_customer_id,
      dormancy_days: row.dormancy_days,
      dormancy_ignores_closed: row.dormancy_ignores_closed,
      dormancy_respects_plans: row.dormancy_respects_plans,
      trash_retention_days: row.trash_retention_days,
      member_visibility: row.member_visibility,
      unassigned_visible: row.unassigned_visible,
      timezone: row.timezone,
      default_region: row.default_region,
      currency: row.currency,
      lost_reasons: row.lost_reasons,
      require_lost_reason: row.require_lost_reason,
      pipelines: row.pipelines,
      stages: row.stages,
      custom_fields_version: row.custom_fields_version,
      demo_seeded_at: row.demo_seeded_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      webhook_events: row.webhook_events,
    },
  };
}

/**
 * The domain of the sample teammates' addresses (`.invalid` is reserved, RFC 2606). No one real
 * holds an address there: sign-in and invites refuse every one, so the demo data's upsert of its
 * teammate can never meet a real user.
 */
export const DEMO_ADDRESS_DOMAIN = 'demo.invalid';

/** Whether an e-mail is at the sample teammates' domain (with a final dot, the same domain). */
export function isDemoAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === DEMO_ADDRESS_DOMAIN || domain === `${DEMO_ADDRESS_DOMAIN}.`;
}

export const DEMO_ADDRESS_DETAIL =
  `Addresses at ${DEMO_ADDRESS_DOMAIN} are reserved for the demo data's sample teammates; ` +
  'they cannot sign in';

/**
 * A sign-in with an address at DEMO_ADDRESS_DOMAIN, first or not: it is never a real user's.
 * Answered 401 with DEMO_ADDRESS_DETAIL.
 */
export class DemoAddressError extends Error {
  constructor() {
    super(DEMO_ADDRESS_DETAIL);
  }
}
