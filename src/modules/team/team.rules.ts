import { DEMO_ADDRESS_DOMAIN } from '../../tenancy/identity.js';

/** Roles a manager hands out; `super_admin` (the app owner) comes only from `OWNER_EMAILS`. */
export const ASSIGNABLE_ROLES = ['member', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The longest e-mail address an invite takes: SMTP's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Why an invite for an address at the sample teammates' domain is refused (422 on `email`): no
 * such address can ever sign in, so the invite would stay pending forever.
 */
export const DEMO_ADDRESS_INVITE_MESSAGE =
  `Addresses at ${DEMO_ADDRESS_DOMAIN} are reserved for the demo data's sample teammates; ` +
  'they cannot be invited';

/**
 * The sample teammate's address: unique per workspace (e-mails are unique across users) and
 * never able to sign in: its domain is reserved for the teammates (`isDemoAddress`).
 */
export function demoTeammateEmail(workspaceId: string): string {
  return `demo.rep+${workspaceId}@${DEMO_ADDRESS_DOMAIN}`;
}

/** Why an invite for an address with control or bidirectional formatting characters is refused. */
export const UNSAFE_INVITE_EMAIL_MESSAGE =
  'email must not contain control or bidirectional formatting characters';
